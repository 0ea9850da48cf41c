import type { CopyValue } from '../../../../platform/copy-rows.js';
import type { PreparedProduct } from '../../application/catalogue-load.js';

/** A number as the numeric columns take it (a fixed number of decimals), or null. */
export const fix = (value: number | null | undefined, digits = 4) =>
  value === null || value === undefined || !Number.isFinite(value) ? null : value.toFixed(digits);

/**
 * A prepared product's `products` row without its id, in column order from product_code to sample: the one
 * list both load paths write (the INSERT path's bulkInsert and the COPY path's copyProducts).
 */
export function productValues(p: PreparedProduct): CopyValue[] {
  return [
    p.product.productCode,
    p.product.productName,
    p.product.displayName,
    p.product.urlSegment,
    p.product.description,
    p.organizationId,
    p.insuranceTypeId,
    p.product.exclusive,
    p.product.isPromoted,
    p.product.availableFrom,
    p.product.active ?? true,
    p.product.isPopular,
    p.product.isMapEnabled,
    p.product.salesChannel,
    p.product.paymentOffer !== null || p.product.offers.length > 0,
    p.product.metadata,
    p.product.priceModel,
    p.product.priceUnit,
    fix(p.minPrice),
    fix(p.priceRangeFrom),
    fix(p.priceRangeTo),
    p.product.priceSuffix,
    p.product.minEmployees,
    fix(p.product.evaluationScore, 2),
    p.product.evaluationCount,
    p.product.requestCount,
    p.product.operationDates,
    p.product.coverageCountries,
    fix(p.coverageIndex),
    fix(p.recommendedScore, 6),
    fix(p.deductibleMinUf),
    fix(p.deductibleMaxUf),
    p.featureIds,
    p.prestadorIds,
    p.cardSummary as object,
    p.product.detail as unknown as object,
    p.product.sample,
  ];
}
