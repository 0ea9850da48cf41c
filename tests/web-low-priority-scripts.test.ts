import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from '../web/build/low-priority-scripts.js';
import { inlineHashes } from '../src/platform/http/security-headers.js';

// What Vite writes into index.html's head for the site's entry (issue 31).
const BUILT = [
  '<!doctype html>',
  '<html lang="es-CL">',
  '  <head>',
  '    <title>Comparador</title>',
  '    <script type="application/ld+json">{"@type":"WebSite"}</script>',
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-1.js">',
  '    <link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/api-client-2.js">',
  '    <link rel="icon" href="/favicon.ico">',
  '  <style>.a{color:red}</style>',
  '  </head>',
  '  <body>',
  '    <!--app--><div id="root"></div><!--/app-->',
  '  </body>',
  '</html>',
].join('\n');

describe('the built index.html asks for its scripts at low priority', () => {
  const html = lowPriorityScripts(BUILT);

  it('keeps the entry script in the head, where the preload scanner finds it, at fetchpriority="low"', () => {
    expect(html).toContain(
      '<script fetchpriority="low" type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(html.indexOf('/assets/index-abc.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('puts every modulepreload link at fetchpriority="low", replacing any other priority', () => {
    expect(html).toContain(
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/jsx-runtime-1.js">',
    );
    expect(html).toContain('<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/api-client-2.js">');
    expect(html).not.toContain('fetchpriority="high"');
  });

  it('changes nothing else: other links, inline scripts and styles, the markers', () => {
    expect(html.replaceAll(' fetchpriority="low"', '')).toBe(BUILT.replace(' fetchpriority="high"', ''));
    expect(html).toContain('<link rel="icon" href="/favicon.ico">');
    // The CSP's hashes of the inline elements are those of the page Vite wrote.
    expect(inlineHashes(html)).toEqual(inlineHashes(BUILT));
  });

  it('is idempotent', () => {
    expect(lowPriorityScripts(html)).toBe(html);
  });

  it('refuses a page without an entry script (a change in what Vite writes must not go unnoticed)', () => {
    expect(() => lowPriorityScripts('<html><head></head><body></body></html>')).toThrow(/no <script/);
  });
});
