import { byPeriodPriority } from '../domain/coverage-period.js';
import { cardTags } from '../domain/card-tags.js';
import type {
  Amount,
  CoverageAmounts,
  CoverageTag,
  DeductibleSummary,
  Feature,
  TopsAndDeductibles,
  TopSummary,
} from '../domain/product-card.js';
import type { MoneyUnit } from '../../pricing/index.js';
import type { LoadIds, NewAmount, NewProduct } from './catalogue-load.js';
import type { CardSummary } from '../domain/product.js';

/**
 * Builds the card summary of a product from its rows (the same rows the per-card calls answer), so the
 * comparison answers every card's summaries without one more query per card.
 */

const UNIT_NAMES: Record<string, string> = {
  '%': 'Porcentaje',
  UF: 'Unidad de Fomento',
  CLP: 'Peso chileno',
  USD: 'Dólar',
};

/** Benefits shown per highlighted tag on a card. */
export const HIGHLIGHTS = 3;

export function amountOf(amount: NewAmount): Amount {
  return {
    minAmount: amount.min,
    maxAmount: amount.max,
    unit: { currencyCode: amount.unit as MoneyUnit, name: UNIT_NAMES[amount.unit] ?? amount.unit },
  };
}

/** Tags -> benefits -> amounts, in the order the product lists them. */
export function coverageTagsOf(product: NewProduct, ids: LoadIds): CoverageTag[] {
  const tags = new Map<string, CoverageTag>();
  for (const coverage of product.coverages) {
    const benefit = ids.benefits.get(coverage.benefitCode);
    if (!benefit) throw new Error(`Prestación desconocida: ${coverage.benefitCode}`);
    const tagInfo = ids.tags.get(benefit.tagCode);
    if (!tagInfo) throw new Error(`Categoría de cobertura desconocida: ${benefit.tagCode}`);
    let tag = tags.get(tagInfo.code);
    if (!tag) {
      tag = { id: tagInfo.id, name: tagInfo.name, code: tagInfo.code, coverages: [] };
      tags.set(tagInfo.code, tag);
    }
    const amounts: CoverageAmounts = {};
    for (const [type, amount] of Object.entries(coverage.amounts)) {
      if (amount) amounts[type as keyof CoverageAmounts] = amountOf(amount);
    }
    tag.coverages.push({ insuranceBenefit: { id: benefit.id, name: benefit.name, code: benefit.code }, amounts });
  }
  return [...tags.values()];
}

export function topsAndDeductiblesOf(product: NewProduct, ids: LoadIds): TopsAndDeductibles[] {
  const groups = new Map<string, TopsAndDeductibles>();
  const group = (name: string) => {
    let entry = groups.get(name);
    if (!entry) {
      entry = { name, coverageOrganizations: [], topAmounts: [], deductibles: [] };
      groups.set(name, entry);
    }
    return entry;
  };
  for (const top of product.tops) {
    group(top.group).topAmounts.push({
      name: top.name,
      amount: top.amount,
      unit: top.unit as MoneyUnit,
      period: top.period,
      calificados: top.calificados ?? false,
    });
  }
  for (const deductible of product.deductibles) {
    group(deductible.group).deductibles.push({
      name: deductible.name,
      min: deductible.min,
      max: deductible.max,
      unit: deductible.unit as MoneyUnit,
    });
  }
  const names = product.prestadorCodes.map((code) => ids.organizationNames.get(code)).filter((n): n is string => !!n);
  for (const entry of groups.values()) entry.coverageOrganizations = names.slice(0, 5);
  return [...groups.values()];
}

