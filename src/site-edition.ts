import type { PageEdition } from './platform/http/app.js';
import { siteBaseOf, siteStatusOf } from './modules/content/index.js';

/**
 * The site page's edition (issue 27): the host's site base and language, which the server writes on the
 * page (`<html lang data-site-base>`) and uses for the page's status (each edition has its own pages).
 */

/** Local host names of the editions until the profile module's host map is wired (pe.localhost…). */
const LOCAL_HOSTS: Readonly<Record<string, PageEdition>> = {
  'pe.localhost': { siteBase: 2, locale: 'es-PE' },
  'co.localhost': { siteBase: 3, locale: 'es-CO' },
  'int.localhost': { siteBase: 4, locale: 'es' },
};

const CHILE: PageEdition = { siteBase: 1, locale: 'es-CL' };

/** The edition of a request's Host header (port and case ignored); Chile for any other host. */
export function pageEditionOfHost(host: string | undefined): PageEdition {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  return LOCAL_HOSTS[name] ?? CHILE;
}

/** A site page's HTTP status in an edition: 404 for unknown paths and for another edition's pages. */
export function editionSiteStatus(path: string, edition: PageEdition): number {
  return siteStatusOf(path, siteBaseOf(edition.siteBase));
}
