import { inject, injectable } from 'inversify';
import { PRICING, type PricingService } from '../../pricing/index.js';
import { buildRateMatrix } from '../../pricing/index.js';
import { toClp } from '../../pricing/index.js';
import { coverageIndex, recommendedScore } from '../../pricing/index.js';
import { periodMonthsOf } from '../../pricing/index.js';
import { CATALOGUE } from '../tokens.js';
import { cardSummaryOf, deductibleSummaryOf } from './card-summary.js';
import type {
  CatalogueWriter,
  LoadIds,
  NewBenefit,
  NewComparator,
  NewEvent,
  NewFeature,
  NewOrganization,
  NewPlan,
  NewProduct,
  NewRiskTable,
  NewTag,
  PreparedProduct,
} from './catalogue-load.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';

/**
 * Loads a whole catalogue (the sample generator today): reference rows first, then products in batches
 * (their rows, card summaries, sort keys and tariffs), then comparators and isapre plans. Every step is a
 * handful of multi-row INSERTs, so 1,500 products load in seconds and 100,000 in a few minutes.
 */
@injectable()
export class LoadCatalogue {
  private ids: LoadIds | null = null;
  /** Settles when the last batch asked for has its ids (batches reserve ids in the order they are added). */
  private turn: Promise<void> = Promise.resolve();

  constructor(
    @inject(CATALOGUE.Writer) private readonly writer: CatalogueWriter,
    @inject(PRICING.Pricing) private readonly pricing: PricingService,
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
  ) {}

  isEmpty(): Promise<boolean> {
    return this.writer.isEmpty();
  }

  /**
   * Empties the catalogue; pricing clears its own tariffs (no module truncates another's tables). Indexes a
   * killed bulk load left dropped are built again here, on the emptied tables.
   */
  async reset(): Promise<void> {
    await this.writer.clear();
    await this.pricing.clearTariffs();
    await this.writer.restoreIndexes();
    await this.pricing.restoreIndexes();
    this.ids = null;
  }

  /**
   * Runs a large load (issue 31: hundreds of thousands of products) with the product and tariff tables'
   * secondary indexes and foreign keys dropped, and builds them again after it — also when it fails. A small
   * load gains nothing (the indexes' rebuild costs more than the per-row upkeep it saves): callers use it only
   * above a threshold. Primary keys and unique constraints stay.
   */
  async withoutSecondaryIndexes<T>(load: () => Promise<T>): Promise<T> {
    try {
      await this.writer.suspendIndexes();
      await this.pricing.suspendIndexes();
      return await load();
    } finally {
      await this.pricing.restoreIndexes();
      await this.writer.restoreIndexes();
    }
  }

  async addReference(input: {
    organizations: readonly NewOrganization[];
    tags: readonly NewTag[];
    benefits: readonly NewBenefit[];
    features: readonly NewFeature[];
  }): Promise<void> {
    await this.writer.insertOrganizations(input.organizations);
    await this.writer.insertTaxonomy(input.tags, input.benefits, input.features);
    this.ids = await this.writer.ids();
  }

  /**
   * Prepares and writes one batch of products with their tariffs; answers their ids by code. Through COPY,
   * batches may overlap (issue 31: the next batch is generated while this one streams): each one waits only
   * until the batch added before it has reserved its ids, so ids follow the order of the calls, as one after
   * the other. The INSERT path's ids come from its INSERTs: its batches run one at a time.
   */
  async addProducts(products: readonly NewProduct[], options: { copy?: boolean } = {}): Promise<Map<string, number>> {
    const previous = this.turn;
    let release!: () => void;
    this.turn = new Promise<void>((resolve) => (release = resolve));
    try {
      await previous;
      return await this.writeProducts(products, options.copy === true, release);
    } finally {
      release();
    }
  }