/** The card's cap summary: the tops of the highest-priority period, min-max. */
export function topSummaryOf(product: NewProduct): TopSummary | null {
  const tops = product.tops.filter((top) => !/indemnizaci[oó]n/i.test(top.name));
  const candidates = tops.length > 0 ? tops : product.tops;
  if (candidates.length === 0) return null;
  const periods = candidates.map((top) => top.period).filter((p): p is NonNullable<typeof p> => !!p);
  const period = periods.sort(byPeriodPriority)[0] ?? null;
  const chosen = period ? candidates.filter((top) => top.period === period) : candidates;
  const amounts = chosen.map((top) => top.amount);
  const known = amounts.filter((a): a is number => a !== null);
  const unit = (chosen[0]?.unit ?? 'UF') as MoneyUnit;
  if (known.length === 0) return { min: null, max: null, unit, period };
  return { min: Math.min(...known), max: Math.max(...known), unit, period };
}

export function deductibleSummaryOf(product: NewProduct): DeductibleSummary | null {
  if (product.deductibles.length === 0) return null;
  const mins = product.deductibles.map((d) => d.min).filter((x): x is number => x !== null);
  const maxs = product.deductibles.map((d) => d.max).filter((x): x is number => x !== null);
  return {
    min: mins.length > 0 ? Math.min(...mins) : null,
    max: maxs.length > 0 ? Math.max(...maxs) : null,
    unit: (product.deductibles[0]?.unit ?? 'UF') as MoneyUnit,
  };
}

export function featuresOf(product: NewProduct, ids: LoadIds): { features: Feature[]; featuresAll: Feature[] } {
  const all: Feature[] = [];
  const highlighted: Feature[] = [];
  for (const entry of product.features) {
    const feature = ids.features.get(entry.code);
    if (!feature) throw new Error(`Característica desconocida: ${entry.code}`);
    const dto: Feature = {
      id: feature.id,
      name: feature.code,
      displayName: feature.displayName,
      icon: feature.icon,
      description: feature.description,
      value: entry.value ?? true,
    };
    // featuresAll is for filters and the 'Cubre preexistencias' rule: no descriptions, the card stays small.
    const { description: _description, ...brief } = dto;
    all.push(brief);
    if (entry.highlighted) highlighted.push(dto);
  }
  return { features: highlighted, featuresAll: all };
}

export function cardSummaryOf(product: NewProduct, ids: LoadIds): CardSummary {
  const { features, featuresAll } = featuresOf(product, ids);
  const prestadores = product.prestadorCodes
    .map((code) => ids.organizationNames.get(code))
    .filter((name): name is string => !!name);
  return {
    // Highlights: the card's tags (spec 01 §9), three benefits each; the detail answers every one.
    coverages: {
      tags: cardTags(coverageTagsOf(product, ids)).map((tag) => ({
        ...tag,
        coverages: tag.coverages.slice(0, HIGHLIGHTS),
      })),
    },
    topsAndDeductibles: topsAndDeductiblesOf(product, ids),
    topAmount: topSummaryOf(product),
    deductible: deductibleSummaryOf(product),
    features,
    featuresAll,
    coverageRequirement: product.requirement
      ? {
          value: product.requirement.value,
          unit: product.requirement.unit,
          previsionType: product.requirement.previsionType ? { name: product.requirement.previsionType } : null,
          previousCoverage: product.requirement.previousCoverage,
        }
      : null,
    offers: product.offers.map((offer, i) => ({
      id: i + 1,
      offerType: { name: offer.offerType },
      title: offer.title,
      description: offer.description,
      discount:
        offer.discountAmount !== null && offer.discountUnit
          ? { amount: offer.discountAmount, unitCode: offer.discountUnit as 'CLP' }
          : null,
      validFrom: offer.validFrom,
      validUntil: offer.validUntil,
    })),
    paymentOffer: product.paymentOffer
      ? {
          productCode: product.productCode,
          title: product.paymentOffer.title,
          description: product.paymentOffer.description,
          installments: product.paymentOffer.installments,
          discount:
            product.paymentOffer.discountAmount !== null && product.paymentOffer.discountUnit
              ? { amount: product.paymentOffer.discountAmount, unitCode: product.paymentOffer.discountUnit as 'CLP' }
              : null,
          paymentMethods: product.paymentOffer.paymentMethods,
        }
      : null,
    prestadores,
  };
}
