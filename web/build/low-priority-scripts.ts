/**
 * The built index.html with `fetchpriority="low"` on its entry `<script type="module" src>` and on every
 * `<link rel="modulepreload">` Vite wrote into `<head>` (issue 31).
 *
 * The server's first screen needs no script to paint (the page arrives rendered, its stylesheet inlined), but
 * a module script and its preloads are fetched at High priority, and Lighthouse's simulated slow 4G (Lantern's
 * `hasRenderBlockingPriority`: High and a script) counted the ~145 KB gzip that arrived before the observed
 * paint as needed for it: LCP = FCP = 2.0-2.4 s on every server-rendered route kind. At low priority they are
 * still discovered by the preload scanner and still start while the HTML is parsed, so React hydrates as
 * early as before (a click on a server-rendered button is not left without a handler for longer); they only
 * stop competing with the document. Attributes on an external script change no inline hash (the CSP,
 * security-headers.ts).
 */
export function lowPriorityScripts(html: string): string {
  let entries = 0;
  const marked = html
    .replace(/<script\b([^>]*)>/g, (tag, attributes: string) => {
      if (!/\bsrc=/.test(attributes) || !/\btype="module"/.test(attributes)) return tag;
      entries++;
      return withLowPriority(tag);
    })
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, withLowPriority);
  // A change in what Vite writes must not silently bring the High-priority download back.
  if (entries === 0) throw new Error('low-priority-scripts: index.html has no <script type="module" src>');
  return marked;
}

/** The tag with fetchpriority="low" (replacing any other priority it had). */
function withLowPriority(tag: string): string {
  const bare = tag.replace(/\s+fetchpriority="[^"]*"/, '');
  return bare.replace(/^<(script|link)\b/, '<$1 fetchpriority="low"');
}
