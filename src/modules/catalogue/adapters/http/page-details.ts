import type { FindOrganization } from '../../application/find-organization.js';
import type { GetPlanInfo } from '../../application/get-plan-info.js';
import type { GetProductCard } from '../../application/get-product-card.js';
import type { GetProductDetail } from '../../application/get-product-detail.js';
import type { ListOrganizationsOfType } from '../../application/list-organizations-of-type.js';
import type { CompareScope } from '../../application/ports.js';
import type { SearchCatalogue } from '../../application/search-catalogue.js';
import type { SiteVisibility } from '../../application/site-visibility.js';
import { CatalogueBadRequestError, CatalogueNotFoundError } from '../../domain/errors.js';

/** What res.json sends (dates as text, undefined left out): the browser's answer, to the byte. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A 4xx answer is "no such thing" for the site (fetchProductDetail, fetchOrganizationByUrl): undefined. */
const absentOn4xx = (error: unknown): undefined => {
  if (error instanceof CatalogueNotFoundError || error instanceof CatalogueBadRequestError) return undefined;
  throw error;
};

/**
 * The lookups a server-rendered detail page resolves its last segment with (issue 31, spec 02 §2.4,
 * web/src/entry-server.tsx): the answers of GET /api/organization/institucion/{url},
 * /api/insurance/product/{code}, /api/seguro-adicional/prestadores and, for an isapre plan's page,
 * /api/infoplanes/infoplan for a visitor without a profile and, for Comparar-Planes, /api/insurance/{id}, so
 * the browser, asking the API the same, hydrates the same page; the search page's and Sitemap-Products' answers
 * of GET /api/search?q= and /api/search/products likewise, and an area index's list of
 * GET /api/organization/instituciones/{type} (the host's). A partner's hidden pages never get here
 * (the page renderer answers them 404 first).
 */
export class PageDetails {
  constructor(
    private readonly find: FindOrganization,
    private readonly detail: GetProductDetail,
    private readonly ofType: ListOrganizationsOfType,
    private readonly planInfo: GetPlanInfo,
    private readonly cards: GetProductCard,
    private readonly search: SearchCatalogue,
    private readonly sites?: { scope: () => CompareScope | undefined; visibility: SiteVisibility },
  ) {}

  organization(url: string): Promise<unknown> {
    if (!url) return Promise.resolve(undefined);
    return this.find.byUrl(url).then(asJson, absentOn4xx);
  }

  productByCode(code: string): Promise<unknown> {
    return this.detail.execute(code, null, null).then(asJson, absentOn4xx);
  }

  async coverageOrganizations(): Promise<unknown[]> {
    return asJson(await this.ofType.prestadores());
  }

  /**
   * GET /api/organization/instituciones/{type}'s `data` for `host`: a partner's site lists only its own
   * organizations, as the API's answer does (issue 14).
   */
  async organizationsOfType(type: string, host: string | undefined): Promise<unknown[]> {
    const rows = await this.ofType.execute(type);
    const restriction = (await this.sites?.scope()?.restrictionFor(host)) ?? null;
    return asJson(this.sites ? this.sites.visibility.visible(rows, restriction) : rows);
  }

  /** A product's card as GET /api/insurance/{id} answers it (a compared product of Comparar-Planes). */
  card(id: string): Promise<unknown> {
    return this.cards.execute(id).then(asJson, absentOn4xx);
  }

  /** GET /api/search?q={query}'s `data` (the buscar page); undefined for a query the API refuses (over 200). */
  async searchHits(query: string): Promise<unknown> {
    return query.length > 200 ? undefined : asJson(await this.search.execute(query));
  }

  /** GET /api/search/products' `data` (the Sitemap-Products page). */
  async sitemapProducts(): Promise<unknown> {
    return asJson(await this.search.productIndex());
  }

  /** An isapre plan as GET /api/infoplanes/infoplan?plan={code} answers it without a household. */
  plan(code: string): Promise<unknown> {
    return this.planInfo.execute(code, null).then(asJson, absentOn4xx);
  }
}
