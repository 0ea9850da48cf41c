import type { CareNetwork } from '../../pricing/domain/care-cost.js';
import { canonicalJson } from './compare-answer-key.js';
import type { PlanFilter, PlanOrder } from './plan-search.js';

/**
 * The key of an isapre plan search's answer in the plan answer cache (issue 31): two searches share it only
 * when their answers are the same bytes (the per-request uuid aside). It is built from the search as the use
 * case resolved it, not as sent: isapres and clinics are ids (a code, a URL segment and an id of the same
 * isapre share a key), the site's restriction is already folded into the isapres, the prestador is one more
 * clinic, restrictions=none is restriction 6, the applied order replaces the asked one, and lists the search
 * reads as sets are sorted without repeats. Everything else the answer reads is in the versions: the
 * catalogue (plans, networks, risk tables, organizations), the rates (UF), the chosen scenarios' content,
 * the resolved complementary insurance, and the day (a plan's 'new' badge).
 *
 * Anything not provably ignored stays as sent (the order of cotizantes and cargas, of the scenarios): an
 * equivalent search under another spelling only misses the cache, never gets another search's answer.
 */
export interface PlanSearchKeyInput {
  /** The filter the search applies (after resolving organizations and the site's restriction). */
  filter: PlanFilter;
  /** The household as validated (prices, budget and beneficiaries come from it). */
  profile: unknown;
  page: number;
  take: number;
  fromPrice: number | null;
  toPrice: number | null;
  onlyBudget: boolean;
  /** The order applied (yearlyCost without scenarios is lowerPrice). */
  order: PlanOrder;
  /** The scenario codes in the asked order (their content is versions.scenarios). */
  scenarios: readonly string[];
  network: CareNetwork;
  quantities: Readonly<Record<string, number | undefined>>;
}

export interface PlanSearchVersions {
  /** The catalogue snapshot and plan snapshot the answer is built from. */
  catalogue: string;
  /** The rates the prices use (ratesVersion). */
  rates: string;
  /** The chosen scenarios' content, as resolved (planScenariosVersion). */
  scenarios: string;
  /** The resolved complementary insurance's terms (canonicalJson), or 'null'. */
  insurance: string;
  /** The UTC day of the answer (YYYY-MM-DD): a plan's 'new' badge turns at UTC midnight. */
  day: string;
}

/** A list the search reads as a set: sorted, without repeats. */
function asSet(values: readonly (string | number)[]): (string | number)[] {
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The filter with its set-like lists sorted and deduplicated (no states asked: only Comercializable). */
function filterPart(filter: PlanFilter): Record<keyof PlanFilter, unknown> {
  return {
    isapres: asSet(filter.isapres),
    modalities: asSet(filter.modalities),
    clinics: asSet(filter.clinics),
    minHospitalPct: filter.minHospitalPct,
    minAmbulatoryPct: filter.minAmbulatoryPct,
    minTopeUf: filter.minTopeUf,
    region: filter.region,
    maternity: filter.maternity,
    excludedRestrictions: asSet(filter.excludedRestrictions),
    states: asSet(filter.states.length > 0 ? filter.states : ['Comercializable']),
  };
}

/** The content of the chosen care scenarios (their prices and texts are in the answer). */
export function planScenariosVersion(scenarios: readonly object[]): string {
  return canonicalJson(scenarios);
}

/** The plan answer cache's key of a resolved plan search. */
export function planSearchKey(search: PlanSearchKeyInput, versions: PlanSearchVersions): string {
  const withCare = search.scenarios.length > 0;
  // Every field named, so that a new one fails to compile until it is keyed.
  const parts: Record<keyof PlanSearchKeyInput, unknown> = {
    filter: filterPart(search.filter),
    profile: search.profile ?? null,
    page: search.page,
    take: search.take,
    fromPrice: search.fromPrice,
    toPrice: search.toPrice,
    onlyBudget: search.onlyBudget,
    order: search.order,
    scenarios: search.scenarios,
    // Without scenarios no cost of care is computed: the network and the quantities change nothing.
    network: withCare ? search.network : null,
    quantities: withCare ? search.quantities : null,
  };
  return `${versions.catalogue}|${versions.rates}|${versions.day}|${versions.scenarios}|${versions.insurance}|${canonicalJson(parts)}`;
}
