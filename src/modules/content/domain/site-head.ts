import { escapeHtml } from '../../../kernel/html-escape.js';
import { comparatorLine, insuranceTypeBySegment } from './insurance-types.js';
import type { RouteParams } from './site-routes.js';

/**
 * The `<head>` of every page the server answers (spec 02 §2.1, §2.4; spec 03 §2): title, description,
 * robots and JSON-LD structured data, so crawlers and link previews read a page without running its
 * JavaScript. Pure: the catalogue's data are passed in by the use case.
 */
export interface PageHead {
  /** Full document title, site name included. */
  title: string;
  description: string;
  /** Pages that must not be indexed (sign-in, previews, personal links). */
  noindex: boolean;
  /** schema.org objects, one `<script type="application/ld+json">` each. */
  jsonLd: readonly Record<string, unknown>[];
}

export const SITE_NAME = 'Comparador de Seguros';
export const DEFAULT_DESCRIPTION =
  'Compara seguros de salud, isapres, vida, dental y más con el precio exacto para tu perfil.';

/** 'Seguros de Salud' -> 'Seguros de Salud | Comparador de Seguros'. */
export function fullTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

function head(title: string, description = DEFAULT_DESCRIPTION, noindex = false): PageHead {
  return { title: fullTitle(title), description, noindex, jsonLd: [] };
}

/** Headings of the comparator lines the table of insurance-types.ts does not list. */
const SPECIAL_COMPARATORS: Record<string, string> = {
  // The isapre plan comparator's heading (web/src/features/plans).
  Isapres: 'planes de isapre',
  'Cyber-Day': 'Cyber Day: seguros de salud con descuento',
};

/**
 * What a comparator page compares, as its heading says it ('Compara {title}'): 'Seguros de Salud',
 * 'Seguros de Salud: Complementario', 'planes de isapre'. Undefined for an unknown line or type.
 */
export function comparatorTitle(line: string, insuranceTypeSegment?: string): string | undefined {
  const lineTitle = SPECIAL_COMPARATORS[line] ?? comparatorLine(line)?.title;
  if (!lineTitle) return undefined;
  if (!insuranceTypeSegment) return lineTitle;
  const type = insuranceTypeBySegment(insuranceTypeSegment);
  return type ? `${lineTitle}: ${type.displayName}` : undefined;
}

/** The comparator line a comparator route id shows (the route table's legacy aliases included). */
export function comparatorLineOfRoute(routeId: string, params: RouteParams): string | undefined {
  switch (routeId) {
    case 'comparar':
      return params.line;
    case 'comparar-isapres':
      return 'Isapres';
    case 'comparar-empresa-legacy':
      return 'Seguro-Complementario-Empresa';
    case 'comparar-guardias-old':
      return 'Guardias';
    case 'cyber-day':
      return 'Cyber-Day';
    default:
      return undefined;
  }
}

/** Head of a comparator page: 'Compara Seguros de Salud | Comparador de Seguros'. */
export function comparatorHead(line: string, insuranceTypeSegment?: string): PageHead | undefined {
  const title = comparatorTitle(line, insuranceTypeSegment);
  if (!title) return undefined;
  return head(
    `Compara ${title}`,
    `Compara ${title.replace(/^\w/, (c) => c.toLowerCase())} en Chile: precios exactos para tu perfil, coberturas, topes y deducibles de aseguradoras, isapres y clínicas.`,
  );
}

/** An edition's comparator line (issue 27): 'Compara SCTR'. */
export function editionLineHead(line: { title: string }): PageHead {
  return head(
    `Compara ${line.title}`,
    `Compara ${line.title}: precios exactos para tu perfil, coberturas, topes y copagos de cada plan.`,
  );
}

