import { createHash } from 'node:crypto';

/**
 * The built index.html with the page's code started after the server's page has painted (issue 31).
 *
 * Vite writes `<script type="module" src>` and one `<link rel="modulepreload">` per shared chunk into the head.
 * The server's first screen needs none of them to paint (the page arrives rendered, its stylesheet inlined),
 * but they were fetched while the HTML was parsed, and Lighthouse's simulated slow 4G counted every script
 * that had arrived before the observed largest paint as needed for it (LCP = FCP = 2.0-2.4 s on every
 * server-rendered route kind; a module script's run is not traced the way a classic script's is, so
 * Lighthouse cannot tell it ran after the paint, and a low fetch priority only took it out of FCP).
 *
 * In their place the head names one small start script (a file, allowed by the CSP's 'self'), at low
 * priority: it holds the clicks made on the server's buttons and links and what is typed meanwhile
 * (`window.__earlyClicks`, replayed by main.tsx once React listens: web/src/lib/early-clicks.ts, and
 * startScript below), and after the first frame adds the same
 * modulepreload links and imports the entry. `requestAnimationFrame` runs just before that frame, the timer
 * after it; a page opened hidden (a background tab) paints nothing until shown, so it starts at once.
 * `stages`: the chunks the entry imports in later tasks (main.tsx's start-up stages), fetched with the
 * entry's own so they do not arrive one after the other.
 */
export function startAfterFirstPaint(
  html: string,
  stages: readonly string[] = [],
): { html: string; fileName: string; source: string } {
  const entryTag = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/.exec(html);
  if (!entryTag) throw new Error('start-after-first-paint: index.html has no <script type="module" src>');
  const preloads: string[] = [];
  const withoutPreloads = html.replace(
    /[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g,
    (_tag, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  for (const href of stages) if (!preloads.includes(href)) preloads.push(href);
  const source = startScript(entryTag[1]!, preloads);
  const fileName = `assets/start-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  const tag = `<script type="module" crossorigin fetchpriority="low" src="/${fileName}"></script>`;
  return { html: withoutPreloads.replace(entryTag[0], tag), fileName, source };
}

/** What a click before hydration is held on: the server's controls. */
export const HELD_CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"], label';

/** What is typed before hydration is given again once React listens: its text fields and lists. */
export const TYPED_FIELDS = 'input, textarea, select';

/**
 * How long a link clicked before hydration waits for the page's code to arrive (issue 31): past that (a slow
 * or stalled download), the browser follows it by itself (the server's page), as it would without the start
 * script. Once the code has arrived (`__earlyClicks.arrived()`, web/src/lib/early-clicks.ts) it is main.tsx's:
 * replayed to the client router once hydrated, or followed by the browser when released.
 */
export const LINK_PATIENCE_MS = 5_000;

/**
 * The start script's text: plain JavaScript, as the browser gets it.
 *
 * Until main.tsx calls `__earlyClicks.replay()` (React listens on the server's page) it holds, in order:
 * - clicks on the server's controls (HELD_CONTROLS);
 * - clicks on the page's own links (same origin, same tab, a plain left click): once hydrated the click is
 *   given to the link again, so the client router navigates (a link React does not handle is followed by
 *   the browser then); one released, or held LINK_PATIENCE_MS while the page's code has not arrived, is
 *   followed by the browser;
 * - what was typed into a field: React keeps the typed text on screen when it hydrates the field but not in
 *   its state (it records the typed value as the one it knows), so the form would send the server's empty
 *   value or wipe the text at its next render. Once the field is hydrated the script restores the value
 *   React knows to the server's and sets the typed one natively, then dispatches the field's event: React
 *   sees a change and runs the field's onChange.
 */
function startScript(entry: string, preloads: string[]): string {
  return `// Built by web/build/start-after-first-paint.ts.
const root = document.getElementById("root");
// In order: { node, kind: "click" | "link" | "typed", value (typed), done }.
const held = [];
// The page's code has arrived (its modules run): main.tsx replays or releases what is held.
let arrived = false;
const holdClick = (event) => {
  const target = event.target && event.target.closest ? event.target : null;
  if (!target || !root) return;
  const link = target.closest("a[href]");
  if (link && root.contains(link)) {
    const url = new URL(link.href, location.href);
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    const sameTab = !link.target || link.target === "_self";
    const samePage = url.pathname === location.pathname && url.search === location.search;
    if (!plain || !sameTab || link.hasAttribute("download") || url.origin !== location.origin || samePage) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const entry = { node: link, kind: "link", done: false };
    held.push(entry);
    setTimeout(() => arrived || follow(entry), ${LINK_PATIENCE_MS});
    return;
  }
  const control = target.closest(${JSON.stringify(HELD_CONTROLS)});
  if (!control || !root.contains(control)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push({ node: control, kind: "click", done: false });
};
const holdTyped = (event) => {
  const field = event.target && event.target.closest ? event.target.closest(${JSON.stringify(TYPED_FIELDS)}) : null;
  if (!field || !root || !root.contains(field) || field.type === "checkbox" || field.type === "radio") return;
  const entry = held.find((each) => each.node === field);
  if (entry) entry.value = field.value;
  else held.push({ node: field, kind: "typed", value: field.value, done: false });
};
// A held link the page's code did not take: the browser's own navigation.
const follow = (entry) => {
  if (entry.done) return;
  entry.done = true;
  location.assign(entry.node.href);
};
const stop = () => {
  removeEventListener("click", holdClick, true);
  removeEventListener("input", holdTyped, true);
  removeEventListener("change", holdTyped, true);
};
// React marks each node it has attached to with its props (a "__reactProps$" key).
const hydrated = (node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"));
// The typed value, given to React as a change (see web/build/start-after-first-paint.ts).
const retype = (field, typed) => {
  if (field.tagName === "SELECT") {
    field.value = typed;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (typed === field.defaultValue) return;
  const prototype = field.tagName === "TEXTAREA" ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value").set;
  // Through the node's own setter (React's, which records it), then past it (the native one, which does not).
  field.value = field.defaultValue;
  setValue.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
};
addEventListener("click", holdClick, true);
addEventListener("input", holdTyped, true);
addEventListener("change", holdTyped, true);
window.__earlyClicks = {
  arrived() {
    arrived = true;
  },
  replay() {
    stop();
    const queue = held.splice(0);
    let waits = 0;
    const next = () => {
      while (queue.length > 0) {
        const entry = queue[0];
        const node = entry.node;
        if (entry.done || !node.isConnected) {
          queue.shift();
          continue;
        }
        // React may attach to the page in slices: a click (and a submit button's form submit, which React
        // does not replay) on a part it has not hydrated yet would be lost or submit the form natively.
        if (!(hydrated(node) && (!node.form || hydrated(node.form))) && ++waits < 100) {
          setTimeout(next, 50);
          return;
        }
        queue.shift();
        entry.done = true;
        if (entry.kind === "typed") retype(node, entry.value);
        else node.click();
      }
    };
    next();
  },
  release() {
    stop();
    for (const entry of held.splice(0)) if (entry.kind === "link") follow(entry);
  },
};
const start = () => {
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry)}).catch((error) => {
    window.__earlyClicks.release();
    throw error;
  });
};
if (document.visibilityState === "hidden") start();
else requestAnimationFrame(() => setTimeout(start));
`;
}
