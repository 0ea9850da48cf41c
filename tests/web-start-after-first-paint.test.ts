import { describe, expect, it } from 'vitest';
import {
  HELD_CONTROLS,
  LINK_PATIENCE_MS,
  startAfterFirstPaint,
  TYPED_FIELDS,
} from '../web/build/start-after-first-paint.js';
import { inlineHashes } from '../src/platform/http/security-headers.js';

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

/** A control of the server's page, as the start script sees it. */
interface FakeControl {
  name: string;
  isConnected: boolean;
  /** A submit button's form (React marks what it has hydrated with a `__reactProps$…` key). */
  form?: object;
  __reactProps$test?: object;
  clicks: number;
  click(): void;
}

/** Runs the start script against a fake page; answers what it did. */
function runStart(source: string, visibilityState: 'visible' | 'hidden') {
  const listeners = new Map<string, (event: unknown) => void>();
  const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const imported: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const patience: (() => void)[] = [];
  const root = { contains: (node: unknown) => node !== outside };
  const outside = {};
  const window: Record<string, unknown> = {};
  const assigned: string[] = [];
  const location = {
    href: 'http://site.test/portal-clientes',
    origin: 'http://site.test',
    pathname: '/portal-clientes',
    search: '',
    assign: (url: string) => assigned.push(url),
  };
  const document = {
    visibilityState,
    getElementById: (id: string) => (id === 'root' ? root : null),
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { append: (link: (typeof appended)[number]) => appended.push(link) },
  };
  const run = new Function(
    'document',
    'window',
    'addEventListener',
    'removeEventListener',
    'requestAnimationFrame',
    'setTimeout',
    'location',
    'HTMLInputElement',
    'HTMLTextAreaElement',
    'Event',
    'import_',
    source.replace('import(', 'import_('),
  );
  run(
    document,
    window,
    (type: string, listener: (event: unknown) => void, capture: boolean) => {
      expect(capture).toBe(true);
      listeners.set(type, listener);
    },
    (type: string) => listeners.delete(type),
    (callback: () => void) => frames.push(callback),
    // The replay's short waits, and apart the link's patience (seconds).
    (callback: () => void, delay = 0) => (delay >= 1_000 ? patience : timers).push(callback),
    location,
    { prototype: nativeValue },
    { prototype: nativeValue },
    class {
      constructor(readonly type: string) {}
    },
    (url: string) => {
      imported.push(url);
      return Promise.resolve();
    },
  );
  /** A click on `control` (or on something outside the controls: null), or on a link. */
  const click = (control: FakeControl | null, inRoot = true, link?: FakeLink, keys: Record<string, unknown> = {}) => {
    const event = {
      target: {
        closest: (selector: string) =>
          selector === 'a[href]' ? (link ?? null) : selector === HELD_CONTROLS ? (inRoot ? control : outside) : null,
      },
      button: 0,
      ...keys,
      prevented: false,
      stopped: false,
      preventDefault() {
        this.prevented = true;
      },
      stopImmediatePropagation() {
        this.stopped = true;
      },
    };
    listeners.get('click')?.(event);
    return event;
  };
  /** Typing into `field` (an input event on it). */
  const type = (field: FakeField, text: string) => {
    field.native = text;
    listeners.get('input')?.({ target: { closest: (selector: string) => (selector === TYPED_FIELDS ? field : null) } });
  };
  const early = window.__earlyClicks as { arrived(): void; replay(): void; release(): void };
  return { listeners, appended, imported, frames, timers, patience, click, type, early, assigned };
}

/** The native `value` property of a field (what the start script sets past React's tracker). */
const nativeValue = {};
Object.defineProperty(nativeValue, 'value', {
  get(this: FakeField) {
    return this.native;
  },
  set(this: FakeField, value: string) {
    this.native = value;
  },
});

/** A text field of the server's page; React's tracker is `tracked`, set through the node's own `value`. */
interface FakeField {
  tagName: 'INPUT';
  type: 'text';
  isConnected: boolean;
  form?: object;
  defaultValue: string;
  native: string;
  tracked: string;
  value: string;
  __reactProps$test?: object;
  /** What React's onChange would get: the value, when it differs from the one React knows. */
  changes: string[];
  dispatchEvent(event: { type: string }): void;
}

function field(defaultValue = ''): FakeField {
  return {
    tagName: 'INPUT',
    type: 'text',
    isConnected: true,
    defaultValue,
    native: defaultValue,
    tracked: defaultValue,
    get value() {
      return this.native;
    },
    set value(value: string) {
      this.tracked = value;
      this.native = value;
    },
    changes: [],
    dispatchEvent(event) {
      if (event.type === 'input' && this.native !== this.tracked) {
        this.tracked = this.native;
        this.changes.push(this.native);
      }
    },
  };
}

