import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Container } from 'inversify';
import { APP_ROOT } from './platform/app-root.js';
import type { PageRenderer, PageRequest, ServerRenderedApp } from './platform/http/app.js';
import type { Logger } from './platform/logger.js';
import { CATALOGUE, type PageComparison, type PageDetails, type PagePlanSearch } from './modules/catalogue/index.js';
import { PRICING, type PricingService } from './modules/pricing/index.js';
import {
  CONTENT,
  siteBaseOf,
  type PageCachePurge,
  type PageContent,
  type PageHeads,
  type SiteBase,
} from './modules/content/index.js';

const ROOT = APP_ROOT;

/** The site's server build (web/src/entry-server.tsx, dist/web-ssr). */
interface SiteServerBuild {
  firstComparisonOf(url: string, siteBase?: SiteBase): object | null;
  /** The plan list's first isapre plan search (issue 31); absent in a build older than the server. */
  firstPlanSearchOf?(url: string, siteBase?: SiteBase): object | null;
  /**
   * What the page at `url` is rendered from (path, the list's state read and written back, the other query
   * parameters sorted, tracking ones left out), or null when the server does not render it: URLs with the
   * same key get the same HTML. Absent in a build older than the server.
   */
  pageKeyOf?(url: string, siteBase?: SiteBase): string | null;
  /**
   * The data a detail page is rendered from (issue 31), looked up with the catalogue's in-process lookups,
   * or null when the page needs none. Absent in a build older than the server.
   */
  pageDataOf?(url: string, lookups: PageLookups, siteBase?: SiteBase): Promise<Record<string, unknown> | null>;
  /** The HTML and comparison key; the device the page was rendered for is the request's. */
  renderApp(
    url: string,
    options: {
      mobile: boolean;
      comparison?: unknown;
      plans?: unknown;
      pageData?: Record<string, unknown>;
      siteBase?: SiteBase;
    },
  ): Promise<Omit<ServerRenderedApp, 'mobile'> | undefined>;
}

/**
 * The in-process lookups a page's data comes from: the catalogue's detail lookups and the comparison, and
 * the content module's pages, and the pricing module's UF in force (the home's, issue 31).
 */
type PageLookups = Pick<
  PageDetails,
  'organization' | 'productByCode' | 'coverageOrganizations' | 'plan' | 'searchHits' | 'sitemapProducts'
> &
  Pick<PageContent, 'informationPage' | 'blogAreas' | 'blogArea' | 'blogArticle' | 'contactGroups'> & {
    comparison(body: object): Promise<unknown>;
    planFilters(): Promise<{ isapres: unknown[]; clinics: unknown[] }>;
    planSearch(body: object): Promise<unknown>;
    productCard(id: string): Promise<unknown>;
    uf(): Promise<unknown>;
    organizationsOfType(type: string): Promise<unknown>;
  };

const KEEP_MS = 60_000;
const KEPT_PAGES = 200;

/** A rendered page and whether it holds its data (a page whose first search failed is served, not kept). */
export interface RenderedPage {
  app: ServerRenderedApp | undefined;
  complete: boolean;
}

/**
 * The pages this process keeps (a minute each, at most KEPT_PAGES). The back-office's purge
 * (POST /api/cloudflare-cache/{app}) empties it; another API process drops its own copies within KEEP_MS, so a
 * purge is seen everywhere within a minute without any message between processes.
 */
export class SitePageCache implements PageCachePurge {
  private readonly pages = new Map<string, { app: Promise<ServerRenderedApp | undefined>; expires: number }>();

