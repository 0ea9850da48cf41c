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
 * priority: it holds the clicks made on the server's buttons meanwhile (`window.__earlyClicks`, replayed by
 * main.tsx once React listens: web/src/lib/early-clicks.ts), and after the first frame adds the same
 * modulepreload links and imports the entry. `requestAnimationFrame` runs just before that frame, the timer
 * after it; a page opened hidden (a background tab) paints nothing until shown, so it starts at once.
 */
export function startAfterFirstPaint(html: string): { html: string; fileName: string; source: string } {
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
  const source = startScript(entryTag[1]!, preloads);
  const fileName = `assets/start-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  const tag = `<script type="module" crossorigin fetchpriority="low" src="/${fileName}"></script>`;
  return { html: withoutPreloads.replace(entryTag[0], tag), fileName, source };
}

/** What a click before hydration is held on: the server's controls (links still work without React). */
export const HELD_CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"], label';

/** The start script's text: plain JavaScript, as the browser gets it. */
function startScript(entry: string, preloads: string[]): string {
  return `// Built by web/build/start-after-first-paint.ts.
const root = document.getElementById("root");
const held = [];
const hold = (event) => {
  const control = event.target && event.target.closest ? event.target.closest(${JSON.stringify(HELD_CONTROLS)}) : null;
  if (!control || !root || !root.contains(control)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(control);
};
const stop = () => removeEventListener("click", hold, true);
// React marks each node it has attached to with its props (a "__reactProps$" key).
const hydrated = (node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"));
addEventListener("click", hold, true);
window.__earlyClicks = {
  replay() {
    stop();
    const queue = held.splice(0);
    let waits = 0;
    const next = () => {
      while (queue.length > 0) {
        const control = queue[0];
        if (!control.isConnected) {
          queue.shift();
          continue;
        }
        // React may attach to the page in slices: a click (and a submit button's form submit, which React
        // does not replay) on a part it has not hydrated yet would be lost or submit the form natively.
        if (!(hydrated(control) && (!control.form || hydrated(control.form))) && ++waits < 100) {
          setTimeout(next, 50);
          return;
        }
        queue.shift().click();
      }
    };
    next();
  },
  release() {
    stop();
    held.length = 0;
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
