import type { PageEdition } from './platform/http/app.js';
import { siteBaseOf, siteStatusOf } from './modules/content/index.js';
import { editionForHost, editionHostMap, type EditionHostMap } from './modules/profile/index.js';

/**
 * The site page's edition (issue 27): the host's site base and language, which the server writes on the
 * page (`<html lang data-site-base>`) and uses for the page's status (each edition has its own pages).
 */

/** The edition of a request's Host header in a host map (the local pe/co/int.localhost by default). */
export function pageEditionOfHost(hosts: EditionHostMap = editionHostMap()) {
  return (host: string | undefined): PageEdition => {
    const edition = editionForHost(host, hosts);
    return { siteBase: edition.id, locale: edition.locale };
  };
}

/** A site page's HTTP status in an edition: 404 for unknown paths and for another edition's pages. */
export function editionSiteStatus(path: string, edition: PageEdition): number {
  return siteStatusOf(path, siteBaseOf(edition.siteBase));
}
