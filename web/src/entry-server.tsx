import type { CompareResponse } from '@domain/catalogue/domain/compare';
import type { PlanSearchResponse } from '@domain/catalogue/domain/plan-search';
import { CHILE, type SiteBase } from '@domain/content/domain/site-editions';
import { matchSiteRoute } from '@domain/content/domain/site-routes';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { buildRoutes, INFORMATION_ROUTES, LANDING_ROUTES, preloadServerRenderedPage } from './app/routes';
import { COMPARE_CARDS_LOAD } from './features/compare/api/get-compare-cards';
import { compareCardsKey, comparePageKey, compareSelectionOf } from './features/compare/compare-selection';
import { CONTENT_LOAD } from './features/content/use-content';
import { CONTACT_INFORMATION_LOAD } from './features/leads/api/get-contact-information';
import { provideAnswer, takePrefetched } from './features/results/api/get-comparison';
import { firstComparisonBody } from './features/results/first-comparison';
import { pageKey } from './features/results/page-key';
import { providePlanAnswer, takePrefetchedPlans } from './features/plans/api/search-plans';
import { firstPlanSearchBody } from './features/plans/first-plan-search';
import { planPageKey } from './features/plans/plan-page-key';
import { setRenderedSiteBase } from './lib/edition';
import { UF_KEY, UF_LOAD } from './shared/api/get-uf';
import { SEARCH_LOAD } from './shared/api/search-site';
import { SITEMAP_KEY, SITEMAP_LOAD } from './shared/api/get-sitemap-products';
import { setServerMarkup } from './lib/server-markup';
import { normalisedPageKey } from './lib/page-key';
import { pageDataEntry, setPageData } from './lib/page-data';
import {
  DETAIL_LOAD,
  detailLoadKey,
  detailSegment,
  ORGANIZATION_DETAIL_ROUTES,
  PRODUCT_DETAIL_ROUTES,
  PRODUCT_PAGE,
  resolveSegment,
  type DetailLookups,
} from './app/routes/detail-resolution';
import { PLAN_LOAD } from './features/plans/api/get-plan';
import { PLAN_FILTERS_LOAD } from './features/plans/api/get-isapres';
import { ISAPRE_PLANS_LOAD, isaprePlansBody, isaprePlansKey, isaprePlansOf } from './features/plans/api/isapre-plans';
import {
  ORGANIZATION_PRODUCTS_LOAD,
  organizationProductsBody,
  organizationProductsKey,
} from './features/organizations/api/get-organization-products';
import { knownPaymentOffer, PAYMENT_OFFER_LOAD } from './features/product/api/get-payment-offer';
import { ORGANIZATIONS_LOAD } from './features/organizations/api/get-organizations';
import { ORGANIZATION_AREAS } from './shared/organization-areas';

/**
 * The comparator pages rendered whole by the server (issue 9: the largest paint must not wait for
 * JavaScript, and the browser hydrates this HTML instead of building the page again). Same route table
 * as the browser's (app/routes.tsx). Built by `vite build --ssr` into dist/web-ssr and loaded by the
 * server (src/runtime.ts), which asks the catalogue for the first comparison and passes it here.
 */
const SERVER_RENDERED = new Set([
  'comparar',
  'comparar-empresa-legacy',
  'comparar-guardias-old',
  'cyber-day',
  'comparar-edicion',
  // Issue 31: the isapre plan list, its first search's cards included.
  'comparar-isapres',
  'isapre-planes',
]);
/** The product detail pages (issue 31): rendered from their resolution, given as the page's data. */
const DETAILS = new Set([
  ...Object.keys(PRODUCT_DETAIL_ROUTES),
  ...Object.keys(ORGANIZATION_DETAIL_ROUTES),
  'isapre-plan',
]);

/**
 * The compare table and the content pages (issue 31): rendered from their data (the compared cards, the
 * page's content, the contact channels), given as the page's data like a detail page's.
 */
