import type { PlanDto } from '@domain/catalogue/domain/plan-card';
import { productCodeFromSlug } from '@domain/content/domain/detail-resolver';
import { apiGet } from '../../../lib/api-client';
import type { ProductRef } from '../../../shared/product-ref';

/** Gives up after 2.5 s: the request form never waits on the catalogue. */
function withinTime(lookup: Promise<ProductRef | null>): Promise<ProductRef | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 2500));
  return Promise.race([lookup.catch(() => null), timeout]);
}

/**
 * The product behind `{product url}/Solicitar`: GET /api/insurance/product/{code}, the code being the end of
 * the URL's slug ("Proteccion-Catastrofica-Esencial-QPS1132" → QPS1132), as the detail page resolves it.
 */
export function fetchProductRef(slug: string): Promise<ProductRef | null> {
  const code = productCodeFromSlug(slug);
  return withinTime(
    apiGet<{ data?: Record<string, unknown> }>(`/api/insurance/product/${encodeURIComponent(code)}`, {
      retries: 0,
    }).then((body) => {
      const product = (body.data ?? {}) as {
        id?: number | string;
        productCode?: string;
        displayName?: string;
        productName?: string;
        insuranceType?: { name?: string };
      };
      return {
        id: product.id !== undefined ? String(product.id) : undefined,
        code: product.productCode,
        name: product.displayName ?? product.productName,
        type: product.insuranceType?.name,
      };
    }),
  );
}

/** The isapre plan behind `Isapre/{isapre}/Planes/{codigoplan}/Solicitar`: GET /api/infoplanes/infoplan. */
export function fetchPlanRef(code: string): Promise<ProductRef | null> {
  return withinTime(
    apiGet<{ data: PlanDto }>(`/api/infoplanes/infoplan?plan=${encodeURIComponent(code)}`, { retries: 0 }).then(
      ({ data }) => ({ code: data.codigoplan, name: data.nombreplan, type: 'ISAPRES' }),
    ),
  );
}
