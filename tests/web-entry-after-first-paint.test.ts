import { describe, expect, it } from 'vitest';
import { entryAfterFirstPaint } from '../web/build/entry-after-first-paint.js';
import { inlineHashes, sha256Source } from '../src/platform/http/security-headers.js';

// What Vite writes into index.html's head for the site's entry (issue 31).
const BUILT = [
  '<!doctype html>',
  '<html lang="es-CL">',
  '  <head>',
  '    <title>Comparador</title>',
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-1.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/api-client-2.js">',
  '  <style>.a{color:red}</style>',
  '  </head>',
  '  <body>',
  '    <!--app--><div id="root"></div><!--/app-->',
  '  </body>',
  '</html>',
].join('\n');

describe('the built index.html starts its entry script after the first paint', () => {
  const html = entryAfterFirstPaint(BUILT);
  const inline = /<script type="module" crossorigin>([\s\S]*?)<\/script>/.exec(html);

  it('leaves no script file and no modulepreload link in the page: nothing is fetched before the paint', () => {
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    // The rest of the head and the body's markers stay as they were.
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).toContain('<!--app--><div id="root"></div><!--/app-->');
  });

  it('puts one inline module script at the end of the body, after the page, naming the entry and its chunks', () => {
    expect(inline).not.toBeNull();
    expect(html.indexOf(inline![0])).toBeGreaterThan(html.indexOf('<!--/app-->'));
    expect(html.indexOf(inline![0])).toBeLessThan(html.indexOf('</body>'));
    const text = inline![1]!;
    expect(text).toContain('import("/assets/index-abc.js")');
    expect(text).toContain('["/assets/jsx-runtime-1.js","/assets/api-client-2.js"]');
    expect(text).toContain('requestAnimationFrame(');
  });

  it("is allowed by the site's CSP: the hash taken from the built file is that of the script's exact text", () => {
    expect(inlineHashes(html).scripts).toEqual([sha256Source(inline![1]!)]);
  });

  it('runs the script: once the frame is painted it adds the preload links, then imports the entry', async () => {
    const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState: 'visible',
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { append: (link: (typeof appended)[number]) => appended.push(link) },
    };
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'import_',
      inline![1]!.replace('import(', 'import_('),
    );
    run(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      (url: string) => imported.push(url),
    );
    // Nothing before the frame, nothing in the frame itself: only in the task after it.
    expect(imported).toEqual([]);
    frames.shift()!();
    expect(imported).toEqual([]);
    timers.shift()!();
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/assets/jsx-runtime-1.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/api-client-2.js', crossOrigin: '' },
    ]);
    expect(imported).toEqual(['/assets/index-abc.js']);
  });

  it('starts at once in a page opened hidden (a background tab paints no frame until shown)', () => {
    const imported: string[] = [];
    const document = { visibilityState: 'hidden', createElement: () => ({}), head: { append: () => undefined } };
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'import_',
      inline![1]!.replace('import(', 'import_('),
    );
    run(
      document,
      () => undefined,
      () => undefined,
      (url: string) => imported.push(url),
    );
    expect(imported).toEqual(['/assets/index-abc.js']);
  });

  it('refuses a page without an entry script (a change in what Vite writes must not go unnoticed)', () => {
    expect(() => entryAfterFirstPaint('<html><head></head><body></body></html>')).toThrow(/no <script/);
  });
});
