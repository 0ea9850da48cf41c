import type { Sequelize } from 'sequelize';
import { copyRows, reserveIds, type CopyValue } from '../../../../platform/copy-rows.js';
import type { LoadIds, PreparedProduct, ProductIdReservation } from '../../application/catalogue-load.js';
import { fix, productValues } from './product-row.js';

/** The product columns, in the order productRow writes them (the INSERT path's too). */
const PRODUCT_COLUMNS = [
  'id',
  'product_code',
  'product_name',
  'display_name',
  'url_segment',
  'description',
  'organization_id',
  'insurance_type_id',
  'exclusive',
  'is_promoted',
  'available_from',
  'active',
  'is_popular',
  'is_map_enabled',
  'sales_channel',
  'has_offer',
  'metadata',
  'price_model',
  'price_unit',
  'min_price',
  'price_range_from',
  'price_range_to',
  'price_suffix',
  'min_employees',
  'evaluation_score',
  'evaluation_count',
  'request_count',
  'operation_dates',
  'coverage_countries',
  'coverage_index',
  'recommended_score',
  'deductible_min_uf',
  'deductible_max_uf',
  'feature_ids',
  'prestador_ids',
  'card_summary',
  'detail',
  'sample',
];

function productRow(id: number, p: PreparedProduct): CopyValue[] {
  return [id, ...productValues(p)];
}

/** The coverages COPY writes: the ones whose benefit is known (the INSERT path's join skips the others). */
const knownCoverages = (p: PreparedProduct, ids: LoadIds) =>
  p.product.coverages.filter((c) => ids.benefits.has(c.benefitCode)).length;

/**
 * Reserves a batch's product and coverage ids from the sequences, before any row is written: the batch's ids
 * are fixed by the order of the reservations, so batches can then be written concurrently (issue 31).
 */
export async function reserveProductIds(
  sequelize: Sequelize,
  products: readonly PreparedProduct[],
  ids: LoadIds,
): Promise<ProductIdReservation> {
  let coverages = 0;
  for (const p of products) coverages += knownCoverages(p, ids);
  const firstProduct = await reserveIds(sequelize, 'products', 'id', products.length);
  const firstCoverage = await reserveIds(sequelize, 'product_coverages', 'id', coverages);
  return { firstProduct, firstCoverage };
}

/**
 * Writes a batch of new products and their rows with COPY (issue 31), with the ids reserveProductIds reserved,
 * so every child table streams in one COPY without RETURNING. Stores what the INSERT path stores —
 * codes the INSERT path resolves by a join (benefits, features, providers) are resolved from `ids`, and
 * unknown ones are skipped as the join skips them; duplicate providers are dropped as its ON CONFLICT does.
 */
