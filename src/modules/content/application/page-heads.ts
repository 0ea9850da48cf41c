import { productCodeFromSlug } from '../domain/detail-resolver.js';
import { inject, injectable } from 'inversify';
import { CATALOGUE } from '../../catalogue/index.js';
import type { Config } from '../../../platform/config.js';
import { PLATFORM } from '../../../platform/tokens.js';
import {
  detailSegments,
  headHtml,
  NOT_FOUND_HEAD,
  organizationHead,
  editionLineHead,
  productHead,
  routeHead,
  type PageHead,
} from '../domain/site-head.js';
import { pageCatalogueKeys } from '../domain/page-catalogue-keys.js';
import { matchSiteRoute, normalizeSitePath } from '../domain/site-routes.js';
import { CHILE, editionLine, type SiteBase } from '../domain/site-editions.js';
import type { SiteCatalogue } from './ports.js';

const editionLineOfPath = (path: string, siteBase: SiteBase) => editionLine(path.replace(/^Comparar\//, ''), siteBase);

/**
 * The `<head>` of the page the server answers for a site path (spec 02 §2.1, §2.4): the route's title and
 * description; on a product detail page the product's SEO title and description with JSON-LD Product/Offer
 * and FAQPage; on an organization page its name. The product is found by the slug's code suffix.
 */
@injectable()
export class PageHeads {
  constructor(
    @inject(CATALOGUE.SitePages) private readonly catalogue: SiteCatalogue,
    @inject(PLATFORM.Config) private readonly config: Pick<Config, 'PUBLIC_URL'>,
  ) {}

  private absolute(path: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/+$/, '')}${path}`;
  }

  /** The head as data (tests and the HTML below). */
  async headOf(pathname: string, siteBase: SiteBase = CHILE): Promise<{ head: PageHead; canonicalPath: string }> {
    const canonicalPath = `/${normalizeSitePath(pathname)}`;
    const match = matchSiteRoute(pathname, siteBase);
    if (!match || match.route.id === 'not-found') return { head: NOT_FOUND_HEAD, canonicalPath };
    const { route, params } = match;
    // An edition's comparator line (issue 27): its route's path names it.
    const editionLine = route.id === 'comparar-edicion' ? editionLineOfPath(route.path, siteBase) : undefined;
    if (editionLine) return { head: editionLineHead(editionLine), canonicalPath };
    const segments = detailSegments(route.id, params);
    if (segments?.product) {
      const product = await this.catalogue.product(productCodeFromSlug(segments.product));
      if (product) return { head: productHead(product, this.absolute(product.path)), canonicalPath: product.path };
    } else if (segments) {
      const organization = await this.catalogue.organization(segments.organization);
      if (organization) return { head: organizationHead(route.id, organization), canonicalPath };
    }
    return { head: routeHead(route.id, params), canonicalPath };
  }

  /** The head's HTML, ready to go in place of the built index.html's title and description. */
  async execute(pathname: string, siteBase: SiteBase = CHILE): Promise<string> {
    const { head, canonicalPath } = await this.headOf(pathname, siteBase);
    return headHtml(head, this.absolute(canonicalPath));
  }

  /**
   * The page as a host sees it (issue 24): on a partner's sub-domain a page about a product, plan or
   * organization outside its allowed organizations does not exist there (the not-found head, hidden).
   */
  async forHost(
    pathname: string,
    host: string | undefined,
    siteBase: SiteBase = CHILE,
  ): Promise<{ head: string; hidden: boolean }> {
    const match = matchSiteRoute(pathname, siteBase);
    const keys = match && pageCatalogueKeys(match.route.id, match.params);
    if (keys && !(await this.catalogue.shownOnSite(host, keys))) {
      return { head: headHtml(NOT_FOUND_HEAD, this.absolute(`/${normalizeSitePath(pathname)}`)), hidden: true };
    }
    return { head: await this.execute(pathname, siteBase), hidden: false };
  }
}
