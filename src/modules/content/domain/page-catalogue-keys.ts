import { productCodeFromSlug } from './detail-resolver.js';
import { detailSegments } from './site-head.js';
import type { RouteParams } from './site-routes.js';

/**
 * The catalogue entries a site page is about, read from its address (issue 24: a partner's site answers 404
 * for those outside its allowed organizations): the organization segment of detail, request (Solicitar),
 * collective, plan and landing pages, the product of a product slug ('…-QPS230'), the isapre plan.
 * Undefined for a page about no catalogue entry.
 */
export function pageCatalogueKeys(
  routeId: string,
  params: RouteParams,
): { organization?: string; product?: string; plan?: string } | undefined {
  const organization =
    params.urlAseguradora ?? params.urlIsapre ?? params.urlClinica ?? detailSegments(routeId, params)?.organization;
  const product = params.insuranceUrl ? productCodeFromSlug(params.insuranceUrl) : undefined;
  const plan = routeId === 'isapre-plan' ? params.planId : undefined;
  if (!organization && !product && !plan) return undefined;
  return {
    ...(organization ? { organization } : {}),
    ...(product ? { product } : {}),
    ...(plan ? { plan } : {}),
  };
}
