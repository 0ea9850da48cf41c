import type { CareInsurance } from '../../pricing/domain/care-insurance.js';
import type { CareScenario } from '../../pricing/domain/care-cost.js';
import type { IsapreBudget } from '../../pricing/domain/isapre-price.js';
import { formatNumber } from '../../pricing/domain/money.js';
import type { PlanDto } from './plan-card.js';

/**
 * The isapre plan search's rules (issue 13; spec 02 §3, spec 03 §3 §9): which plans a filter keeps, the
 * modality of a plan with the isapres' QPCL codes, and the published 'recommended' score. Pure and
 * browser-safe: the API applies them and the site shows the same labels.
 */

export const PLAN_MODALITIES = [
  { id: 0, code: 'libreEleccion', label: 'Libre elección' },
  { id: 1, code: 'prestadorPreferente', label: 'Prestador preferente' },
  { id: 2, code: 'planCerrado', label: 'Plan cerrado' },
] as const;

export const RESTRICTION_CODES: Readonly<Record<number, string>> = {
  1: 'Parto, neonatología y obstetricia',
  2: 'Psiquiatría y psicología',
  3: 'Cirugía bariátrica',
  4: 'Cirugía refractiva',
  5: 'Otras prestaciones restringidas',
  6: 'Sin prestaciones restringidas',
};

export const COMMERCIAL_STATES = ['Comercializable', 'No Comercializable'] as const;
export const MATERNITY_TYPES = ['conParto', 'reducidoParto'] as const;
export const PLAN_ORDERS = ['lowerPrice', 'higherPrice', 'recommended', 'coverage', 'yearlyCost'] as const;
export type PlanOrder = (typeof PLAN_ORDERS)[number];

/** The plan fields the rules read. */
export interface PlanFacts {
  id: number;
  organizationId: number;
  planTypeId: number;
  amplitudcobertura: string;
  regionCode: string | null;
  estadoplan: string;
  topeanual: number;
  prestacionesrest: readonly number[];
  hospitalPct: number;
  ambulatoryPct: number;
  preferredHospitalPct: number | null;
  preferredAmbulatoryPct: number | null;
  maternity: string | null;
  /** Clinics of the plan's network (plan_prestadores plus its preferred provider). */
  network: readonly number[];
}

export interface IsapreFacts {
  id: number;
  isOpen: boolean;
  qpclCodes: readonly string[];
}

/**
 * The modality filter's ids (spec 02 §3): 0 libre elección, 1 prestador preferente, 2 plan cerrado.
 * QPCL codes: an isapre with QPCL-1 is a libre-elección isapre and the preferred filter excludes its
 * plans; QPCL-2 and QPCL-3 mark international libre elección (its libre-elección plans cover abroad).
 */
export function matchesModality(plan: Pick<PlanFacts, 'planTypeId'>, isapre: IsapreFacts, modality: number): boolean {
  if (modality === 1 && isapre.qpclCodes.includes('QPCL-1')) return false;
  return plan.planTypeId === modality;
}

/** 'Libre elección internacional' when the isapre carries QPCL-2 or QPCL-3 and the plan is libre elección. */
export function modalityLabel(planTypeId: number, qpclCodes: readonly string[]): string {
  const base = PLAN_MODALITIES.find((m) => m.id === planTypeId)?.label ?? '';
  if (planTypeId === 0 && (qpclCodes.includes('QPCL-2') || qpclCodes.includes('QPCL-3')))
    return `${base} internacional`;
  return base;
}

/** A plan type's display name: the plan_types row's when known, else the modality's label ('' if unknown). */
export function planTypeDisplayName(planTypeId: number, row?: { displayName: string } | null): string {
  return row?.displayName ?? PLAN_MODALITIES.find((m) => m.id === planTypeId)?.label ?? '';
}

export interface PlanFilter {
  isapres: readonly number[];
  modalities: readonly number[];
  /** The plan's network must include every one of these clinics. */
  clinics: readonly number[];
  minHospitalPct: number | null;
  minAmbulatoryPct: number | null;
  /** Minimum annual cap in UF; a plan without cap ('Sin tope', 0) always passes. */
  minTopeUf: number | null;
  region: string | null;
  maternity: string | null;
  /** Restriction codes (1-5) the visitor does not accept; 6 asks for plans with no restriction at all. */
  excludedRestrictions: readonly number[];
  /** Commercialisation states to list (default: only Comercializable). */
  states: readonly string[];
}

