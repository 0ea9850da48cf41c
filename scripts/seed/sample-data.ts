import { CATALOGUE, type LoadCatalogue, type NewProduct } from '../../src/modules/catalogue/index.js';
import { chileanDate } from '../../src/modules/pricing/index.js';
import type { Runtime } from '../../src/runtime.js';
import { loadBillingSample } from './billing-sample.js';
import { loadCompanySample } from './company-sample.js';
import { loadPartnersSample } from './partners-sample.js';
import { loadSalesSample } from './sales-sample.js';
import {
  CYBER_DAY,
  generatorState,
  sampleComparators,
  sampleOrganizations,
  samplePlans,
  sampleProduct,
  sampleRiskTables,
  sampleTaxonomy,
} from './catalogue-generator.js';
import { editionOrganizations, editionProducts } from './edition-markets.js';

export const DEFAULT_PRODUCTS = 1_500;
export const DEFAULT_PLANS = 5_000;
const BATCH = 2_000;
/** Products per COPY batch: a few MB of rows per table, so the generator's memory stays flat at any scale. */
const COPY_BATCH = 5_000;
/** COPY batches written while the next one is generated (issue 31): PostgreSQL and the generator overlap. */
const IN_FLIGHT = 2;
/**
 * From this many products the load runs without the product tables' secondary indexes and foreign keys and
 * builds them after (issue 31); below it, as the default 1,500, rebuilding them costs more than it saves.
 */
export const BULK_INDEX_THRESHOLD = 50_000;
/** Products generated between two yields to the event loop, so the batches in flight keep streaming. */
const YIELD_EVERY = 200;

export interface SampleDataOptions {
  /** Skip the load when the catalogue already has products. */
  onlyIfEmpty: boolean;
  /** Number of products (default 1,500; the benchmark loads 100,000). */
  scale?: number;
  /** Number of isapre plans (default 5,000). */
  plans?: number;
  /**
   * Also load the Peru, Colombia and international samples (issue 27). `npm run seed` always does; tests
   * ask for them, so the Chilean tests' catalogue stays as it was.
   */
  editions?: boolean;
  /**
   * Write products with COPY instead of multi-row INSERTs (the same rows; issue 31). Defaults to on above the
   * default scale, where it matters: 1,000,000 products load in minutes instead of hours.
   */
  copy?: boolean;
}

/**
 * Loads the labelled sample catalogue (issue 3): the real isapres, insurers and clinics of Chile with
 * generated products for every family, coverages, tariffs, comparators and isapre plans, from a fixed seed.
 * Replaces what a previous load wrote. About 1,500 products and 5,000 plans load in a few seconds.
 */
export async function loadSampleData(runtime: Runtime, options: SampleDataOptions): Promise<void> {
  const loader = runtime.container.get<LoadCatalogue>(CATALOGUE.LoadCatalogue);
  await loadCompanySample(runtime);
  if (options.onlyIfEmpty && !(await loader.isEmpty())) {
    runtime.logger.info('Datos de ejemplo: el catálogo ya tiene productos, no se cargan');
    return;
  }
  const started = Date.now();
  const scale = Math.max(1, Math.floor(options.scale ?? DEFAULT_PRODUCTS));
  const planCount = Math.max(0, Math.floor(options.plans ?? DEFAULT_PLANS));
  const copy = options.copy ?? scale > DEFAULT_PRODUCTS;
  const batchSize = copy ? COPY_BATCH : BATCH;
  // The Chilean day (offers valid from today, plans' start dates), as a UTC midnight for the generator's arithmetic.
  const today = new Date(`${chileanDate(new Date())}T00:00:00Z`);

  await loader.reset();
  const taxonomy = sampleTaxonomy();
  const organizations = sampleOrganizations();
  await loader.addReference({
    organizations: options.editions ? [...organizations, ...editionOrganizations()] : organizations,
    ...taxonomy,
  });

  const state = generatorState(today);
  const showcase = { cyber: [] as string[], estetica: [] as string[], coberturas: [] as string[] };
  const online: Pick<NewProduct, 'productCode' | 'insuranceTypeCode' | 'organizationCode' | 'salesChannel'>[] = [];
  const generateAndWrite = async () => {
    const writing: Promise<unknown>[] = [];
    try {
      await generateBatches(writing);
    } catch (error) {
      await Promise.allSettled(writing); // no batch still writing when the indexes are rebuilt
      throw error;
    }
  };
  const generateBatches = async (writing: Promise<unknown>[]) => {
    for (let start = 0; start < scale; start += batchSize) {
      const batch: NewProduct[] = [];
      for (let i = start; i < Math.min(scale, start + batchSize); i++) {
        const product = sampleProduct(state, i);
        if (product.insuranceTypeCode === 'ESTETICA' && showcase.estetica.length < 12)
          showcase.estetica.push(product.productCode);
        if (product.insuranceTypeCode === 'COBERTURAS' && showcase.coberturas.length < 12)
          showcase.coberturas.push(product.productCode);
        if (
          product.offers.some((o) => o.offerType === 'DISCOUNT') &&
          product.metadata.product_type !== 'ESTETICA' &&
          ['COMPLEMENTARIO', 'CATASTROFICO', 'COMPLEMENTARIO_CATASTROFICO', 'ONCOLOGICO'].includes(
            product.insuranceTypeCode,
          ) &&
          showcase.cyber.length < 24
        ) {
          showcase.cyber.push(product.productCode);
        }
        batch.push(product);
        if (product.salesChannel !== 'QpLead') {
          const { productCode, insuranceTypeCode, organizationCode, salesChannel } = product;
          online.push({ productCode, insuranceTypeCode, organizationCode, salesChannel });
        }
        if (writing.length > 0 && (i + 1) % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      const loaded = Math.min(scale, start + batchSize);
      const written = loader.addProducts(batch, { copy }).then(() => {
        if (scale > batchSize) runtime.logger.info({ loaded, of: scale }, 'Datos de ejemplo: productos');
      });
      written.catch(() => undefined); // awaited below; a failure stops the load there
      writing.push(written);
      // COPY batches overlap with the next one's generation (ids follow the order of addProducts either way).
      while (writing.length > (copy ? IN_FLIGHT - 1 : 0)) await writing.shift();
    }
    for (const written of writing) await written;
  };
  if (copy && scale >= BULK_INDEX_THRESHOLD) await loader.withoutSecondaryIndexes(generateAndWrite);
  else await generateAndWrite();
  // The other editions' plans take requests only (no online provider there yet): not in `online`.
  if (options.editions) await loader.addProducts(editionProducts());
  await loader.addComparators([CYBER_DAY], sampleComparators(showcase));
  await loader.addPlans(sampleRiskTables(), samplePlans(planCount, today));
  await loader.finish(true);
  runtime.logger.info(
    { products: scale, plans: planCount, ms: Date.now() - started },
    'Datos de ejemplo cargados (catálogo ficticio, marcado como ejemplo)',
  );
  // Sales (issue 10): which sections each online product's purchase asks, by family.
  await loadSalesSample(runtime, online, organizations);
  // Billing (issue 12): a year of periods for sample companies, some paid, partial and in arrears. Loaded on
  // the embedded PostgreSQL too: the UF is read before each transaction (OpenPolicyPeriods.prepare).
  await loadBillingSample(runtime);
  // Partners (issue 14): `demo` (two insurers, own colours) and `clinica` (no clinics, pseudo-login).
  await loadPartnersSample(runtime);
}
