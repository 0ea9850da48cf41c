import { INSURANCE_TYPES } from '../../../src/modules/catalogue/domain/categories.js';
import type { NewProduct } from '../../../src/modules/catalogue/index.js';
import { CLINICS, FEATURES } from '../chile-market.js';
import { FAMILIES, TIERS } from './families.js';
import type { GeneratorState } from './generator-state.js';
import { productCoverages } from './product-coverages.js';
import { productDetail } from './product-detail.js';
import { productLimits } from './product-limits.js';
import { productMetadata } from './product-metadata.js';
import { productOffers } from './product-offers.js';
import { productRequirement } from './product-requirement.js';
import { productTariffs } from './product-tariffs.js';
import { isoDay, round, slug } from './random.js';
import { SAMPLE_NOTE } from './sample-note.js';

const SALES_CHANNELS: [string, number][] = [
  ['QpLead', 50],
  ['QpOnlineSale', 28],
  ['ExternalOnlineSale', 12],
  ['QpMixSale', 10],
];

const familyWeights = FAMILIES.map((f) => [f, f.weight] as const);

/**
 * The i-th product of the sample (0-based); deterministic for a given state sequence. Built step by step
 * (tariffs, coverages, limits, features, requirement, offers, metadata, texts), each step drawing from the one
 * random sequence in this order: the order is part of the output, so a step moved or a draw added changes every
 * product after it.
 */
export function sampleProduct(state: GeneratorState, i: number): NewProduct {
  const r = state.random;
  // The first products cover every family, so even a tiny load has each product type.
  const family = i < FAMILIES.length ? FAMILIES[i]! : r.weighted(familyWeights);
  const candidates = state.organizationsByFamily.get(family.family) ?? [];
  const orgType = r.weighted(family.orgTypes);
  const ofType = candidates.filter((c) => c.type === orgType);
  const organization = r.pick(ofType.length > 0 ? ofType : candidates);
  const code = `QPS${100 + i}`;
  const tier = r.pick(TIERS);
  const name = `${r.pick(family.names)} ${tier}`;
  const displayName = name;
  const base = r.float(family.base[0], family.base[1]);
  const maxBand = family.family === 'vida' ? r.pick([11, 12, 13]) : r.chance(0.25) ? 10 : 14;

  const { tariffs, minEmployees } = productTariffs(r, family, base, maxBand);
  const coverages = productCoverages(r, family);
  const { tops, deductibles } = productLimits(r, family);
  const featureCodes = r.sample(
    FEATURES.map((f) => f.code),
    r.int(2, 9),
  );
  const features = featureCodes.map((code, k) => ({ code, highlighted: k < 6, value: null }));
  const requirement = productRequirement(r, family);

  const salesChannel = r.weighted(SALES_CHANNELS);
  const online = salesChannel !== 'QpLead';
  const today = state.today;
  const { offers, paymentOffer } = productOffers(r, today, online);

  const prestadorCodes =
    family.family === 'salud' || family.family === 'dental' ? r.sample(CLINICS, r.int(1, 6)).map((c) => c.code) : [];
  const availableFrom = new Date(today.getTime() - (r.chance(0.06) ? r.int(1, 55) : r.int(70, 1500)) * 86_400_000);
  const requestCount = Math.floor(Math.exp(r.float(0, 9.5)));
  const metadata = productMetadata(r, family, minEmployees);
  const typeInfo = INSURANCE_TYPES.find((t) => t.code === family.type)!;
  return {
    productCode: code,
    productName: `${name} (${code})`,
    displayName,
    urlSegment: `${slug(name)}-${code}`,
    description: `${typeInfo.description} ${SAMPLE_NOTE}`,
    organizationCode: organization.code,
    insuranceTypeCode: family.type,
    exclusive: r.chance(0.05),
    isPromoted: r.chance(0.012),
    availableFrom: isoDay(availableFrom),
    isPopular: requestCount > 4000,
    isMapEnabled: prestadorCodes.length > 0,
    salesChannel,
    metadata,
    priceModel: family.model,
    priceUnit: family.unit,
    priceSuffix: family.model === 'guardia' ? 'p/p' : family.model === 'colectivo' ? 'por trabajador' : null,
    minEmployees,
    evaluationScore: round(r.float(6.2, 9.9), 1),
    evaluationCount: r.int(0, 600),
    requestCount,
    operationDates: [`${String(r.int(1, 28)).padStart(2, '0')}-${String(r.int(1, 12)).padStart(2, '0')}`],
    coverageCountries:
      family.type === 'INTERNACIONAL' || family.family === 'viaje'
        ? ['CL', r.pick(['MUNDO', 'LATAM', 'US', 'EU'])]
        : ['CL'],
    coverages,
    tops,
    deductibles,
    features,
    requirement,
    offers,
    paymentOffer,
    prestadorCodes,
    detail: productDetail(r, name, organization.name, maxBand),
    tariffs,
    sample: true,
  };
}