  private async writeProducts(
    products: readonly NewProduct[],
    copy: boolean,
    reserved: () => void,
  ): Promise<Map<string, number>> {
    const ids = this.ids ?? (this.ids = await this.writer.ids());
    const { rates } = await this.pricing.currentRates();
    const matrices = new Map<NewProduct, ReturnType<typeof buildRateMatrix>>();
    const prepared: PreparedProduct[] = products.map((product) => {
      const organizationId = ids.organizations.get(product.organizationCode);
      const type = ids.insuranceTypes.get(product.insuranceTypeCode);
      if (!organizationId) throw new Error(`Organización desconocida: ${product.organizationCode}`);
      if (!type) throw new Error(`Tipo de seguro desconocido: ${product.insuranceTypeCode}`);
      const matrix = buildRateMatrix(product.priceModel, product.tariffs);
      matrices.set(product, matrix);
      const rateValues = product.tariffs.map((t) => t.rate);
      const minPrice = matrix.referenceRate;
      const referenceClp =
        minPrice === null ? null : toClp(minPrice * periodMonthsOf(product.priceModel), product.priceUnit, rates);
      const percentages = product.coverages.flatMap((coverage) =>
        [coverage.amounts.percentage_isapre, coverage.amounts.percentage_fonasa, coverage.amounts.percentage_particular]
          .filter((a) => !!a)
          .map((a) => a!.max ?? a!.min ?? 0)
          .filter((x) => x >= 0),
      );
      const index = coverageIndex(percentages);
      const score = recommendedScore({
        coverageIndex: index,
        referencePriceClp: referenceClp,
        evaluationScore: product.evaluationScore,
        requestCount: product.requestCount,
      });
      const deductible = deductibleSummaryOf(product);
      const toUf = (value: number | null, unit: string) =>
        value === null ? null : unit === 'UF' ? value : (toClp(value, unit, rates) ?? 0) / rates.UF;
      return {
        product,
        organizationId,
        insuranceTypeId: type.id,
        minPrice,
        priceRangeFrom: rateValues.length > 0 ? Math.min(...rateValues) : null,
        priceRangeTo: rateValues.length > 0 ? Math.max(...rateValues) : null,
        coverageIndex: index,
        recommendedScore: score.score,
        deductibleMinUf: deductible ? toUf(deductible.min, deductible.unit) : null,
        deductibleMaxUf: deductible ? toUf(deductible.max, deductible.unit) : null,
        featureIds: product.features.map((f) => ids.features.get(f.code)?.id).filter((x): x is number => !!x),
        prestadorIds: product.prestadorCodes.map((c) => ids.organizations.get(c)).filter((x): x is number => !!x),
        cardSummary: cardSummaryOf(product, ids),
      };
    });
    // COPY (a large fresh load, issue 31) or multi-row INSERTs: the same rows either way.
    let productIds: Map<string, number>;
    if (copy) {
      const reservation = await this.writer.reserveProductIds(prepared, ids);
      reserved();
      productIds = await this.writer.copyProducts(prepared, ids, reservation);
    } else productIds = await this.writer.insertProducts(prepared);
    await this.pricing.saveTariffs(
      products.map((product) => ({
        productId: productIds.get(product.productCode)!,
        kind: product.priceModel,
        unit: product.priceUnit,
        minEmployees: product.minEmployees,
        discountPct:
          product.offers.find((o) => o.offerType === 'DISCOUNT' && o.discountUnit === '%')?.discountAmount ?? 0,
        tariffs: product.tariffs,
        matrix: matrices.get(product),
      })),
      { fresh: copy },
    );
    return productIds;
  }

  async addComparators(events: readonly NewEvent[], comparators: readonly NewComparator[]): Promise<void> {
    await this.writer.insertEvents(events);
    await this.writer.insertComparators(comparators);
  }

  async addPlans(tables: readonly NewRiskTable[], plans: readonly NewPlan[]): Promise<void> {
    await this.writer.insertPlans(tables, plans);
  }

  /** Marks the load done: API processes reload their comparison index; this one forgets its caches now. */
  async finish(sample: boolean): Promise<void> {
    await this.writer.analyze();
    await this.writer.bumpVersion(sample);
    this.pricing.invalidate();
    this.snapshots.invalidate();
  }
}
