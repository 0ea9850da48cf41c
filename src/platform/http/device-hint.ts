import type { IncomingHttpHeaders } from 'node:http';

/**
 * The server's guess of a phone (the site's breakpoint, 992 px, is a phone or a portrait tablet): the
 * browser's own hint when it sends one (Sec-CH-UA-Mobile, Chromium), else a mobile user agent. A page
 * rendered for the wrong guess still works: the browser re-renders at its real breakpoint after hydrating.
 */
export function deviceIsMobile(headers: IncomingHttpHeaders): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|Android|iPhone|iPad|iPod/i.test(headers['user-agent'] ?? '');
}
