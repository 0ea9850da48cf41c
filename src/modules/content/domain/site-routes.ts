import { isProductTabSegment } from './detail-resolver.js';
import { comparatorLine, insuranceTypeBySegment } from './insurance-types.js';
import { PRODUCT_PAGES, SUBSCRIPTION_AREA } from './product-pages.js';
import { CHILE, COLOMBIA, detailPatterns, EDITION_LINES, INTERNACIONAL, PERU, type SiteBase } from './site-editions.js';

/**
 * The public site's route table (spec 02 §2.1, spec 01 §2). The server answers 404 for a path that
 * matches none of these (spec 02 §2.5) and the web router mounts a page for each id.
 *
 * Patterns use react-router syntax: `:param`, `:param?` (optional) and a trailing `*`.
 * Matching is case-sensitive: legacy lowercase paths are redirects, not pages (spec 02 §2.2).
 */
export interface SiteRoute {
  id: string;
  path: string;
  /** Extra check on the params, e.g. that a segment is in a catalogue. */
  accepts?: (params: Readonly<Record<string, string | undefined>>) => boolean;
  /** The editions that have the page (spec 03 §1 site bases); every edition when absent. */
  siteBases?: readonly SiteBase[];
}

/** A product detail tab (spec 02 §2.2): the detail page redirects or shows it. */
const knownTab = (params: Readonly<Record<string, string | undefined>>) =>
  params.tab !== undefined && isProductTabSegment(params.tab);

const knownLine = (params: Readonly<Record<string, string | undefined>>) =>
  params.line !== undefined && comparatorLine(params.line) !== undefined;

const ONLY_CHILE: readonly SiteBase[] = [CHILE];

/**
 * The pages of Peru, Colombia and the international edition (issue 27): their comparator lines, Peru's and
 * Colombia's EPS pages and their insurers' detail paths (spec 03 §2), each with its request form. They come
 * before the generic /Comparar/{line} so that /Comparar/EPS/Empresa is a line, not EPS with a type.
 */
const EDITION_ROUTES: SiteRoute[] = [
  ...EDITION_LINES.map((line) => ({
    id: 'comparar-edicion',
    path: `Comparar/${line.segment}`,
    siteBases: line.siteBases,
  })),
  { id: 'eps-landing', path: 'EPS', siteBases: [PERU, COLOMBIA] },
  ...([PERU, COLOMBIA, INTERNACIONAL] as const).flatMap((siteBase) =>
    detailPatterns(siteBase)
      // Peru's insurances share Chile's /Seguros/{org}/{product}, a page of every edition.
      .filter(({ area }) => area !== 'Seguros')
      .flatMap(({ path }) => [
        { id: 'edicion-detalle', path, siteBases: [siteBase] },
        { id: 'solicitar', path: `${path}/Solicitar`, siteBases: [siteBase] },
      ]),
  ),
];

