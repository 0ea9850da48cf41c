/**
 * The built index.html with its entry script and modulepreload links taken out of `<head>` and asked for by
 * an inline module script at the end of `<body>`, after the first frame has been painted (issue 31).
 *
 * Vite writes `<script type="module" src>` and one `<link rel="modulepreload">` per shared chunk into the
 * head. The server's first screen needs none of them to paint (the page arrives rendered, its stylesheet
 * inlined), but the browser's preload scanner fetched them at high priority while the HTML was still being
 * parsed and laid out: under a slow connection that download competes with the document, and Lighthouse's
 * simulated slow 4G counted every script that had arrived before the observed paint as needed for it
 * (LCP = FCP = 2.0-2.4 s on every server-rendered route kind). Here they start one frame after the paint:
 * `requestAnimationFrame` runs just before the frame, the timer after it. A page opened hidden (a
 * background tab) paints nothing until shown, so it starts at once. The chunks still load in parallel: the
 * script adds the same modulepreload links, then imports the entry.
 *
 * The inline script is allowed by its hash, like the inlined stylesheet (security-headers.ts inlineHashes).
 */
export function entryAfterFirstPaint(html: string): string {
  const entryTag = /[ \t]*<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/.exec(html);
  if (!entryTag) throw new Error('entry-after-first-paint: index.html has no <script type="module" src>');
  const preloads: string[] = [];
  const withoutTags = html
    .replace(entryTag[0], '')
    .replace(/[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const script = startScript(entryTag[1]!, preloads);
  const end = withoutTags.lastIndexOf('</body>');
  if (end < 0) throw new Error('entry-after-first-paint: index.html has no </body>');
  return `${withoutTags.slice(0, end)}  <script type="module" crossorigin>${script}</script>\n  ${withoutTags.slice(end)}`;
}

/** The inline script's text (its CSP hash is taken from the built file, so it is written once, here). */
function startScript(entry: string, preloads: string[]): string {
  return [
    'const start=()=>{',
    `for(const href of ${JSON.stringify(preloads)}){`,
    'const link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;',
    'document.head.append(link)}',
    `import(${JSON.stringify(entry)})};`,
    'if(document.visibilityState==="hidden")start();',
    'else requestAnimationFrame(()=>setTimeout(start))',
  ].join('');
}