/** Titles (and descriptions) of the routes whose head needs no data (spec 02 §2.1). */
const ROUTE_HEADS: Record<string, { title: string; description?: string; noindex?: boolean }> = {
  // Issue 27: the pages of Peru, Colombia and the international edition (a line's own head: editionLineHead).
  'comparar-edicion': {
    title: 'Compara seguros de salud',
    description: 'Compara seguros de salud con el precio exacto para tu perfil, coberturas y copagos de cada plan.',
  },
  'eps-landing': {
    title: 'EPS: planes y precios comparados',
    description: 'Compara los planes de las EPS con el precio exacto para tu perfil y solicita el tuyo.',
  },
  'edicion-detalle': {
    title: 'Detalle del plan',
    description: 'Coberturas, copagos y precio del plan para tu perfil; solicítalo en línea.',
  },
  home: {
    title: 'Compara seguros y planes de isapre en Chile',
    description: DEFAULT_DESCRIPTION,
  },
  buscar: { title: 'Buscar seguros, planes y aseguradoras' },
  'isapre-planes': { title: 'Planes de Isapre' },
  'isapre-plan': { title: 'Plan de Isapre' },
  // Product detail pages whose product is unknown (their head normally comes from the product).
  'seguro-detalle': { title: 'Detalle del seguro' },
  'isapre-complemento': { title: 'Seguro complementario de isapre' },
  'clinica-seguro': { title: 'Seguro de clínica' },
  solicitar: { title: 'Solicitar seguro', description: 'Pide que un ejecutivo te contacte por este seguro.' },
  'seguros-colectivos': { title: 'Seguros Colectivos' },
  'accidentes-personales': { title: 'Seguros de Accidentes Personales' },
  'plan-si': { title: 'Plan de Isapre' },
  'isapre-landing': {
    title: 'Isapres',
    description: 'Las isapres de Chile: sus planes de salud y seguros complementarios, comparados.',
  },
  'seguros-landing': {
    title: 'Aseguradoras',
    description: 'Las compañías de seguros de Chile y sus seguros de salud, vida y más, comparados.',
  },
  'clinicas-landing': {
    title: 'Clínicas y Hospitales',
    description: 'Clínicas y hospitales de Chile: los seguros que cubren en cada uno.',
  },
  'seguros-empresa': { title: 'Seguros para Empresas' },
  'empresa-plan': { title: 'Seguro Complementario Empresa' },
  'consulta-rut-empresa': { title: 'Consulta RUT Empresa', noindex: true },
  'insurance-list': { title: 'Listado de seguros' },
  contacto: { title: 'Contacto', description: 'Escríbenos o pide que un ejecutivo te llame.' },
  'portal-clientes': { title: 'Portal Clientes' },
  'portal-personas': { title: 'Portal Personas' },
  partners: { title: 'Partners y Alianzas' },
  'sitemap-products': { title: 'Mapa del sitio: seguros' },
  'seguros-de-salud': { title: 'Seguros de Salud' },
  'tu-mejor-plan': { title: 'Tu Mejor Plan' },
  guardias: { title: 'Seguros de Guardia' },
  feedback: { title: 'Tu opinión', noindex: true },
  wizard: { title: 'Encuentra tu seguro de salud ideal' },
  blog: { title: 'Blog' },
  cotizar: { title: 'Cotizar' },
  terminos: { title: 'Términos y Condiciones' },
  'comunidad-educativa': { title: 'Seguros Comunidad Educativa' },
  viaje: { title: 'Seguros de Viaje' },
  vida: { title: 'Seguros de Vida' },
  'comparar-planes': { title: 'Comparar planes', noindex: true },
  'compra-online': { title: 'Compra en línea', noindex: true },
  // Issue 30's named pages (product-pages.ts).
  'que-es': { title: '¿Qué es QuePlan?', description: 'Qué es QuePlan y cómo te ayuda a elegir tu seguro.' },
  suscripcion: { title: 'Suscripción QP', description: 'Seguros en convenio para los miembros de tu organización.' },
  'rescate-vida-ahorro': { title: 'Rescate de seguro de vida con ahorro' },
  'trabaja-con-nosotros': { title: 'Trabaja con QuePlan' },
  practicas: { title: 'Prácticas profesionales' },
  referidos: { title: 'Refiere a QuePlan' },
  'planes-empresa': { title: 'Planes para empresas' },
  'profile-generator': { title: 'Generador de perfil', noindex: true },
  preview: { title: 'Vista previa', noindex: true },
  chatbot: { title: 'Asistente', noindex: true },
  ref: { title: 'Comparador de seguros', noindex: true },
  landing: { title: 'Seguros', noindex: true },
  'shared-link': { title: 'Búsqueda compartida', noindex: true },
  login: { title: 'Ingresar', noindex: true },
};