export const SITE_ROUTES: readonly SiteRoute[] = [
  { id: 'home', path: '' },
  ...EDITION_ROUTES,
  { id: 'comparar-isapres', path: 'Comparar/Isapres/*', siteBases: ONLY_CHILE },
  { id: 'comparar-empresa-legacy', path: 'Comparar/Seguro-Complementario-Empresa-Legacy' },
  { id: 'comparar-guardias-old', path: 'Comparar/Guardias-old' },
  { id: 'cyber-day', path: 'Comparar/Seguros-de-Salud/Cyber-Day' },
  {
    id: 'comparar',
    path: 'Comparar/:line/:insuranceType?',
    accepts: (params) =>
      knownLine(params) && (params.insuranceType === undefined || !!insuranceTypeBySegment(params.insuranceType)),
  },
  { id: 'buscar', path: 'buscar' },
  { id: 'isapre-plan', path: 'Isapre/:urlIsapre/Planes/:planId/:openTab?', siteBases: ONLY_CHILE },
  { id: 'isapre-planes', path: 'Isapre/:urlIsapre/Planes', siteBases: ONLY_CHILE },
  { id: 'isapre-complemento', path: 'Isapre/:urlIsapre/Complementos/:insuranceUrl', siteBases: ONLY_CHILE },
  { id: 'solicitar', path: 'Isapre/:urlIsapre/Complementos/:insuranceUrl/Solicitar', siteBases: ONLY_CHILE },
  { id: 'seguros-colectivos', path: 'Seguros/:urlAseguradora/Colectivos' },
  { id: 'seguro-detalle', path: 'Seguros/:urlAseguradora/:insuranceUrl' },
  { id: 'solicitar', path: 'Seguros/:urlAseguradora/:insuranceUrl/Solicitar' },
  { id: 'clinica-seguro', path: 'Clinicas-y-Hospitales/:urlClinica/Seguro/:insuranceUrl' },
  { id: 'solicitar', path: 'Clinicas-y-Hospitales/:urlClinica/Seguro/:insuranceUrl/Solicitar' },
  { id: 'accidentes-personales', path: 'Accidentes-Personales' },
  { id: 'plan-si', path: 'planSI/*', siteBases: ONLY_CHILE },
  { id: 'isapre-landing', path: 'Isapre/:url?', siteBases: ONLY_CHILE },
  { id: 'seguros-landing', path: 'Seguros/:url?' },
  { id: 'clinicas-landing', path: 'Clinicas-y-Hospitales/:url?' },
  { id: 'seguros-empresa', path: 'Seguros-Empresa' },
  { id: 'empresa-plan', path: 'Seguro-Complementario-Empresa/:url/:plan' },
  { id: 'consulta-rut-empresa', path: 'Consulta-RUT-Empresa' },
  { id: 'contacto', path: 'contacto' },
  { id: 'portal-clientes', path: 'portal-clientes' },
  { id: 'portal-personas', path: 'portal-personas/*' },
  { id: 'partners', path: 'Partners-y-Alianzas' },
  { id: 'sitemap-products', path: 'Sitemap-Products' },
  { id: 'seguros-de-salud', path: 'Seguros-de-Salud' },
  { id: 'tu-mejor-plan', path: 'Tu-Mejor-Plan' },
  { id: 'guardias', path: 'Guardias' },
  { id: 'feedback', path: 'Feedback' },
  { id: 'wizard', path: 'wizard/seguros-de-salud' },
  { id: 'blog', path: 'QP-Blog/*', siteBases: [CHILE, PERU] },
  { id: 'blog', path: 'QS-Blog/*', siteBases: [COLOMBIA] },
  { id: 'blog', path: 'IH-Blog/*', siteBases: [INTERNACIONAL] },
  { id: 'cotizar', path: 'Cotizar' },
  { id: 'terminos', path: 'Terminos-y-Condiciones' },
  { id: 'comunidad-educativa', path: 'Seguros-Comunidad-Educativa' },
  { id: 'viaje', path: 'Seguros-de-Viaje' },
  { id: 'vida', path: 'Seguros-de-Vida' },
  { id: 'comparar-planes', path: 'Comparar-Planes' },
  { id: 'compra-online', path: 'Compra-Online/*' },
  { id: 'ref', path: 'ref' },
  { id: 'shared-link', path: 'url/:link' },
  { id: 'login', path: 'login' },
  // Product detail tabs (spec 02 §2.2); the Solicitar paths above win for that segment.
  {
    id: 'isapre-complemento',
    path: 'Isapre/:urlIsapre/Complementos/:insuranceUrl/:tab',
    accepts: knownTab,
    siteBases: ONLY_CHILE,
  },
  { id: 'seguro-detalle', path: 'Seguros/:urlAseguradora/:insuranceUrl/:tab', accepts: knownTab },
  { id: 'clinica-seguro', path: 'Clinicas-y-Hospitales/:urlClinica/Seguro/:insuranceUrl/:tab', accepts: knownTab },
  // Issue 30 (spec 02 §2.1): the product's named pages, the subscription area and the staff/test tools.
  ...Object.entries(PRODUCT_PAGES).map(([id, path]) => ({ id, path })),
  { id: 'suscripcion', path: `${SUBSCRIPTION_AREA}/:subdomain?/:productCode?` },
  { id: 'profile-generator', path: 'v1' },
  { id: 'preview', path: 'preview' },
  { id: 'chatbot', path: 'chatbot/:key' },
  { id: 'landing', path: 'landing' },
];

export type RouteParams = Record<string, string | undefined>;

/** Matches one react-router style pattern against a path (no leading slash); params or null. */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const wanted = pattern === '' ? [] : pattern.split('/');
  const given = path === '' ? [] : path.split('/');
  const params: RouteParams = {};
  for (let i = 0; i < wanted.length; i++) {
    const part = wanted[i]!;
    if (part === '*') {
      params['*'] = given.slice(i).join('/');
      return params;
    }
    const value = given[i];
    const optional = part.endsWith('?');
    if (value === undefined || value === '') {
      if (optional) continue;
      return null;
    }
    if (part.startsWith(':')) params[part.slice(1).replace(/\?$/, '')] = decodeSegment(value);
    else if (part.replace(/\?$/, '') !== value) return null;
  }
  return given.length <= wanted.length ? params : null;
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Removes the leading and trailing slashes the route table does not carry. */
export function normalizeSitePath(pathname: string): string {
  return pathname.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** Whether an edition has a route's page. */
export function routeInEdition(route: SiteRoute, siteBase: SiteBase): boolean {
  return !route.siteBases || route.siteBases.includes(siteBase);
}

/**
 * The route a site path opens in an edition (Chile when not given), or undefined for an unknown path or a
 * page of another edition (the 404 page).
 */
export function matchSiteRoute(
  pathname: string,
  siteBase: SiteBase = CHILE,
): { route: SiteRoute; params: RouteParams } | undefined {
  const path = normalizeSitePath(pathname);
  for (const route of SITE_ROUTES) {
    if (!routeInEdition(route, siteBase)) continue;
    const params = matchPattern(route.path, path);
    if (params && (!route.accepts || route.accepts(params))) return { route, params };
  }
  return undefined;
}

/** The HTTP status the server gives a site page: 404 for unknown paths and the not-found page itself. */
export function siteStatusOf(pathname: string, siteBase: SiteBase = CHILE): 200 | 404 {
  if (normalizeSitePath(pathname) === 'not-found') return 404;
  return matchSiteRoute(pathname, siteBase) ? 200 : 404;
}
