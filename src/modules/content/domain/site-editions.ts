import type { OrganizationType } from '../../catalogue/domain/categories.js';
import {
  DETAIL_SHAPES as CATALOGUE_DETAIL_SHAPES,
  editionDetailPatterns,
  editionProductPath as catalogueEditionProductPath,
  type DetailShape,
  type EditionCountry,
} from '../../catalogue/domain/product-paths.js';

/**
 * What the public site shows per edition (spec 03 §1 site bases, §2; issue 27): the comparator lines each
 * edition opens under /Comparar, its own pages, its insurers' detail paths and its blog. One table read by
 * the route table (site-routes.ts), the server's page status and the site's router: an edition is data,
 * never a copy of the site (DESIGN.md "Editions are data").
 */

/** Site bases by id (spec 03 §1): 1 Chile, 2 Peru, 3 Colombia, 4 international health. */
export type SiteBase = 1 | 2 | 3 | 4;
export const CHILE = 1 satisfies SiteBase;
export const PERU = 2 satisfies SiteBase;
export const COLOMBIA = 3 satisfies SiteBase;
export const INTERNACIONAL = 4 satisfies SiteBase;
export const SITE_BASES: readonly SiteBase[] = [CHILE, PERU, COLOMBIA, INTERNACIONAL];

/** A site base from untrusted text (the page's data attribute): Chile when it names none. */
export function siteBaseOf(value: unknown): SiteBase {
  const number = Number(value);
  return (SITE_BASES as readonly number[]).includes(number) ? (number as SiteBase) : CHILE;
}

/** An edition's comparator line: its path below /Comparar, what it lists and its page title. */
export interface EditionLine {
  /** Below /Comparar, possibly two segments ('EPS/Empresa'). */
  segment: string;
  title: string;
  productType: string;
  organizationType: readonly OrganizationType[];
  siteBases: readonly SiteBase[];
}

/**
 * The lines of Peru, Colombia and the international edition (issue 27). Peru: EPS for persons and companies,
 * SCTR (work-risk insurance priced by sector and payroll), company insurances and clinics' plans.
 * Colombia: EPS, prepaid medicine (home medicine among its products) and insurers' health insurance.
 * International: worldwide health plans by coverage zone.
 */
export const EDITION_LINES: readonly EditionLine[] = [
  {
    segment: 'EPS/Empresa',
    title: 'EPS para Empresas',
    productType: 'colectivo',
    organizationType: ['ASEGURADORA'],
    siteBases: [PERU],
  },
  { segment: 'EPS', title: 'EPS', productType: 'EPS', organizationType: ['ASEGURADORA'], siteBases: [PERU, COLOMBIA] },
  { segment: 'SCTR', title: 'SCTR', productType: 'SCTR', organizationType: ['ASEGURADORA'], siteBases: [PERU] },
  {
    segment: 'Empresas',
    title: 'Seguros para Empresas',
    productType: 'SEGURO COLECTIVO',
    organizationType: ['ASEGURADORA'],
    siteBases: [PERU],
  },
  {
    segment: 'Planes-Clinicos',
    title: 'Planes Clínicos',
    productType: 'SEGURO SALUD',
    organizationType: ['CLINICA'],
    siteBases: [PERU],
  },
  {
    segment: 'Medicina-Prepagada',
    title: 'Medicina Prepagada',
    productType: 'Medicina Prepagada',
    organizationType: ['ASEGURADORA'],
    siteBases: [COLOMBIA],
  },
  {
    segment: 'Seguro-Internacional',
    title: 'Seguros de Salud Internacionales',
    productType: 'SEGURO INTERNACIONAL',
    organizationType: ['ASEGURADORA'],
    siteBases: [INTERNACIONAL],
  },
];

/** The edition line a path below /Comparar opens on a site base ('EPS/Empresa', 'SCTR'…), if any. */
export function editionLine(segment: string, siteBase: SiteBase): EditionLine | undefined {
  return EDITION_LINES.find((line) => line.segment === segment && line.siteBases.includes(siteBase));
}

/** The lines of one edition, in the table's order (its home page lists them). */
export function editionLines(siteBase: SiteBase): EditionLine[] {
  return EDITION_LINES.filter((line) => line.siteBases.includes(siteBase));
}

/** The blog area's path segment per edition (spec 03 §2): QP-Blog in Chile and Peru, QS-Blog, IH-Blog. */
export function blogBaseOf(siteBase: SiteBase): string {
  if (siteBase === COLOMBIA) return 'QS-Blog';
  if (siteBase === INTERNACIONAL) return 'IH-Blog';
  return 'QP-Blog';
}

/** The blog's home path of an edition: '/QS-Blog'. */
export const blogHomeOf = (siteBase: SiteBase) => `/${blogBaseOf(siteBase)}`;

/** The country whose catalogue an edition other than Chile lists (spec 03 §1). */
const EDITION_COUNTRY: Readonly<Record<Exclude<SiteBase, 1>, EditionCountry>> = { 2: 'PE', 3: 'CO', 4: 'INT' };

/**
 * The insurer detail shapes (spec 03 §2) are the catalogue's (catalogue/domain/product-paths.ts: the one
 * copy the API's cards, the sitemap and these routes use); here by site base.
 */
export const DETAIL_SHAPES: Readonly<Record<Exclude<SiteBase, 1>, readonly DetailShape[]>> = {
  2: CATALOGUE_DETAIL_SHAPES.PE,
  3: CATALOGUE_DETAIL_SHAPES.CO,
  4: CATALOGUE_DETAIL_SHAPES.INT,
};

/** A product's detail path in an edition other than Chile: '/EPS/Pacifico/Planes/EPS-Plus'. */
export function editionProductPath(
  siteBase: Exclude<SiteBase, 1>,
  organization: { organizationType: string; urlSegment: string },
  productSegment: string,
  insuranceTypeCode: string | null = null,
): string {
  return catalogueEditionProductPath(EDITION_COUNTRY[siteBase], organization, productSegment, insuranceTypeCode);
}

/** The route patterns of an edition's detail shapes: the detail page and its request form (Solicitar). */
export function detailPatterns(siteBase: Exclude<SiteBase, 1>): { area: string; path: string }[] {
  return editionDetailPatterns(EDITION_COUNTRY[siteBase]);
}