  constructor(
    private readonly keepMs = KEEP_MS,
    private readonly limit = KEPT_PAGES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept page of `key`, or a new render shared by every request for it while it runs. */
  page(key: string, render: () => Promise<RenderedPage>): Promise<ServerRenderedApp | undefined> {
    const now = this.now();
    const kept = this.pages.get(key);
    if (kept && kept.expires > now) return kept.app;
    const rendering = render();
    const app = rendering.then((page) => page.app);
    this.pages.delete(key);
    this.pages.set(key, { app, expires: now + this.keepMs });
    if (this.pages.size > this.limit) this.pages.delete(this.pages.keys().next().value!);
    void rendering.then((page) => {
      if (!page.complete && this.pages.get(key)?.app === app) this.pages.delete(key);
    });
    return app;
  }

  get size(): number {
    return this.pages.size;
  }

  purge(): Promise<{ pages: number }> {
    const pages = this.pages.size;
    this.pages.clear();
    return Promise.resolve({ pages });
  }
}

/**
 * The site page the server answers: the content module's `<head>` for the path and, on a comparator route,
 * the whole page rendered by the site's own server build (`npm run build`) with the catalogue's answer to
 * its first comparison, for the browser to hydrate. Any part failing leaves the template's default in its
 * place: a page always opens.
 */
export function sitePageRenderer(
  container: Container,
  logger: Logger,
  cache: SitePageCache = new SitePageCache(),
): PageRenderer {
  const entry = path.resolve(ROOT, 'dist/web-ssr/entry-server.js');
  let build: Promise<SiteServerBuild | undefined> | undefined;
  const loadBuild = () =>
    (build ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then(
          (module: SiteServerBuild) => module,
          (error: unknown) => {
            logger.warn({ err: error }, 'No se pudo cargar el render del servidor (dist/web-ssr)');
            return undefined;
          },
        )
      : Promise.resolve(undefined));

  // A page depends on what it is rendered from, the host and the device guess (the catalogue changes rarely,
  // the UF daily): recent ones are kept a minute.
  async function render(site: SiteServerBuild, request: PageRequest): Promise<RenderedPage> {
    const siteBase = siteBaseOf(request.edition.siteBase);
    const body = site.firstComparisonOf(request.url, siteBase);
    const planBody = body ? null : (site.firstPlanSearchOf?.(request.url, siteBase) ?? null);
    // The page still opens when its data fails, its cards loading in the browser (and it is not kept).
    const failed = (what: string) => (error: unknown) => {
      logger.error({ err: error, url: request.url }, what);
      return undefined;
    };
    const details = container.get<PageDetails>(CATALOGUE.PageDetails);
    const content = container.get<PageContent>(CONTENT.PageContent);
    const lookups: PageLookups = {
      organization: (url) => details.organization(url),
      productByCode: (code) => details.productByCode(code),
      coverageOrganizations: () => details.coverageOrganizations(),
      plan: (code) => details.plan(code),
      searchHits: (query) => details.searchHits(query),
      sitemapProducts: () => details.sitemapProducts(),
      organizationsOfType: (type) => details.organizationsOfType(type, request.host),
      productCard: (id) => details.card(id),
      informationPage: (name) => content.informationPage(name),
      blogAreas: () => content.blogAreas(),
      blogArea: (area) => content.blogArea(area),
      blogArticle: (area, slug) => content.blogArticle(area, slug),
      contactGroups: () => content.contactGroups(),
      uf: () => container.get<PricingService>(PRICING.Pricing).ufInForce(),
      comparison: (comparisonBody) =>
        container.get<PageComparison>(CATALOGUE.PageComparison).answer(comparisonBody, request.host),
      planFilters: () => container.get<PagePlanSearch>(CATALOGUE.PagePlanSearch).filterOptions(request.host),
      // An isapre's page: its plan section's first search (issue 31).
      planSearch: (searchBody) =>
        container.get<PagePlanSearch>(CATALOGUE.PagePlanSearch).answer(searchBody, request.host),
    };
    const [comparison, plans, pageData] = await Promise.all([
      body
        ? container
            .get<PageComparison>(CATALOGUE.PageComparison)
            .answer(body, request.host)
            .catch(failed('No se pudo comparar para la página del servidor'))
        : undefined,
      planBody
        ? container
            .get<PagePlanSearch>(CATALOGUE.PagePlanSearch)
            .answer(planBody, request.host)
            .catch(failed('No se pudieron buscar los planes para la página del servidor'))
        : undefined,
      site.pageDataOf
        ? site.pageDataOf(request.url, lookups, siteBase).catch(failed('No se pudo buscar el detalle para la página'))
        : null,
    ]);
    const app = await site.renderApp(request.url, {
      mobile: request.mobile,
      comparison,
      plans,
      pageData: pageData ?? undefined,
      siteBase,
    });
    // A page whose data failed (undefined) is served, not kept.
    const complete =
      (!body || comparison !== undefined) && (!planBody || plans !== undefined) && pageData !== undefined;
    return { app: app && { ...app, mobile: request.mobile }, complete };
  }
  function appOf(site: SiteServerBuild, request: PageRequest): Promise<ServerRenderedApp | undefined> {
    const pageKey = site.pageKeyOf ? site.pageKeyOf(request.url, siteBaseOf(request.edition.siteBase)) : request.url;
    if (pageKey === null) return Promise.resolve(undefined); // a page the browser renders alone
    return cache.page(`${request.mobile ? 'm' : 'd'} ${request.host ?? ''} ${pageKey}`, () =>
      render(site, request).catch((error: unknown) => {
        logger.error({ err: error, url: request.url }, 'No se pudo renderizar la página en el servidor');
        return { app: undefined, complete: false };
      }),
    );
  }

  return async (request) => {
    const [page, site] = await Promise.all([
      container
        .get<PageHeads>(CONTENT.PageHeads)
        .forHost(request.path, request.host, siteBaseOf(request.edition.siteBase))
        .catch((error: unknown) => {
          logger.error({ err: error, path: request.path }, 'No se pudo preparar el <head> de la página');
          return undefined;
        }),
      loadBuild(),
    ]);
    // A partner's site has no page for another insurer's product, plan or organization (issue 24).
    if (page?.hidden) return { head: page.head, status: 404 };
    return { head: page?.head, app: site && (await appOf(site, request)) };
  };
}
