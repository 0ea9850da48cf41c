import { ORGANIZATION_TYPES } from './categories.js';

/**
 * The public site's catalogue URLs (spec 02 §2.1), the one copy the API's cards, the sitemap and the search
 * use; the site's route table that answers them is content/domain/site-routes.ts:
 * `/Seguros/{org}/{product}`, `/Isapre/{org}/Complementos/{product}`,
 * `/Clinicas-y-Hospitales/{org}/Seguro/{product}`, each with `/Solicitar` for the request form.
 */

export interface PathOrganization {
  organizationType: string;
  urlSegment: string;
  /** The organization's country (issue 27): Peru's, Colombia's and the international ones follow their edition's shapes. */
  countryCode?: string | null;
}

/** '/Seguros', '/Isapre' or '/Clinicas-y-Hospitales' ('Seguros' for an unknown type). */
export function organizationTypeBase(organizationType: string): string {
  return ORGANIZATION_TYPES.find((t) => t.code === organizationType)?.urlBase ?? 'Seguros';
}

/** An organization's page: '/Isapre/Colmena'. */
export function organizationPath(organization: PathOrganization): string {
  return `/${organizationTypeBase(organization.organizationType)}/${organization.urlSegment}`;
}

/**
 * A product's detail page: isapre complements under /Complementos, clinic insurances under /Seguro; a
 * Peruvian, Colombian or international organization's product by its edition's shape (editionProductPath,
 * which reads the product's insurance type code).
 */
export function productPath(
  organization: PathOrganization,
  productSegment: string,
  insuranceTypeCode: string | null = null,
): string {
  const country = editionCountryOf(organization.countryCode);
  if (country) return editionProductPath(country, organization, productSegment, insuranceTypeCode);
  const base = organizationPath(organization);
  if (organization.organizationType === 'ISAPRE') return `${base}/Complementos/${productSegment}`;
  if (organization.organizationType === 'CLINICA') return `${base}/Seguro/${productSegment}`;
  return `${base}/${productSegment}`;
}

/** A product's request form (solicitar). */
export function productRequestPath(productUrl: string): string {
  return `${productUrl}/Solicitar`;
}

/** The countries with an edition of their own (issue 27, spec 03 §1): Peru, Colombia, international. */
export type EditionCountry = 'PE' | 'CO' | 'INT';

const editionCountryOf = (code: string | null | undefined): EditionCountry | null => {
  const upper = (code ?? '').toUpperCase();
  return upper === 'PE' || upper === 'CO' || upper === 'INT' ? upper : null;
};

/** An insurer detail shape of an edition (spec 03 §2): which products it serves and its path segments. */
export interface DetailShape {
  /** The organization type it serves ('default' for any other). */
  organizationType: string;
  /**
   * The products' insurance types it also serves: the sample markets' EPS and prepaid-medicine companies are
   * insurers (ASEGURADORA) whose EPS plans are PRIMARIO (Peru's company EPS COLECTIVO) and whose prepaid
   * medicine is COMPLEMENTARIO or home care (SERVICIO_ASISTENCIA), as the edition lines list them.
   */
  insuranceTypes?: readonly string[];
  /** The pattern's first segment (the organization area). */
  area: string;
  /** The segment between the insurer and the plan, when the shape has one (Peru's EPS: 'Planes'). */
  planSegment?: string;
}

/**
 * Spec 03 §2: Peru clinics, EPS with a plans segment, insurances by default; Colombia EPS, prepaid medicine
 * (home medicine too), insurers by default; international {type}/{insurer}/{plan}, its type segment the
 * line's (Seguro-Internacional). Chile keeps its own paths (productPath).
 */
export const DETAIL_SHAPES: Readonly<Record<EditionCountry, readonly DetailShape[]>> = {
  PE: [
    { organizationType: 'CLINICA', area: 'Clinicas' },
    { organizationType: 'EPS', insuranceTypes: ['PRIMARIO', 'COLECTIVO'], area: 'EPS', planSegment: 'Planes' },
    { organizationType: 'default', area: 'Seguros' },
  ],
  CO: [
    { organizationType: 'EPS', insuranceTypes: ['PRIMARIO'], area: 'EPS' },
    {
      organizationType: 'MEDICINA PREPAGADA',
      insuranceTypes: ['COMPLEMENTARIO', 'SERVICIO_ASISTENCIA'],
      area: 'Medicina-Prepagada',
    },
    { organizationType: 'MEDICINA DOMICILIARIA', area: 'Medicina-Prepagada' },
    { organizationType: 'default', area: 'Aseguradoras' },
  ],
  INT: [{ organizationType: 'default', area: 'Seguro-Internacional' }],
};

/** The shape of a product in an edition: by its organization's type first, then by its insurance type. */
export function detailShapeOf(
  country: EditionCountry,
  organizationType: string,
  insuranceTypeCode: string | null = null,
): DetailShape {
  const shapes = DETAIL_SHAPES[country];
  return (
    shapes.find((s) => s.organizationType === organizationType) ??
    (insuranceTypeCode ? shapes.find((s) => s.insuranceTypes?.includes(insuranceTypeCode)) : undefined) ??
    shapes.find((s) => s.organizationType === 'default')!
  );
}

/** A product's detail path in an edition: '/EPS/Pacifico/Planes/EPS-Plus', '/Medicina-Prepagada/Colsanitas/…'. */
export function editionProductPath(
  country: EditionCountry,
  organization: Pick<PathOrganization, 'organizationType' | 'urlSegment'>,
  productSegment: string,
  insuranceTypeCode: string | null = null,
): string {
  const shape = detailShapeOf(country, organization.organizationType, insuranceTypeCode);
  const middle = shape.planSegment ? `/${shape.planSegment}` : '';
  return `/${shape.area}/${organization.urlSegment}${middle}/${productSegment}`;
}

/** The route patterns of an edition's detail shapes, each once: area and pattern. */
export function editionDetailPatterns(country: EditionCountry): { area: string; path: string }[] {
  const seen = new Set<string>();
  return DETAIL_SHAPES[country].flatMap((shape) => {
    const middle = shape.planSegment ? `/${shape.planSegment}` : '';
    const path = `${shape.area}/:urlAseguradora${middle}/:insuranceUrl`;
    if (seen.has(path)) return [];
    seen.add(path);
    return [{ area: shape.area, path }];
  });
}