/** A link of the server's page (`href` as the browser resolves it). */
interface FakeLink {
  href: string;
  target: string;
  isConnected: boolean;
  __reactProps$test?: object;
  clicks: number;
  hasAttribute(name: string): boolean;
  click(): void;
}

const link = (href: string, target = '', download = false): FakeLink => ({
  href,
  target,
  isConnected: true,
  clicks: 0,
  hasAttribute: (name) => name === 'download' && download,
  click() {
    this.clicks++;
  },
});

const control = (name: string): FakeControl => ({
  name,
  isConnected: true,
  // Hydrated by React (the key React sets on the nodes it attached to).
  __reactProps$test: {},
  clicks: 0,
  click() {
    this.clicks++;
  },
});

describe("the built index.html starts the page's code after the first paint", () => {
  const { html, fileName, source } = startAfterFirstPaint(BUILT);

  it('names one small start script in the head, at low priority, instead of the entry and its preloads', () => {
    expect(fileName).toMatch(/^assets\/start-[\w-]{8}\.js$/);
    expect(html).toContain(`<script type="module" crossorigin fetchpriority="low" src="/${fileName}"></script>`);
    expect(html.indexOf(fileName)).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('/assets/index-abc.js');
    expect(html).not.toMatch(/modulepreload/);
    // The rest stays as it was, and the CSP's hashes of the inline elements too (no inline script added).
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).toContain('<!--app--><div id="root"></div><!--/app-->');
    expect(inlineHashes(html)).toEqual(inlineHashes(BUILT));
    // The same build, the same file: its name is its content's hash.
    expect(startAfterFirstPaint(BUILT).fileName).toBe(fileName);
  });

  it('imports the entry after the first frame, its chunks asked for alongside', () => {
    const page = runStart(source, 'visible');
    // Nothing before the frame, nothing in the frame itself: only in the task after it.
    expect(page.imported).toEqual([]);
    page.frames.shift()!();
    expect(page.imported).toEqual([]);
    page.timers.shift()!();
    expect(page.appended).toEqual([
      { rel: 'modulepreload', href: '/assets/jsx-runtime-1.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/api-client-2.js', crossOrigin: '' },
    ]);
    expect(page.imported).toEqual(['/assets/index-abc.js']);
  });

  it("asks for the entry's start-up stages with its chunks, each once (they are evaluated later, in turn)", () => {
    const staged = startAfterFirstPaint(BUILT, ['/assets/client-3.js', '/assets/api-client-2.js']);
    const page = runStart(staged.source, 'visible');
    page.frames.shift()!();
    page.timers.shift()!();
    expect(page.appended.map((link) => link.href)).toEqual([
      '/assets/jsx-runtime-1.js',
      '/assets/api-client-2.js',
      '/assets/client-3.js',
    ]);
    expect(page.imported).toEqual(['/assets/index-abc.js']);
    expect(staged.fileName).not.toBe(fileName);
  });

  it('starts at once in a page opened hidden (a background tab paints no frame until shown)', () => {
    expect(runStart(source, 'hidden').imported).toEqual(['/assets/index-abc.js']);
  });

  it('holds the clicks on the server page controls and gives them again, in order, when replayed', () => {
    const page = runStart(source, 'visible');
    const [profile, filters, gone] = [control('profile'), control('filters'), control('gone')];
    const held = page.click(profile);
    expect(held.prevented && held.stopped).toBe(true);
    page.click(filters);
    page.click(gone);
    // A link or text (no control) and a control outside the page's root go their way.
    const link = page.click(null);
    expect(link.prevented || link.stopped).toBe(false);
    expect(page.click(control('outside'), false).prevented).toBe(false);
    expect([profile.clicks, filters.clicks]).toEqual([0, 0]);
    gone.isConnected = false;
    const order: string[] = [];
    for (const each of [profile, filters, gone]) each.click = () => order.push(each.name);
    page.early.replay();
    expect(order).toEqual(['profile', 'filters']);
    // Holding stopped: React gets the clicks from now on.
    expect(page.listeners.has('click')).toBe(false);
  });

  it('replays a held submit button once React has hydrated it and its form (a submit is not replayed by React)', () => {
    const page = runStart(source, 'visible');
    const form: Record<string, unknown> = {};
    const order: string[] = [];
    const send: FakeControl = {
      name: 'send',
      isConnected: true,
      form,
      clicks: 0,
      click: () => order.push('send'),
    };
    const after = control('after');
    after.click = () => order.push('after');
    page.click(send);
    page.click(after);
    page.early.replay();
    // Server nodes React has not attached to yet: nothing is clicked (a native submit would reload the page).
    expect(order).toEqual([]);
    expect(page.listeners.has('click')).toBe(false);
    (send as unknown as Record<string, unknown>).__reactProps$test = {};
    page.timers.splice(0).forEach((timer) => timer());
    expect(order).toEqual([]);
    form.__reactProps$test = {};
    page.timers.splice(0).forEach((timer) => timer());
    expect(order).toEqual(['send', 'after']);
  });

  it('gives a held click anyway after about 5 s without hydration (never lost)', () => {
    const page = runStart(source, 'visible');
    const plain: FakeControl = { name: 'plain', isConnected: true, clicks: 0, click: () => plain.clicks++ };
    page.click(plain);
    page.early.replay();
    for (let i = 0; i < 200 && plain.clicks === 0; i++) page.timers.splice(0).forEach((timer) => timer());
    expect(plain.clicks).toBe(1);
  });

  it('forgets the held clicks when released (a page rendered anew, or its code failed to load)', () => {
    const page = runStart(source, 'visible');
    const profile = control('profile');
    page.click(profile);
    page.early.release();
    page.early.replay();
    expect(profile.clicks).toBe(0);
    expect(page.listeners.has('click')).toBe(false);
  });

  it("holds a plain click on the page's own links and gives it to the link once hydrated (the client router)", () => {
    const page = runStart(source, 'visible');
    const home = link('http://site.test/');
    const held = page.click(null, true, home);
    expect(held.prevented && held.stopped).toBe(true);
    // Not held: another site, a new tab, a download, a modified click, another button, a link to this page.
    for (const [other, keys] of [
      [link('http://elsewhere.test/'), {}],
      [link('http://site.test/', '_blank'), {}],
      [link('http://site.test/file.pdf', '', true), {}],
      [link('http://site.test/'), { ctrlKey: true }],
      [link('http://site.test/'), { metaKey: true }],
      [link('http://site.test/'), { button: 1 }],
      [link('http://site.test/portal-clientes#faq'), {}],
    ] as const)
      expect(page.click(null, true, other, keys).prevented, other.href).toBe(false);
    page.early.replay();
    // Not hydrated yet: waits.
    expect(home.clicks).toBe(0);
    home.__reactProps$test = {};
    page.timers.splice(0).forEach((timer) => timer());
    expect(home.clicks).toBe(1);
    // Taken by the page's code: the browser does not follow it too.
    page.patience.splice(0).forEach((timer) => timer());
    expect(page.assigned).toEqual([]);
  });

  it(`lets the browser follow a held link after ${LINK_PATIENCE_MS} ms without the page's code, or when released`, () => {
    const slow = runStart(source, 'visible');
    const home = link('http://site.test/');
    slow.click(null, true, home);
    expect(slow.assigned).toEqual([]);
    slow.patience.splice(0).forEach((timer) => timer());
    expect(slow.assigned).toEqual(['http://site.test/']);
    // Replayed later: not followed again.
    home.__reactProps$test = {};
    slow.early.replay();
    expect(home.clicks).toBe(0);

    // The page's code arrived in time: the link waits for it, however long its hydration takes.
    const arrived = runStart(source, 'visible');
    arrived.click(null, true, link('http://site.test/'));
    arrived.early.arrived();
    arrived.patience.splice(0).forEach((timer) => timer());
    expect(arrived.assigned).toEqual([]);

    const released = runStart(source, 'visible');
    released.click(null, true, link('http://site.test/Comparar/Isapres'));
    released.early.release();
    expect(released.assigned).toEqual(['http://site.test/Comparar/Isapres']);
  });

  it('gives what was typed before hydration to React as a change once the field is hydrated', () => {
    const page = runStart(source, 'visible');
    const name = field();
    const send = control('send');
    page.type(name, 'A');
    page.type(name, 'Ana');
    page.click(send);
    // React hydrates the field: the text stays on screen, and React records it as the value it knows.
    name.tracked = name.native;
    page.early.replay();
    expect(name.changes).toEqual([]);
    name.__reactProps$test = {};
    page.timers.splice(0).forEach((timer) => timer());
    // One change with the whole text, then the click (in the order the visitor made them).
    expect(name.changes).toEqual(['Ana']);
    expect(name.value).toBe('Ana');
    expect(send.clicks).toBe(1);
  });

  it('gives the typed text again even when React wiped it at a render before the replay', () => {
    const page = runStart(source, 'visible');
    const name = field();
    name.__reactProps$test = {};
    page.type(name, 'Ana');
    // A render of the controlled field sets its state's value (the server's empty one).
    name.value = '';
    page.early.replay();
    expect(name.changes).toEqual(['Ana']);
    expect(page.listeners.has('input')).toBe(false);
  });

  it('refuses a page without an entry script (a change in what Vite writes must not go unnoticed)', () => {
    expect(() => startAfterFirstPaint('<html><head></head><body></body></html>')).toThrow(/no <script/);
  });
});