export const EMPTY_PLAN_FILTER: PlanFilter = Object.freeze({
  isapres: [],
  modalities: [],
  clinics: [],
  minHospitalPct: null,
  minAmbulatoryPct: null,
  minTopeUf: null,
  region: null,
  maternity: null,
  excludedRestrictions: [],
  states: ['Comercializable'],
});

/** The best hospital / ambulatory percentage of a plan (preferred network when it has one). */
export const bestHospitalPct = (plan: Pick<PlanFacts, 'hospitalPct' | 'preferredHospitalPct'>) =>
  Math.max(plan.hospitalPct, plan.preferredHospitalPct ?? 0);
export const bestAmbulatoryPct = (plan: Pick<PlanFacts, 'ambulatoryPct' | 'preferredAmbulatoryPct'>) =>
  Math.max(plan.ambulatoryPct, plan.preferredAmbulatoryPct ?? 0);

/** True when the plan passes every filter but the price range (which needs the household's price). */
export function matchesPlanFilter(plan: PlanFacts, isapre: IsapreFacts | undefined, filter: PlanFilter): boolean {
  // Closed isapres serve one company's staff: their plans are not offered for new contracts.
  if (!isapre || !isapre.isOpen) return false;
  if (!filter.states.includes(plan.estadoplan)) return false;
  if (filter.isapres.length > 0 && !filter.isapres.includes(plan.organizationId)) return false;
  if (filter.modalities.length > 0 && !filter.modalities.some((m) => matchesModality(plan, isapre, m))) return false;
  if (filter.clinics.length > 0 && !filter.clinics.every((clinic) => plan.network.includes(clinic))) return false;
  if (filter.minHospitalPct !== null && bestHospitalPct(plan) < filter.minHospitalPct) return false;
  if (filter.minAmbulatoryPct !== null && bestAmbulatoryPct(plan) < filter.minAmbulatoryPct) return false;
  if (filter.minTopeUf !== null && plan.topeanual > 0 && plan.topeanual < filter.minTopeUf) return false;
  if (filter.region !== null && plan.amplitudcobertura === 'Regional' && plan.regionCode !== filter.region)
    return false;
  if (filter.maternity !== null && plan.maternity !== filter.maternity) return false;
  for (const code of filter.excludedRestrictions) {
    if (code === 6) {
      if (!plan.prestacionesrest.every((c) => c === 6)) return false;
    } else if (plan.prestacionesrest.includes(code)) return false;
  }
  return true;
}

/** The 'coverage' order: best hospital + best ambulatory percentage, highest first. */
export const coverageScore = (plan: PlanFacts) => bestHospitalPct(plan) + bestAmbulatoryPct(plan);

/** Plan cards: 'Sin tope' or the annual cap in UF. */
export function annualTopLabel(topeanualUf: number): string {
  return topeanualUf > 0 ? `UF ${formatNumber(topeanualUf, 0)} al año` : 'Sin tope';
}

/** Great-circle distance in km (clinics near a point, order `distance`). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}

/**
 * The plan search's answer (POST /api/buscarplanes/compare/metadataPlanesPersonas): one page of priced plan
 * cards, the total, and what the search applied. One type for the server and web/.
 */
export interface PlanSearchResponse {
  data: PlanDto[];
  total: number;
  page: number;
  take: number;
  metaData: {
    uuid: string;
    budget: IsapreBudget;
    uf: { value: number; date: string };
    sample: boolean;
    beneficiaries: number;
    /** The order applied: yearlyCost falls back to lowerPrice without care scenarios. */
    appliedOrder: PlanOrder;
    scenarios: Pick<CareScenario, 'code' | 'name' | 'source' | 'asOf' | 'sample'>[];
    insurance: CareInsurance | null;
  };
}

/** The order a search applies: the yearly cost needs at least one care scenario, else the lower price. */
export function appliedPlanOrder(order: PlanOrder, scenarioCount: number): PlanOrder {
  return order === 'yearlyCost' && scenarioCount === 0 ? 'lowerPrice' : order;
}