/** Head of the not-found page (404). */
export const NOT_FOUND_HEAD: PageHead = head('Página no encontrada', DEFAULT_DESCRIPTION, true);

/** Head of a route that needs no catalogue data (organization and product pages add theirs). */
export function routeHead(routeId: string, params: RouteParams): PageHead {
  const line = comparatorLineOfRoute(routeId, params);
  if (line) return comparatorHead(line, params.insuranceType) ?? NOT_FOUND_HEAD;
  const known = ROUTE_HEADS[routeId];
  return known ? head(known.title, known.description, known.noindex) : head(SITE_NAME);
}

/** Where a detail route keeps its organization and product segments. */
export function detailSegments(
  routeId: string,
  params: RouteParams,
): { organization: string; product?: string } | undefined {
  switch (routeId) {
    case 'seguro-detalle':
    case 'edicion-detalle':
      return params.urlAseguradora ? { organization: params.urlAseguradora, product: params.insuranceUrl } : undefined;
    case 'isapre-complemento':
      return params.urlIsapre ? { organization: params.urlIsapre, product: params.insuranceUrl } : undefined;
    case 'clinica-seguro':
      return params.urlClinica ? { organization: params.urlClinica, product: params.insuranceUrl } : undefined;
    case 'isapre-landing':
    case 'seguros-landing':
    case 'clinicas-landing':
      return params.url ? { organization: params.url } : undefined;
    case 'seguros-colectivos':
      return params.urlAseguradora ? { organization: params.urlAseguradora } : undefined;
    default:
      return undefined;
  }
}

/** An organization page: its name in the title (spec 02 §2.1). */
export function organizationHead(routeId: string, organization: { name: string; typeAlias: string }): PageHead {
  const collective = routeId === 'seguros-colectivos';
  const title = collective ? `Seguros Colectivos de ${organization.name}` : organization.name;
  return head(
    title,
    collective
      ? `Seguros colectivos de ${organization.name} para empresas: coberturas y precios comparados.`
      : `${organization.name} (${organization.typeAlias}): sus seguros y planes comparados, con el precio exacto para tu perfil.`,
  );
}

/** What a product detail head is built from (GET /api/insurance/{id}/seo and /faq, and its card). */
export interface ProductHeadData {
  productCode: string;
  displayName: string;
  description: string;
  organizationName: string;
  insuranceTypeName: string;
  seo: { title: string; description: string; image: string | null } | null;
  faq: readonly { question: string; answer: string }[];
  /** The reference price (no profile); amount null when unknown. */
  price: { amount: number | null; currency: string; period: 'mensual' | 'anual'; label: string | null };
  evaluation: { average: number; count: number } | null;
}

/** ISO 4217 code of a price unit: the UF is CLF; units that are not currencies have none. */
export function iso4217(currency: string): string | undefined {
  if (currency === 'UF') return 'CLF';
  return /^[A-Z]{3}$/.test(currency) ? currency : undefined;
}

/**
 * Head of a product detail page: the product's SEO title and description, and JSON-LD Product with its
 * Offer (the reference price, the UF as CLF) and FAQPage from its questions.
 */