const CONTENT_PAGES = new Set([
  ...Object.keys(INFORMATION_ROUTES),
  'blog',
  'contacto',
  'comparar-planes',
  // The home (Chile's with the UF in force) and the comparator landing pages of every edition.
  'home',
  ...LANDING_ROUTES,
  // The site's search (with its query's answer), its products' map and the health wizard.
  'buscar',
  'sitemap-products',
  'wizard',
]);

/** The catalogue's in-process lookups a page's data comes from (the API's answers, see pageDataOf). */
export interface PageLookups extends DetailLookups {
  /** An isapre plan without a household (GET /api/infoplanes/infoplan), undefined when unknown. */
  plan(code: string): Promise<unknown>;
  /** The answer of POST /api/insurance/compare/metadata for this body on the request's host. */
  comparison(body: object): Promise<unknown>;
  /** The plan list's filter options on the request's host (its isapres and the clinics). */
  planFilters(): Promise<{ isapres: unknown[]; clinics: unknown[] }>;
  /** The answer of POST /api/buscarplanes/compare/metadataPlanesPersonas for this body on the request's host. */
  planSearch(body: object): Promise<PlanSearchResponse>;
  /** A product's card (GET /api/insurance/{id}), undefined when unknown. */
  productCard(id: string): Promise<unknown>;
  /** The content module's answers (the `data` of GET /api/information/{name}, /api/blog…; null: a 404). */
  informationPage(name: string): Promise<unknown>;
  blogAreas(): Promise<unknown>;
  blogArea(area: string): Promise<unknown>;
  blogArticle(area: string, slug: string): Promise<unknown>;
  /** GET /api/contactInformations' `data`. */
  contactGroups(): Promise<unknown>;
  /** GET /api/globales/uf's `data` (the UF in force), null when none is stored (the API's 404). */
  uf(): Promise<unknown>;
  /** GET /api/search?q='s `data`; undefined for a query the API refuses. */
  searchHits(query: string): Promise<unknown>;
  /** GET /api/search/products' `data`. */
  sitemapProducts(): Promise<unknown>;
  /** GET /api/organization/instituciones/{type}'s `data` on the request's host (an area's index). */
  organizationsOfType(type: string): Promise<unknown>;
}
/** The routes whose page is the plan list (its own first search and page key). */
const PLAN_LISTS = new Set(['comparar-isapres', 'isapre-planes']);

/** One route tree per edition (issue 27: each has its own pages), built on first use. */
const handlers = new Map<SiteBase, ReturnType<typeof createStaticHandler>>();
const handlerOf = (siteBase: SiteBase) => {
  let handler = handlers.get(siteBase);
  if (!handler) handlers.set(siteBase, (handler = createStaticHandler(buildRoutes(undefined, undefined, siteBase))));
  return handler;
};

/** Runs a synchronous step as the edition's render: the site's modules read the edition meanwhile. */
function asEdition<T>(siteBase: SiteBase, step: () => T): T {
  setRenderedSiteBase(siteBase);
  try {
    return step();
  } finally {
    setRenderedSiteBase(null);
  }
}

/**
 * A URL's path and query string, read the way the browser's start-up reads window.location, when the
 * server renders its route (null otherwise).
 */
function serverRenderedLocation(
  url: string,
  siteBase: SiteBase,
): { pathname: string; search: string; planList: boolean; detail: boolean; content: boolean } | null {
  const { pathname, search } = new URL(url, 'http://localhost');
  const match = matchSiteRoute(pathname, siteBase);
  if (!match) return null;
  // An encoded path is left to the browser: the router decodes its params (see first-comparison.ts).
  const detail = DETAILS.has(match.route.id) && !pathname.includes('%');
  const content = CONTENT_PAGES.has(match.route.id) && !pathname.includes('%');
  return SERVER_RENDERED.has(match.route.id) || detail || content
    ? { pathname, search, planList: PLAN_LISTS.has(match.route.id), detail, content }
    : null;
}

