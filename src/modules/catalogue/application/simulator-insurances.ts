import { inject, injectable } from 'inversify';
import { PRICING, type PricingService } from '../../pricing/index.js';
import type { CareInsurance } from '../../pricing/index.js';
import type { Profile } from '../../pricing/index.js';
import {
  SIMULATOR_INSURANCE_TYPES,
  simulatorInsurance,
  type InsuranceProductFacts,
  type SimulatorInsuranceOption,
} from '../domain/care-insurance-product.js';
import type { CompareRequest } from '../domain/compare.js';
import { CatalogueBadRequestError, CatalogueNotFoundError } from '../domain/errors.js';
import type { CoverageTag, ProductCard } from '../domain/product-card.js';
import { CATALOGUE } from '../tokens.js';

export type { SimulatorInsuranceOption };
import type { CompareProducts } from './compare-products.js';
import type { CatalogueReader } from './ports.js';

const TAG_CACHE_MAX = 2_000;

/**
 * The complementary, catastrophic and oncological products the cost-of-care simulator can add to the plans
 * (issue 13): listed cheapest first for the household, and resolved by product code into the terms the
 * care arithmetic uses (catalogue/domain/care-insurance-product.ts).
 */
@injectable()
export class SimulatorInsurances {
  /** Every coverage tag of a product, per catalogue version (one query per product, not per request). */
  private readonly tags = new Map<number, { version: number; value: Promise<CoverageTag[]> }>();
  private readonly ids = new Map<string, { version: number; id: number | null }>();

  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(CATALOGUE.CompareProducts) private readonly compare: CompareProducts,
    @inject(PRICING.Pricing) private readonly pricing: PricingService,
  ) {}

  private tagsOf(productId: number, version: number): Promise<CoverageTag[]> {
    const cached = this.tags.get(productId);
    if (cached && cached.version === version) return cached.value;
    if (this.tags.size >= TAG_CACHE_MAX) this.tags.clear();
    const value = this.reader.coverageTags(productId);
    this.tags.set(productId, { version, value });
    value.catch(() => this.tags.delete(productId));
    return value;
  }

  private async option(card: ProductCard, version: number, ufValue: number): Promise<SimulatorInsuranceOption> {
    const facts: InsuranceProductFacts = {
      productCode: card.productCode,
      name: card.displayName,
      insurer: card.organization.name,
      tags: await this.tagsOf(card.id, version),
      deductible: card.deductible,
      topAmount: card.topAmount,
      coverageRequirement: card.coverageRequirement,
      price: { amountClp: card.price.amountClp, period: card.price.period },
    };
    const found = simulatorInsurance(facts, ufValue);
    return {
      productCode: card.productCode,
      name: card.displayName,
      insurer: card.organization.name,
      insuranceType: { name: card.insuranceType.name, displayName: card.insuranceType.displayName },
      url: card.url,
      priceText: card.price.text,
      exactPrice: card.price.exact,
      insurance: found.ok ? found.insurance : null,
      reason: found.ok ? null : found.reason,
      sample: card.sample,
    };
  }

  /** GET /api/infoplanes/seguros: the products the simulator offers, cheapest first for the household. */
  async list(options: { profile: Profile | null; page: number; take: number; types: string[] }) {
    const types = options.types.length > 0 ? options.types : [...SIMULATOR_INSURANCE_TYPES];
    const unknown = types.filter((t) => !(SIMULATOR_INSURANCE_TYPES as readonly string[]).includes(t));
    if (unknown.length > 0)
      throw new CatalogueBadRequestError(
        `El simulador no agrega seguros de tipo ${unknown.join(', ')}. Usa ${SIMULATOR_INSURANCE_TYPES.join(', ')}.`,
      );
    const request: CompareRequest = {
      profile: options.profile,
      page: options.page,
      take: options.take,
      insuranceTypes: types,
      organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'],
      organizations: [],
      coverageCountries: [],
      coverageOrganizations: [],
      features: [],
      featuresFilter: false,
      fromPrice: null,
      toPrice: null,
      fromDeductible: null,
      toDeductible: null,
      deductiblesToCompare: [],
      targetCurrency: 'CLP',
      productType: null,
      order: 'lowerPrice',
      uuid: null,
      ponderer: null,
      comparator: null,
      displayShowcase: false,
      location: null,
    };
    const [answer, snapshot, rates] = await Promise.all([
      this.compare.execute(request),
      this.compare.current(),
      this.pricing.currentRates(),
    ]);
    const data = await Promise.all(answer.data.map((card) => this.option(card, snapshot.version, rates.uf.value)));
    return { data, total: answer.total, page: answer.page, take: answer.take, uf: rates.uf };
  }

  /** The terms of one product for the household; a 400 in Spanish when the simulator cannot use it. */
  async resolve(code: string, profile: Profile | null): Promise<CareInsurance> {
    const [snapshot, rates] = await Promise.all([this.compare.current(), this.pricing.currentRates()]);
    const key = code.trim().toLowerCase();
    let known = this.ids.get(key);
    if (!known || known.version !== snapshot.version) {
      known = { version: snapshot.version, id: await this.reader.productIdByCode(code.trim()) };
      if (this.ids.size >= TAG_CACHE_MAX) this.ids.clear();
      this.ids.set(key, known);
    }
    const [card] = known.id === null ? [] : await this.compare.cardsByIds([known.id], profile, 'CLP');
    if (!card) throw new CatalogueNotFoundError(`No existe el seguro ${code}.`);
    if (!(SIMULATOR_INSURANCE_TYPES as readonly string[]).includes(card.insuranceType.name))
      throw new CatalogueBadRequestError(
        `El seguro ${code} es de tipo ${card.insuranceType.displayName}: el simulador agrega seguros complementarios, catastróficos u oncológicos.`,
      );
    const option = await this.option(card, snapshot.version, rates.uf.value);
    if (!option.insurance)
      throw new CatalogueBadRequestError(`No podemos estimar con ${card.displayName}: ${option.reason}.`);
    return option.insurance;
  }
}