export function productHead(data: ProductHeadData, absoluteUrl: string): PageHead {
  const title = data.seo?.title?.trim() || `${data.displayName} de ${data.organizationName}`;
  const description =
    data.seo?.description?.trim() ||
    data.description.trim() ||
    `${data.insuranceTypeName} ${data.displayName} de ${data.organizationName}: coberturas, precio y condiciones.`;
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: data.displayName,
    description,
    sku: data.productCode,
    category: data.insuranceTypeName,
    brand: { '@type': 'Organization', name: data.organizationName },
    url: absoluteUrl,
  };
  if (data.seo?.image) product.image = data.seo.image;
  const currency = iso4217(data.price.currency);
  if (data.price.amount !== null && currency) {
    product.offers = {
      '@type': 'Offer',
      price: String(data.price.amount),
      priceCurrency: currency,
      availability: 'https://schema.org/InStock',
      url: absoluteUrl,
      seller: { '@type': 'Organization', name: data.organizationName },
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: String(data.price.amount),
        priceCurrency: currency,
        unitText: data.price.period === 'anual' ? 'ANN' : 'MON',
        ...(data.price.label === 'Desde' ? { valueAddedTaxIncluded: true, description: 'Desde' } : {}),
      },
    };
  }
  if (data.evaluation && data.evaluation.count > 0) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(data.evaluation.average * 10) / 10,
      bestRating: 10,
      worstRating: 0,
      ratingCount: data.evaluation.count,
    };
  }
  const jsonLd: Record<string, unknown>[] = [product];
  if (data.faq.length > 0) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: data.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  }
  return { title: fullTitle(title), description, noindex: false, jsonLd };
}

/** JSON inside a `<script>`: '<' escaped so no text can close the element (or open a comment). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The `<head>` elements of a page, as HTML (title, description, robots, canonical, Open Graph, JSON-LD). */
export function headHtml(pageHead: PageHead, canonicalUrl: string): string {
  const parts = [
    `<title>${escapeHtml(pageHead.title)}</title>`,
    `<meta name="description" content="${escapeHtml(pageHead.description)}" />`,
  ];
  if (pageHead.noindex) parts.push('<meta name="robots" content="noindex" />');
  else parts.push(`<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`);
  parts.push(
    `<meta property="og:title" content="${escapeHtml(pageHead.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(pageHead.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
    '<meta property="og:locale" content="es_CL" />',
  );
  for (const item of pageHead.jsonLd) parts.push(`<script type="application/ld+json">${scriptJson(item)}</script>`);
  return parts.join('\n    ');
}

/** XML text: the HTML escape plus the apostrophe. */
const xmlEscape = (text: string) => escapeHtml(text).replace(/'/g, '&apos;');

/** /sitemap.xml (sitemaps.org 0.9) from absolute URLs; duplicates are dropped, order kept. */
export function sitemapXml(urls: readonly string[]): string {
  const unique = [...new Set(urls)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...unique.map((url) => `  <url><loc>${xmlEscape(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths crawlers should not visit: personal, transactional and back-office pages. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/api/',
  '/login',
  '/url/',
  '/ref',
  '/preview',
  '/Compra-Online',
  '/Feedback',
  '/Comparar-Planes',
  '/Consulta-RUT-Empresa',
  '/chatbot/',
  '/v1',
  '/landing',
] as const;

/** /robots.txt: everything but the disallowed paths, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The paths /sitemap.xml lists: the home, every comparator (the lines of the route table, the isapre
 * comparator, the catalogue's comparators that have a page, Cyber Day while it runs), the organization
 * index pages and every organization page, and every active product's detail page. Only paths the site
 * answers with a page (200) are kept.
 */
export function sitemapPaths(input: {
  comparatorSegments: readonly string[];
  cyberDayVisible: boolean;
  organizationPaths: readonly string[];
  productPaths: readonly string[];
  answers: (path: string) => boolean;
}): string[] {
  const paths = [
    '/',
    ...input.comparatorSegments.map((segment) => `/Comparar/${segment}`),
    ...(input.cyberDayVisible ? ['/Comparar/Seguros-de-Salud/Cyber-Day'] : []),
    '/Isapre',
    '/Seguros',
    '/Clinicas-y-Hospitales',
    ...input.organizationPaths,
    ...input.productPaths,
  ];
  return [...new Set(paths)].filter((path) => path === '/' || input.answers(path));
}
