import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  ProductIndexBuilder,
  queryIndex,
  warmSortedLists,
  type IndexFilter,
} from '../../src/modules/catalogue/application/compare-index.js';
import type { IndexRow } from '../../src/modules/catalogue/domain/compare-index-row.js';
import type { OrganizationRow } from '../../src/modules/catalogue/domain/organization.js';
import { PriceIndexBuilder, type PriceIndexEntry } from '../../src/modules/pricing/domain/price-index.js';
import { householdOf } from '../../src/modules/pricing/domain/rate-matrix.js';
import type { PriceModelKind } from '../../src/modules/pricing/domain/tariff.js';
import { prng } from '../seed/catalogue-generator.js';

/**
 * DATABASE_URL=… node --expose-gc --import tsx scripts/bench/index-at-scale.ts --copies 10 (issue 31)
 *
 * The comparison index of a loaded catalogue, repeated `copies` times in this process (ids shifted, every
 * copy's rates scaled by its own factor so no matrix is shared across copies): the index of 10× the catalogue
 * without loading it, when the machine cannot load a million products in the time at hand. Prints resident
 * memory after the index and after the sorted lists, and p50/p99 of the index query alone (lowerPrice, 20 a
 * page, households like npm run bench's) — the in-process part of a comparison, not the HTTP request.
 */
const { values } = parseArgs({
  options: { copies: { type: 'string', default: '10' }, queries: { type: 'string', default: '400' } },
});
const COPIES = Number(values.copies);
const PAGE = 20_000;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const gc = (globalThis as { gc?: () => void }).gc;
const memory = (label: string) => {
  gc?.();
  const m = process.memoryUsage();
  console.log(`${label}: residente ${mb(m.rss)} MB, heap ${mb(m.heapUsed)} MB, arreglos ${mb(m.arrayBuffers)} MB`);
};

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
memory('antes');
const organizations = new Map<number, OrganizationRow>(
  (await client.query('SELECT id, organization_type AS "organizationType" FROM organizations')).rows.map(
    (o: OrganizationRow) => [o.id, o],
  ),
);
const { max } = (await client.query('SELECT max(id)::int AS max FROM products')).rows[0] as { max: number };
// Builders are dropped once built (as the snapshot's are): their spare capacity is not the index's memory.
let products: ProductIndexBuilder | null = new ProductIndexBuilder(organizations);
let prices: PriceIndexBuilder | null = new PriceIndexBuilder();
const started = Date.now();
for (let copy = 0; copy < COPIES; copy++) {
  for (let after = 0; ;) {
    const { rows } = await client.query<IndexRow>(
      `SELECT id, insurance_type_id AS "typeId", organization_id AS "organizationId", exclusive,
              is_promoted AS "isPromoted", request_count AS "requestCount",
              evaluation_score::float8 AS "evaluationScore", recommended_score::float8 AS "recommendedScore",
              deductible_min_uf::float8 AS "deductibleMinUf", coverage_countries AS countries,
              feature_ids AS "featureIds", prestador_ids AS "prestadorIds", sample
         FROM products WHERE active AND id > $1 ORDER BY id LIMIT $2`,
      [after, PAGE],
    );
    products!.add(rows.map((row) => ({ ...row, id: row.id + copy * max })));
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]!.id;
  }
}
for (let copy = 0; copy < COPIES; copy++) {
  const factor = 1 + copy / 1000;
  for (let after = 0; ;) {
    const { rows } = await client.query<{
      product_id: number;
      price_model: PriceModelKind;
      unit: string;
      min_employees: number | null;
      discount_pct: number;
      reference_rate: number | null;
      rates: Buffer;
    }>(
      `SELECT product_id, price_model, unit, min_employees, discount_pct, reference_rate, rates
         FROM tariff_matrices WHERE product_id > $1 ORDER BY product_id LIMIT $2`,
      [after, PAGE],
    );
    for (const row of rows) {
      const rates = new Float64Array(new Uint8Array(row.rates).buffer).map((rate) => rate * factor);
      const entry: PriceIndexEntry = {
        productId: row.product_id + copy * max,
        kind: row.price_model,
        unit: row.unit,
        minEmployees: row.min_employees,
        discountPct: row.discount_pct,
        referenceRate: row.reference_rate === null ? null : row.reference_rate * factor,
        rates,
      };
      prices!.add(entry);
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]!.product_id;
  }
}
await client.end();
const priceIndex = prices!.build();
const index = products!.build(priceIndex);
prices = null;
products = null;
console.log(`índice de ${index.size} productos (${COPIES} copias) en ${Date.now() - started} ms`);
memory('con el índice');
const rates = { UF: 39_000, USD: 950 };
const listsStarted = Date.now();
const lists = await warmSortedLists(index, rates, () => true);
console.log(`${lists} listas ordenadas en ${Date.now() - listsStarted} ms`);
memory('con las listas');
console.log(`matrices: ${mb(priceIndex.byteSize())} MB en arreglos`);

// Per-person types only (the comparator's health line): the threshold walk answers them.
const typeIds = new Set<number>();
for (let i = 0; i < index.size; i++) if (index.priceClass[i] === 1) typeIds.add(index.typeIds[i] as number);
for (const type of index.otherKindTypes) typeIds.delete(type);
const filter: IndexFilter = {
  typeIds,
  organizationTypeMask: 0xff,
  organizationIds: null,
  countryMask: 0,
  featureIds: [],
  prestadorIds: null,
  productIds: null,
  minPriceClp: Number.NaN,
  maxPriceClp: Number.NaN,
  minDeductibleUf: Number.NaN,
  maxDeductibleUf: Number.NaN,
};
let random = prng(31);
const int = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
let times: number[] = [];
// Two passes over the same households: the first one sorts the lists the warm-up left out (once per slot).
for (let q = 0; q < 2 * Number(values.queries); q++) {
  if (q === Number(values.queries)) {
    times.sort((a, b) => a - b);
    console.log(`primera pasada: p50 ${times[times.length >> 1]!.toFixed(1)} ms, máx ${times.at(-1)!.toFixed(1)} ms`);
    times = [];
    random = prng(31);
  }
  const sexo = random() < 0.5 ? ('Masculino' as const) : ('Femenino' as const);
  const cotizante = [{ edad: int(18, 70), sexo }];
  if (random() < 0.4)
    cotizante.push({
      edad: int(18, 70),
      sexo: sexo === 'Masculino' ? 'Femenino' : 'Masculino',
      type: 'pareja',
    } as never);
  const cargas = Array.from({ length: int(0, 3) }, () => ({ edad: int(0, 24) }));
  const household = householdOf({ cotizante, cargas });
  const t = performance.now();
  queryIndex(index, { filter, order: 'lowerPrice', skip: 0, take: 20, household, rates });
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
console.log(`consulta del índice (${times.length}): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, máx ${at(1)} ms`);
memory('al final');