/**
 * The data the page at `url` is rendered from besides its first search (issue 31), looked up with the
 * server's in-process `lookups` (the same answers the API gives the browser), or null when it needs none.
 * A product detail page: its segment's resolution (spec 02 §2.4) and, for a product without a separate
 * offer call, its payment offer; the plan list: its filter options; an organization page: its resolution and first
 * products (an isapre's: and its first plans); an area's index: its organizations; an isapre plan's
 * page: the plan. Entries as lib/page-data.ts keeps them.
 */
export async function pageDataOf(
  url: string,
  lookups: PageLookups,
  siteBase: SiteBase = CHILE,
): Promise<Record<string, unknown> | null> {
  const location = serverRenderedLocation(url, siteBase);
  if (location?.planList) {
    // The plan list's filters (its first search is the page's first request, firstPlanSearchOf).
    const { isapres, clinics } = await lookups.planFilters();
    return Object.fromEntries([
      pageDataEntry(PLAN_FILTERS_LOAD, 'isapres', isapres),
      pageDataEntry(PLAN_FILTERS_LOAD, 'clinics', clinics),
    ]);
  }
  if (location?.content) return contentPageData(location, lookups, siteBase);
  if (!location?.detail) return null;
  const match = matchSiteRoute(location.pathname, siteBase)!;
  if (match.route.id === 'isapre-plan') {
    // An isapre plan's page (features/plans/plan-page.tsx): the plan by its code; an unknown one is left to
    // the browser (it leaves for the comparator).
    const code = match.params.planId ?? '';
    const plan = await lookups.plan(code);
    return plan === undefined ? {} : Object.fromEntries([pageDataEntry(PLAN_LOAD, code, plan)]);
  }
  const organizationRoute = ORGANIZATION_DETAIL_ROUTES[match.route.id];
  const page = organizationRoute?.page ?? PRODUCT_PAGE;
  const fallbackPath = organizationRoute?.fallbackPath ?? PRODUCT_DETAIL_ROUTES[match.route.id]!;
  const collective = page.kind === 'organization' && page.collective === true;
  const how = { productOnly: false, collective, fallbackPath };
  const segment = detailSegment(page, match.params);
  const key = detailLoadKey(page, segment, how);
  if (key === null) {
    // An area's index of organizations (/Isapre, /Seguros, /Clinicas-y-Hospitales): its list, as the page loads it.
    if (page.kind !== 'organization') return {};
    const { type } = ORGANIZATION_AREAS[page.area];
    return Object.fromEntries([pageDataEntry(ORGANIZATIONS_LOAD, type, await lookups.organizationsOfType(type))]);
  }
  const resolution = await resolveSegment(segment, how, lookups);
  const entries = [pageDataEntry(DETAIL_LOAD, key, resolution)];
  if (resolution.kind === 'organization' || resolution.kind === 'coverageOrganization') {
    // Its first page of products for a visitor without a profile (OrganizationPage's first load).
    const organization = resolution.value;
    // (an insurer's collective page: its collective products, as OrganizationPage asks them).
    const productType = collective ? 'SEGURO COLECTIVO' : null;
    // An isapre's page: its plan section's first plans too (features/plans/isapre-plans-section.tsx).
    const isapre = match.route.id === 'isapre-landing' ? organization.urlSegment : null;
    const [products, plans] = await Promise.all([
      lookups.comparison(organizationProductsBody(organization, { page: 1, profile: null, productType })),
      isapre === null ? undefined : lookups.planSearch(isaprePlansBody(isapre, null)),
    ]);
    entries.push(
      pageDataEntry(ORGANIZATION_PRODUCTS_LOAD, organizationProductsKey(organization, 1, null, collective), products),
    );
    if (isapre !== null && plans !== undefined) {
      entries.push(pageDataEntry(ISAPRE_PLANS_LOAD, isaprePlansKey(isapre, null), isaprePlansOf(plans)));
    }
  }
  const offer = resolution.kind === 'product' ? knownPaymentOffer(resolution.value) : undefined;
  if (resolution.kind === 'product' && offer !== undefined) {
    entries.push(pageDataEntry(PAYMENT_OFFER_LOAD, String(resolution.value.id), offer));
  }
  return Object.fromEntries(entries);
}