export async function copyProducts(
  sequelize: Sequelize,
  products: readonly PreparedProduct[],
  ids: LoadIds,
  reservation: ProductIdReservation,
): Promise<Map<string, number>> {
  const byCode = new Map<string, number>();
  if (products.length === 0) return byCode;
  await sequelize.transaction(async (transaction) => {
    products.forEach((p, k) => byCode.set(p.product.productCode, reservation.firstProduct + k));
    const idOf = (p: PreparedProduct) => byCode.get(p.product.productCode)!;
    await copyRows(
      transaction,
      'products',
      PRODUCT_COLUMNS,
      (function* () {
        for (const p of products) yield productRow(idOf(p), p);
      })(),
    );

    // Coverages: the ones whose benefit is known, numbered in order (the INSERT path's ORDER BY).
    const coverages: {
      id: number;
      productId: number;
      p: PreparedProduct;
      c: PreparedProduct['product']['coverages'][number];
      i: number;
    }[] = [];
    for (const p of products) {
      p.product.coverages.forEach((c, i) => {
        if (ids.benefits.has(c.benefitCode)) coverages.push({ id: 0, productId: idOf(p), p, c, i });
      });
    }
    coverages.forEach((coverage, k) => (coverage.id = reservation.firstCoverage + k));
    await copyRows(
      transaction,
      'product_coverages',
      ['id', 'product_id', 'tag_id', 'benefit_id', 'order_position'],
      (function* () {
        for (const { id, productId, c, i } of coverages) {
          const benefit = ids.benefits.get(c.benefitCode)!;
          yield [id, productId, ids.tags.get(benefit.tagCode)?.id ?? null, benefit.id, i];
        }
      })(),
    );
    await copyRows(
      transaction,
      'coverage_amounts',
      ['coverage_id', 'amount_type', 'min_amount', 'max_amount', 'unit'],
      (function* () {
        for (const { id, c } of coverages) {
          for (const [type, amount] of Object.entries(c.amounts)) {
            if (amount) yield [id, type, fix(amount.min), fix(amount.max), amount.unit];
          }
        }
      })(),
    );
    await copyRows(
      transaction,
      'coverage_organizations',
      ['coverage_id', 'organization_id'],
      (function* () {
        for (const { id, c } of coverages) {
          const seen = new Set<number>();
          for (const code of c.organizationCodes ?? []) {
            const organizationId = ids.organizations.get(code);
            if (organizationId === undefined || seen.has(organizationId)) continue;
            seen.add(organizationId);
            yield [id, organizationId];
          }
        }
      })(),
    );
    await copyRows(
      transaction,
      'product_tops',
      ['product_id', 'group_name', 'name', 'amount', 'unit', 'period', 'calificados', 'order_position'],
      (function* () {
        for (const p of products) {
          for (const [i, t] of p.product.tops.entries())
            yield [idOf(p), t.group, t.name, fix(t.amount), t.unit, t.period, t.calificados ?? false, i];
        }
      })(),
    );
    await copyRows(
      transaction,
      'product_deductibles',
      ['product_id', 'group_name', 'name', 'min_amount', 'max_amount', 'unit', 'order_position'],
      (function* () {
        for (const p of products) {
          for (const [i, d] of p.product.deductibles.entries())
            yield [idOf(p), d.group, d.name, fix(d.min), fix(d.max), d.unit, i];
        }
      })(),
    );
    await copyRows(
      transaction,
      'product_features',
      ['product_id', 'feature_id', 'highlighted', 'value', 'order_position'],
      (function* () {
        for (const p of products) {
          for (const [i, f] of p.product.features.entries()) {
            const feature = ids.features.get(f.code);
            if (feature) yield [idOf(p), feature.id, f.highlighted, f.value ?? null, i];
          }
        }
      })(),
    );
    await copyRows(
      transaction,
      'coverage_requirements',
      ['product_id', 'value', 'unit', 'prevision_type', 'previous_coverage'],
      (function* () {
        for (const p of products) {
          const r = p.product.requirement;
          if (r) yield [idOf(p), fix(r.value), r.unit, r.previsionType, r.previousCoverage];
        }
      })(),
    );
    await copyRows(
      transaction,
      'offers',
      [
        'product_id',
        'offer_type',
        'title',
        'description',
        'discount_amount',
        'discount_unit',
        'valid_from',
        'valid_until',
      ],
      (function* () {
        for (const p of products) {
          for (const o of p.product.offers)
            yield [
              idOf(p),
              o.offerType,
              o.title,
              o.description,
              fix(o.discountAmount),
              o.discountUnit,
              o.validFrom,
              o.validUntil,
            ];
        }
      })(),
    );
    await copyRows(
      transaction,
      'payment_offers',
      ['product_id', 'title', 'description', 'installments', 'discount_amount', 'discount_unit', 'payment_methods'],
      (function* () {
        for (const p of products) {
          const o = p.product.paymentOffer;
          if (o)
            yield [
              idOf(p),
              o.title,
              o.description,
              o.installments,
              fix(o.discountAmount),
              o.discountUnit,
              o.paymentMethods,
            ];
        }
      })(),
    );
    await copyRows(
      transaction,
      'product_prestadores',
      ['product_id', 'organization_id', 'order_position'],
      (function* () {
        for (const p of products) {
          const seen = new Set<number>();
          for (const [i, code] of p.product.prestadorCodes.entries()) {
            const organizationId = ids.organizations.get(code);
            if (organizationId === undefined || seen.has(organizationId)) continue;
            seen.add(organizationId);
            yield [idOf(p), organizationId, i];
          }
        }
      })(),
    );
  });
  return byCode;
}
