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
}

/** '/Seguros', '/Isapre' or '/Clinicas-y-Hospitales' ('Seguros' for an unknown type). */
export function organizationTypeBase(organizationType: string): string {
  return ORGANIZATION_TYPES.find((t) => t.code === organizationType)?.urlBase ?? 'Seguros';
}

/** An organization's page: '/Isapre/Colmena'. */
export function organizationPath(organization: PathOrganization): string {
  return `/${organizationTypeBase(organization.organizationType)}/${organization.urlSegment}`;
}

/** A product's detail page: isapre complements under /Complementos, clinic insurances under /Seguro. */
export function productPath(organization: PathOrganization, productSegment: string): string {
  const base = organizationPath(organization);
  if (organization.organizationType === 'ISAPRE') return `${base}/Complementos/${productSegment}`;
  if (organization.organizationType === 'CLINICA') return `${base}/Seguro/${productSegment}`;
  return `${base}/${productSegment}`;
}

/** A product's request form (solicitar). */
export function productRequestPath(productUrl: string): string {
  return `${productUrl}/Solicitar`;
}