/**
 * The data of the compare table (its products' cards, from the URL's selection) or of a content page (its
 * content, or null for a 404; the contact page's channels; the home's UF; none for a comparator's landing).
 */
async function contentPageData(
  location: { pathname: string; search: string },
  lookups: PageLookups,
  siteBase: SiteBase,
): Promise<Record<string, unknown>> {
  const match = matchSiteRoute(location.pathname, siteBase)!;
  const id = match.route.id;
  if (id === 'comparar-planes') {
    const ids = compareSelectionOf(location.search);
    if (ids.length === 0) return {}; // the session's selection, which only the browser knows
    const cards = await Promise.all(ids.map((productId) => lookups.productCard(String(productId))));
    const found = cards.filter((card) => card !== undefined);
    return Object.fromEntries([pageDataEntry(COMPARE_CARDS_LOAD, compareCardsKey(ids), found)]);
  }
  if (id === 'home') {
    // Chile's home shows the UF in force (app/routes/home-page.tsx); another edition's home has no data.
    return siteBase === CHILE ? Object.fromEntries([pageDataEntry(UF_LOAD, UF_KEY, await lookups.uf())]) : {};
  }
  // A comparator's landing (its title and link) and the wizard's first question: no data of their own.
  if (LANDING_ROUTES.has(id) || id === 'wizard') return {};
  if (id === 'sitemap-products') {
    return Object.fromEntries([pageDataEntry(SITEMAP_LOAD, SITEMAP_KEY, await lookups.sitemapProducts())]);
  }
  if (id === 'buscar') {
    // The search page asks nothing for an empty query (app/routes/search-page.tsx).
    const query = searchQueryOf(location.search);
    const hits = query.trim() ? await lookups.searchHits(query) : undefined;
    return hits === undefined ? {} : Object.fromEntries([pageDataEntry(SEARCH_LOAD, query, hits)]);
  }
  if (id === 'contacto') {
    return Object.fromEntries([pageDataEntry(CONTACT_INFORMATION_LOAD, 'contacto', await lookups.contactGroups())]);
  }
  const name = INFORMATION_ROUTES[id];
  if (name !== undefined) {
    return Object.fromEntries([pageDataEntry(CONTENT_LOAD, name, await lookups.informationPage(name))]);
  }
  // The blog (features/content/blog-page.tsx): its index, an area or an article, keyed as its loads are.
  const parts = (match.params['*'] ?? '').split('/').filter(Boolean);
  if (parts.length === 0) return Object.fromEntries([pageDataEntry(CONTENT_LOAD, 'blog', await lookups.blogAreas())]);
  const [area, slug] = parts as [string, string | undefined];
  if (parts.length === 1) {
    return Object.fromEntries([pageDataEntry(CONTENT_LOAD, `blog/${area}`, await lookups.blogArea(area))]);
  }
  if (parts.length === 2) {
    return Object.fromEntries([
      pageDataEntry(CONTENT_LOAD, `blog/${area}/${slug!}`, await lookups.blogArticle(area, slug!)),
    ]);
  }
  return {};
}

/**
 * The body of the comparison the page at `url` asks first for a visitor without a stored profile (the one
 * the server renders), or null when the page asks none or the server does not render it.
 */
export function firstComparisonOf(url: string, siteBase: SiteBase = CHILE): object | null {
  const location = serverRenderedLocation(url, siteBase);
  return location && !location.planList ? asEdition(siteBase, () => firstComparisonBody(location, null)) : null;
}

