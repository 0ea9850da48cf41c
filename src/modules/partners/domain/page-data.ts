/**
 * Data the server writes into a page for the site to read without an API call (the result list keeps its
 * budget of 4 API calls): a `<script type="application/json">` block, which browsers never execute (so the
 * CSP's script-src does not apply), placed before </head>. The JSON is escaped so it cannot close the tag.
 */
export const FLAG_DEFINITIONS_ELEMENT = 'feature-flag-definitions';
/** A frame loaded without its query (reload, provider return): the token and profile its cookie carried. */
export const FRAME_AUTH_ELEMENT = 'frame-auth';

export interface FrameAuth {
  token: string;
  profile: string | null;
}

export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The page with the data block just before </head> (HTML without a head is returned as it was). */
export function withJsonScript(html: string, id: string, value: unknown): string {
  const end = html.search(/<\/head>/i);
  if (end < 0) return html;
  return `${html.slice(0, end)}${jsonScript(id, value)}${html.slice(end)}`;
}