/**
 * The body of the isapre plan search the plan list at `url` asks first for a visitor without a stored
 * profile (POST /api/buscarplanes/compare/metadataPlanesPersonas), or null on other pages.
 */
export function firstPlanSearchOf(url: string, siteBase: SiteBase = CHILE): object | null {
  const location = serverRenderedLocation(url, siteBase);
  return location?.planList ? asEdition(siteBase, () => firstPlanSearchBody(location, null)) : null;
}

/** The search page's query as it reads it (its first `q`). */
const searchQueryOf = (search: string) => new URLSearchParams(search).get('q') ?? '';

/** What the server's render of `url` depends on (the page cache's key), or null when it renders none. */
export function pageKeyOf(url: string, siteBase: SiteBase = CHILE): string | null {
  const location = serverRenderedLocation(url, siteBase);
  if (!location) return null;
  if (location.content && matchSiteRoute(location.pathname, siteBase)?.route.id === 'comparar-planes') {
    return comparePageKey(location.pathname, location.search);
  }
  if (location.content && matchSiteRoute(location.pathname, siteBase)?.route.id === 'buscar') {
    // The search page reads its first `q` (a repeated one is not the page's).
    const query = searchQueryOf(location.search);
    const state = new URLSearchParams(query ? { q: query } : {});
    return normalisedPageKey(location.pathname, new URLSearchParams(location.search), new Set(['q']), state);
  }
  if (location.detail || location.content) {
    // A detail or content page reads no query parameter of its own.
    return normalisedPageKey(location.pathname, new URLSearchParams(location.search), new Set(), new URLSearchParams());
  }
  return (location.planList ? planPageKey : pageKey)(location.pathname, location.search);
}

export interface ServerRenderedApp {
  /** The HTML inside #root. */
  html: string;
  /**
   * The body of the first request whose answer the cards show, the comparison's or the plan search's (the
   * browser hydrates only for the same request).
   */
  comparisonKey?: string;
  /** The data the page was rendered from (lib/page-data.ts), as JSON: the browser's hydration starts from it. */
  pageData?: string;
}

/**
 * The whole app for a comparator URL (layout, page and, given the comparison's answer, its cards) as
 * the browser's first render would have it for a visitor without a stored profile; undefined for the
 * routes the server does not render.
 */
export async function renderApp(
  url: string,
  options: {
    mobile: boolean;
    comparison?: CompareResponse;
    plans?: PlanSearchResponse;
    /** pageDataOf's answer. */
    pageData?: Record<string, unknown>;
    siteBase?: SiteBase;
  },
): Promise<ServerRenderedApp | undefined> {
  const siteBase = options.siteBase ?? CHILE;
  const location = serverRenderedLocation(url, siteBase);
  if (!location) return undefined;
  await asEdition(siteBase, () => preloadServerRenderedPage(location.pathname));
  const handler = handlerOf(siteBase);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The render is synchronous: the settings, the edition and the answer hold for this render only.
  setRenderedSiteBase(siteBase);
  const body = options.comparison && !location.planList ? firstComparisonBody(location, null) : null;
  const planBody = options.plans && location.planList ? firstPlanSearchBody(location, null) : null;
  setServerMarkup({ mobile: options.mobile });
  if (body && options.comparison) provideAnswer(body, options.comparison);
  if (planBody && options.plans) providePlanAnswer(planBody, options.plans);
  const pageData = location.detail || location.content || location.planList ? options.pageData : undefined;
  setPageData(pageData ? { ...pageData } : null);
  try {
    const html = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
    const answered = body ?? planBody;
    return {
      html,
      comparisonKey: answered ? JSON.stringify(answered) : undefined,
      pageData: pageData ? JSON.stringify(pageData) : undefined,
    };
  } finally {
    setServerMarkup(null);
    setRenderedSiteBase(null);
    takePrefetched();
    takePrefetchedPlans();
    setPageData(null);
  }
}
