import {
  careCost,
  careTermsKey,
  type CareInsurance,
  type CareLines,
  type CareNetwork,
  type CareScenario,
} from '../../pricing/index.js';
import {
  CARE_BENEFIT_COUNT,
  careCopayClp,
  careLinesOf,
  householdFactorSum,
  householdGesUf,
  planTotalClp,
  writeCareTerms,
} from '../../pricing/index.js';
import type { Sexo } from '../../pricing/index.js';
import { NO_RESTRICTION_CODE } from '../domain/plan-benefits.js';
import { planScore } from '../domain/plan-score.js';
import { bestAmbulatoryPct, bestHospitalPct, type PlanFilter, type PlanOrder } from '../domain/plan-search.js';
import { planCoverageTerms } from '../domain/plan-views.js';
import type { PlanIndexRow, RiskFactorTableRow } from '../domain/isapre-plan-rows.js';
import type { OrganizationRow } from '../domain/organization.js';

/**
 * The isapre plan search's index (issue 13): every plan's filter and sort keys in flat typed arrays, built
 * once per catalogue version and shared by every request of the process. A request walks only the plans of
 * open isapres in the asked commercialisation states, prices each with one factor sum per risk table, costs
 * the care scenarios once per group of plans whose terms cost care alike (careTermsKey), and keeps only the asked page
 * with a bounded heap instead of sorting every plan.
 *
 * It answers exactly what the domain rules answer (matchesPlanFilter, planTotal, careCost, planScore and
 * the orders of compare()): plan-search-index.test.ts checks it against them, plan by plan.
 */

const NO_RESTRICTION = NO_RESTRICTION_CODE;
const CARE_NETWORKS: readonly CareNetwork[] = ['preferente', 'libreEleccion'];

export interface PlanSearchIndex {
  readonly plans: readonly PlanIndexRow[];
  readonly organizations: ReadonlyMap<number, OrganizationRow>;
  /** Positions of the plans of open isapres, by commercialisation state (closed isapres are never offered). */
  readonly byState: ReadonlyMap<string, Int32Array>;
  readonly ids: Int32Array;
  readonly organizationIds: Int32Array;
  readonly planTypes: Int8Array;
  /** 1 when the plan's isapre carries QPCL-1 (libre-elección isapre: left out of the preferred filter). */
  readonly qpcl1: Uint8Array;
  readonly bestHospital: Int16Array;
  readonly bestAmbulatory: Int16Array;
  readonly topeanual: Float64Array;
  /** 1 when the plan covers only its region (amplitudcobertura 'Regional'). */
  readonly regional: Uint8Array;
  readonly regionCodes: readonly (string | null)[];
  readonly maternity: readonly (string | null)[];
  /** Bit c set when restriction code c (1-6) is in the plan's list. */
  readonly restrictionBits: Uint8Array;
  /** 1 when every restriction code of the plan is 6 (no restricted benefit). */
  readonly unrestricted: Uint8Array;
  /** Clinic id → 1 at the positions of the plans whose network includes it. */
  readonly networks: ReadonlyMap<number, Uint8Array>;
  readonly basePriceUf: Float64Array;
  /** Dense risk-table number of each plan (-1: unknown table), and the tables in that numbering. */
  readonly tableOf: Int32Array;
  readonly tables: readonly RiskFactorTableRow['factors'][];
  /** The isapre's GES premium per beneficiary, UF. */
  readonly gesUf: Float64Array;
  /** Per network, plans with the same careTermsKey share a class: their care costs the same out of pocket. */
  readonly careClass: Record<CareNetwork, Int32Array>;
  readonly careClassCount: Record<CareNetwork, number>;
  /**
   * Per network, each class's terms as numbers (care-copay.ts): CARE_BENEFIT_COUNT coverage percentages and
   * caps per unit (UF, NaN: none) from class × CARE_BENEFIT_COUNT, and the class's annual cap.
   */
  readonly careTerms: Record<CareNetwork, { pct: Float64Array; capUf: Float64Array; topeanualUf: Float64Array }>;
  /** Clinic id → how many plans for sale (open isapres) include it: counted once per index. */
  forSaleByClinic?: Map<number, number>;
  /** The plans each recent filter keeps (matchingPositions), most recently used last. */
  readonly matching: Map<string, MatchingPlans>;
  /** Every plan in the walk orders of the page's selection (walkOrders), built on first use. */
  orders?: WalkOrders;
  /** Each class's copay of a recent care (walkYearlyCost, by PlanIndexQuery's care key), most recent last. */
  copays?: Map<string, ClassCopays>;
}

/** Every class's copay of one care in one network at one UF value (careCopayClp), and the smallest. */
interface ClassCopays {
  beyond: Float64Array;
  least: number;
}

/** How many cares' class copays an index keeps (a few KB each). */
const COPAYS_KEPT = 64;

/**
 * Every plan of the index in the orders the selection walks (built once per index, household-free):
 * - by price group: the plans grouped by risk table and GES premium, which every household prices alike
 *   (the same factor sum and GES), so a group's prices rise with its base prices: each group sorted by base
 *   price (then id);
 * - by coverage (best hospital + best ambulatory %, highest first), the 'coverage' order's key;
 * - by the 'recommended' score's bound (hospital + ambulatory %, highest first): the score is at most their
 *   mean, what is left once the payment above the 7% is taken off.
 */
interface WalkOrders {
  byGroup: Int32Array;
  /** The price group of each plan (by position), its table (-1: unknown) and its GES premium per person. */
  groupOf: Int32Array;
  groupTable: Int32Array;
  groupGesUf: Float64Array;
  byCoverage: Int32Array;
  byScoreBound: Int32Array;
}

/** A filter's plans: their positions, and (on first use) the same in the walk orders. */
interface MatchingPlans {
  positions: Int32Array;
  /** The positions in price-group order, the start of each non-empty group in it (and the end), its group. */
  byGroup?: {
    positions: Int32Array;
    starts: Int32Array;
    groups: Int32Array;
    /** At each position, the highest mean of hospital and ambulatory % from it to its group's end (built on use). */
    meanFrom?: Float64Array;
  };
  byCoverage?: Int32Array;
  byScoreBound?: Int32Array;
}

/** Builds the index of a plan snapshot (a few milliseconds for 5,000 plans). */
export function buildPlanSearchIndex(
  plans: readonly PlanIndexRow[],
  networks: ReadonlyMap<number, readonly number[]>,
  tables: ReadonlyMap<number, RiskFactorTableRow>,
  organizations: ReadonlyMap<number, OrganizationRow>,
): PlanSearchIndex {
  const n = plans.length;
  const index = {
    plans,
    organizations,
    byState: new Map<string, Int32Array>(),
    ids: new Int32Array(n),
    organizationIds: new Int32Array(n),
    planTypes: new Int8Array(n),
    qpcl1: new Uint8Array(n),
    bestHospital: new Int16Array(n),
    bestAmbulatory: new Int16Array(n),
    topeanual: new Float64Array(n),
    regional: new Uint8Array(n),
    regionCodes: plans.map((p) => p.regionCode),
    maternity: plans.map((p) => p.maternity),
    restrictionBits: new Uint8Array(n),
    unrestricted: new Uint8Array(n),
    networks: new Map<number, Uint8Array>(),
    basePriceUf: new Float64Array(n),
    tableOf: new Int32Array(n),
    tables: [] as RiskFactorTableRow['factors'][],
    gesUf: new Float64Array(n),
    careClass: { preferente: new Int32Array(n), libreEleccion: new Int32Array(n) },
    careClassCount: { preferente: 0, libreEleccion: 0 },
    careTerms: {} as PlanSearchIndex['careTerms'],
    matching: new Map<string, MatchingPlans>(),
  };
  const tableNumber = new Map<number, number>();
  const classes = { preferente: new Map<string, number>(), libreEleccion: new Map<string, number>() };
  /** Per network, the first plan of each class (whose terms stand for the class's). */
  const firstOfClass: Record<CareNetwork, number[]> = { preferente: [], libreEleccion: [] };
  const states = new Map<string, number[]>();
  plans.forEach((plan, i) => {
    const isapre = organizations.get(plan.organizationId);
    index.ids[i] = plan.id;
    index.organizationIds[i] = plan.organizationId;
    index.planTypes[i] = plan.planTypeId;
    index.qpcl1[i] = isapre?.qpclCodes.includes('QPCL-1') ? 1 : 0;
    index.bestHospital[i] = bestHospitalPct(plan);
    index.bestAmbulatory[i] = bestAmbulatoryPct(plan);
    index.topeanual[i] = plan.topeanual;
    index.regional[i] = plan.amplitudcobertura === 'Regional' ? 1 : 0;
    let bits = 0;
    for (const code of plan.prestacionesrest) if (code >= 1 && code <= 7) bits |= 1 << code;
    index.restrictionBits[i] = bits;
    index.unrestricted[i] = plan.prestacionesrest.every((c) => c === NO_RESTRICTION) ? 1 : 0;
    for (const clinic of networks.get(plan.id) ?? []) {
      let members = index.networks.get(clinic);
      if (!members) index.networks.set(clinic, (members = new Uint8Array(n)));
      members[i] = 1;
    }
    index.basePriceUf[i] = plan.basePriceUf;
    const table = tables.get(plan.riskTableId);
    if (table) {
      if (!tableNumber.has(plan.riskTableId)) {
        tableNumber.set(plan.riskTableId, index.tables.length);
        index.tables.push(table.factors);
      }
      index.tableOf[i] = tableNumber.get(plan.riskTableId)!;
    } else index.tableOf[i] = -1;
    index.gesUf[i] = isapre?.gesUf ?? 0;
    const terms = planCoverageTerms(plan);
    for (const network of CARE_NETWORKS) {
      const key = careTermsKey(terms, network);
      const known = classes[network];
      if (!known.has(key)) {
        known.set(key, known.size);
        firstOfClass[network].push(i);
      }
      index.careClass[network][i] = known.get(key)!;
    }
    if (isapre?.isOpen) {
      const list = states.get(plan.estadoplan) ?? [];
      list.push(i);
      states.set(plan.estadoplan, list);
    }
  });
  for (const network of CARE_NETWORKS) {
    const count = classes[network].size;
    index.careClassCount[network] = count;
    const terms = {
      pct: new Float64Array(count * CARE_BENEFIT_COUNT),
      capUf: new Float64Array(count * CARE_BENEFIT_COUNT),
      topeanualUf: new Float64Array(count),
    };
    firstOfClass[network].forEach((i, c) => {
      const plan = planCoverageTerms(plans[i]!);
      writeCareTerms(plan, network, terms.pct, terms.capUf, c * CARE_BENEFIT_COUNT);
      terms.topeanualUf[c] = plan.topeanualUf;
    });
    index.careTerms[network] = terms;
  }
  for (const [state, list] of states) index.byState.set(state, Int32Array.from(list));
  return index;
}

/** How many plans for sale of open isapres each clinic's network appears in ('¿Dónde me puedo atender?'). */
export function plansForSaleByClinic(index: PlanSearchIndex): ReadonlyMap<number, number> {
  if (index.forSaleByClinic) return index.forSaleByClinic;
  const counts = new Map<number, number>();
  const forSale = index.byState.get('Comercializable') ?? new Int32Array(0);
  for (const [clinic, members] of index.networks) {
    let count = 0;
    for (const i of forSale) count += members[i]!;
    if (count > 0) counts.set(clinic, count);
  }
  index.forSaleByClinic = counts;
  return counts;
}

const cache = new WeakMap<readonly PlanIndexRow[], PlanSearchIndex>();

/** The index of a snapshot's plans, built on first use (a new catalogue version brings new arrays). */
export function planSearchIndexOf(
  plans: readonly PlanIndexRow[],
  networks: ReadonlyMap<number, readonly number[]>,
  tables: ReadonlyMap<number, RiskFactorTableRow>,
  organizations: ReadonlyMap<number, OrganizationRow>,
): PlanSearchIndex {
  const found = cache.get(plans);
  if (found && found.organizations === organizations) return found;
  const built = buildPlanSearchIndex(plans, networks, tables, organizations);
  cache.set(plans, built);
  return built;
}

export interface PlanIndexQuery {
  filter: PlanFilter;
  persons: readonly { role: string; edad: number; sexo: Sexo | null }[];
  ufValue: number;
  fromPrice: number | null;
  toPrice: number | null;
  /** Keep only the plans priced within the visitor's budget range. */
  onlyBudget: boolean;
  budget: { min: number; max: number; contribution: number | null };
  /** The applied order: yearlyCost only with care. */
  order: PlanOrder;
  /**
   * The cost-of-care scenarios (with the visitor's quantities), or null. `key`, when given, stands for the
   * scenarios with their quantities (equal keys, equal scenarios): the classes' copays are kept under it.
   */
  care: {
    scenarios: readonly CareScenario[];
    network: CareNetwork;
    insurance: CareInsurance | null;
    key?: string;
  } | null;
  skip: number;
  take: number;
}

export interface PlanIndexAnswer {
  total: number;
  /** The page's plans in order. */
  rows: PlanIndexRow[];
}

/** True when the plan at position i passes the filter (the index form of matchesPlanFilter). */
function passes(index: PlanSearchIndex, i: number, filter: PlanFilter, clinicSets: readonly Uint8Array[]): boolean {
  if (filter.isapres.length > 0 && !filter.isapres.includes(index.organizationIds[i]!)) return false;
  if (filter.modalities.length > 0) {
    const type = index.planTypes[i]!;
    let ok = false;
    for (const m of filter.modalities) if (type === m && !(m === 1 && index.qpcl1[i] === 1)) ok = true;
    if (!ok) return false;
  }
  for (const members of clinicSets) if (members[i] !== 1) return false;
  if (filter.minHospitalPct !== null && index.bestHospital[i]! < filter.minHospitalPct) return false;
  if (filter.minAmbulatoryPct !== null && index.bestAmbulatory[i]! < filter.minAmbulatoryPct) return false;
  if (filter.minTopeUf !== null) {
    const tope = index.topeanual[i]!;
    if (tope > 0 && tope < filter.minTopeUf) return false;
  }
  if (filter.region !== null && index.regional[i] === 1 && index.regionCodes[i] !== filter.region) return false;
  if (filter.maternity !== null && index.maternity[i] !== filter.maternity) return false;
  for (const code of filter.excludedRestrictions) {
    if (code === NO_RESTRICTION) {
      if (index.unrestricted[i] !== 1) return false;
    } else if (code >= 1 && code <= 7 && (index.restrictionBits[i]! & (1 << code)) !== 0) return false;
    else if ((code < 1 || code > 7) && index.plans[i]!.prestacionesrest.includes(code)) return false;
  }
  return true;
}

/**
 * Keeps the k best entries (smallest primary key, then secondary, then id) in a bounded max-heap: the
 * root is the worst entry kept. O(n log k) for a page instead of sorting every plan.
 */
class TopPlans {
  private readonly first: number[] = [];
  private readonly second: number[] = [];
  private readonly ids: number[] = [];
  private readonly positions: number[] = [];
  constructor(private readonly k: number) {}

  /**
   * True when an entry whose primary key is above `first` cannot be kept: the heap holds k entries and its
   * worst has a smaller primary key. The walks stop there (every later entry's primary key is at least as
   * large as the bound they give).
   */
  rejects(first: number): boolean {
    return this.ids.length >= this.k && first > this.first[0]!;
  }

  private worse(a1: number, a2: number, aId: number, b1: number, b2: number, bId: number): boolean {
    if (a1 !== b1) return a1 > b1;
    if (a2 !== b2) return a2 > b2;
    return aId > bId;
  }

  private worseAt(a: number, b: number): boolean {
    return this.worse(this.first[a]!, this.second[a]!, this.ids[a]!, this.first[b]!, this.second[b]!, this.ids[b]!);
  }

  private swap(a: number, b: number) {
    [this.first[a], this.first[b]] = [this.first[b]!, this.first[a]!];
    [this.second[a], this.second[b]] = [this.second[b]!, this.second[a]!];
    [this.ids[a], this.ids[b]] = [this.ids[b]!, this.ids[a]!];
    [this.positions[a], this.positions[b]] = [this.positions[b]!, this.positions[a]!];
  }

  push(k1: number, k2: number, id: number, position: number): void {
    if (this.k === 0) return;
    if (this.ids.length < this.k) {
      this.first.push(k1);
      this.second.push(k2);
      this.ids.push(id);
      this.positions.push(position);
      let c = this.ids.length - 1;
      while (c > 0) {
        const parent = (c - 1) >> 1;
        if (!this.worseAt(c, parent)) break;
        this.swap(c, parent);
        c = parent;
      }
      return;
    }
    if (!this.worse(this.first[0]!, this.second[0]!, this.ids[0]!, k1, k2, id)) return;
    this.first[0] = k1;
    this.second[0] = k2;
    this.ids[0] = id;
    this.positions[0] = position;
    const size = this.ids.length;
    let c = 0;
    for (;;) {
      const l = 2 * c + 1;
      const r = l + 1;
      let worst = c;
      if (l < size && this.worseAt(l, worst)) worst = l;
      if (r < size && this.worseAt(r, worst)) worst = r;
      if (worst === c) break;
      this.swap(c, worst);
      c = worst;
    }
  }

  /** Positions best first. */
  sorted(): number[] {
    const order = this.ids.map((_, i) => i);
    order.sort((a, b) => (this.worseAt(a, b) ? 1 : this.worseAt(b, a) ? -1 : 0));
    return order.map((i) => this.positions[i]!);
  }
}

/** How many filters' positions an index keeps: the filters a site's visitors use are few, households many. */
const MATCHING_KEPT = 256;

/** The plans a filter keeps, kept per filter (most recently used last). */
function matchingPlans(index: PlanSearchIndex, filter: PlanFilter): MatchingPlans {
  const key = JSON.stringify([
    filter.isapres,
    filter.modalities,
    filter.clinics,
    filter.minHospitalPct,
    filter.minAmbulatoryPct,
    filter.minTopeUf,
    filter.region,
    filter.maternity,
    filter.excludedRestrictions,
    filter.states,
  ]);
  const kept = index.matching.get(key);
  if (kept) {
    index.matching.delete(key);
    index.matching.set(key, kept);
    return kept;
  }
  const clinicSets: Uint8Array[] = [];
  for (const clinic of filter.clinics) {
    const members = index.networks.get(clinic);
    // No plan's network has this clinic: nothing passes.
    clinicSets.push(members ?? new Uint8Array(index.plans.length));
  }
  const found: number[] = [];
  for (const state of new Set(filter.states)) {
    const positions = index.byState.get(state);
    if (!positions) continue;
    for (let p = 0; p < positions.length; p++)
      if (passes(index, positions[p]!, filter, clinicSets)) found.push(positions[p]!);
  }
  const plans: MatchingPlans = { positions: Int32Array.from(found) };
  if (index.matching.size >= MATCHING_KEPT) index.matching.delete(index.matching.keys().next().value!);
  index.matching.set(key, plans);
  return plans;
}

/**
 * The positions of the plans a filter keeps (open isapres, the asked states, every filter but the price),
 * kept per filter: the filter does not depend on the household, so a new household with a known filter
 * walks only its plans, without testing each again.
 */
export function matchingPositions(index: PlanSearchIndex, filter: PlanFilter): Int32Array {
  return matchingPlans(index, filter).positions;
}

/** The index's walk orders (WalkOrders), built on first use. */
function walkOrders(index: PlanSearchIndex): WalkOrders {
  if (index.orders) return index.orders;
  const n = index.plans.length;
  const all = Array.from({ length: n }, (_, i) => i);
  const groupNumber = new Map<string, number>();
  const groupOf = new Int32Array(n);
  const groupTable: number[] = [];
  const groupGesUf: number[] = [];
  for (let i = 0; i < n; i++) {
    const key = `${index.tableOf[i]}|${index.gesUf[i]}`;
    let group = groupNumber.get(key);
    if (group === undefined) {
      groupNumber.set(key, (group = groupTable.length));
      groupTable.push(index.tableOf[i]!);
      groupGesUf.push(index.gesUf[i]!);
    }
    groupOf[i] = group;
  }
  const { ids, basePriceUf, bestHospital, bestAmbulatory, plans } = index;
  const byId = (a: number, b: number) => ids[a]! - ids[b]!;
  const scoreBound = (i: number) => plans[i]!.hospitalPct + plans[i]!.ambulatoryPct;
  index.orders = {
    byGroup: Int32Array.from(
      [...all].sort((a, b) => groupOf[a]! - groupOf[b]! || basePriceUf[a]! - basePriceUf[b]! || byId(a, b)),
    ),
    groupOf,
    groupTable: Int32Array.from(groupTable),
    groupGesUf: Float64Array.from(groupGesUf),
    byCoverage: Int32Array.from(
      [...all].sort(
        (a, b) => bestHospital[b]! + bestAmbulatory[b]! - (bestHospital[a]! + bestAmbulatory[a]!) || byId(a, b),
      ),
    ),
    byScoreBound: Int32Array.from([...all].sort((a, b) => scoreBound(b) - scoreBound(a) || byId(a, b))),
  };
  return index.orders;
}

/** The filter's positions in one of the index's orders (the order kept, only the filter's plans). */
function inOrder(index: PlanSearchIndex, positions: Int32Array, order: Int32Array): Int32Array {
  const member = new Uint8Array(index.plans.length);
  for (let p = 0; p < positions.length; p++) member[positions[p]!] = 1;
  const out = new Int32Array(positions.length);
  let n = 0;
  for (let p = 0; p < order.length; p++) if (member[order[p]!] === 1) out[n++] = order[p]!;
  return out;
}

function groupedPlans(index: PlanSearchIndex, plans: MatchingPlans): NonNullable<MatchingPlans['byGroup']> {
  if (plans.byGroup) return plans.byGroup;
  const { byGroup, groupOf } = walkOrders(index);
  const positions = inOrder(index, plans.positions, byGroup);
  const starts: number[] = [];
  const groups: number[] = [];
  for (let p = 0; p < positions.length; p++) {
    const group = groupOf[positions[p]!]!;
    if (p === 0 || group !== groups[groups.length - 1]) {
      starts.push(p);
      groups.push(group);
    }
  }
  starts.push(positions.length);
  plans.byGroup = { positions, starts: Int32Array.from(starts), groups: Int32Array.from(groups) };
  return plans.byGroup;
}

/** The plans that pass the query, priced for the household, in the asked order: the total and one page. */
export function searchPlanIndex(index: PlanSearchIndex, query: PlanIndexQuery): PlanIndexAnswer {
  const { filter, ufValue, order } = query;
  const plans = matchingPlans(index, filter);
  // Every plan of a risk table shares the household's factor sum: once per table, not per plan (NaN: a
  // beneficiary without a factor in the table, 'Consultar').
  const sums = new Float64Array(index.tables.length);
  const sumKnown = new Uint8Array(index.tables.length);
  let noTableSum: number | undefined;
  const sumOf = (table: number): number => {
    if (table < 0) return (noTableSum ??= householdFactorSum([], query.persons) ?? Number.NaN);
    if (sumKnown[table] === 0) {
      sums[table] = householdFactorSum(index.tables[table]!, query.persons) ?? Number.NaN;
      sumKnown[table] = 1;
    }
    return sums[table]!;
  };
  const care = query.care && query.care.scenarios.length > 0 ? query.care : null;
  // Without an insurance the copay is all the care adds: careCost's arithmetic over the class's numbers.
  const careLines = care && !care.insurance ? careLinesOf(care.scenarios) : null;
  const walk: Walk = { index, query, sumOf, care, careLines, top: new TopPlans(query.skip + query.take) };
  // A price group's prices rise with its base prices when its factor sum is not negative (or NaN: none) and
  // the UF not negative: then the walks below visit each group in price order and stop at the bound.
  let monotone = ufValue >= 0;
  const grouped = monotone ? groupedPlans(index, plans) : null;
  const orders = walkOrders(index);
  if (grouped)
    for (let g = 0; g < grouped.groups.length && monotone; g++)
      if (sumOf(orders.groupTable[grouped.groups[g]!]!) < 0) monotone = false;
  let total: number;
  if (!grouped || !monotone) total = walkAll(walk, plans.positions);
  else {
    const ranges = priceRanges(walk, grouped, orders);
    total = ranges.total;
    if (order === 'lowerPrice' || order === 'higherPrice') walkPriceGroups(walk, ranges, order === 'higherPrice');
    else if (order === 'coverage' || order === 'recommended') {
      if (order === 'coverage') plans.byCoverage ??= inOrder(index, plans.positions, orders.byCoverage);
      else plans.byScoreBound ??= inOrder(index, plans.positions, orders.byScoreBound);
      if (order === 'recommended' && query.budget.contribution !== null)
        walkRecommended(walk, plans.byScoreBound!, ranges, grouped);
      else walkByBound(walk, order === 'coverage' ? plans.byCoverage! : plans.byScoreBound!, ranges);
    } else if (order === 'yearlyCost' && careLines) walkYearlyCost(walk, ranges, careLines);
    else walkAll(walk, plans.positions);
  }
  const ordered = walk.top.sorted().slice(query.skip);
  return { total, rows: ordered.map((i) => index.plans[i]!) };
}

/** What the walks of one search share. */
interface Walk {
  index: PlanSearchIndex;
  query: PlanIndexQuery;
  /** The household's factor sum of a dense table number (-1: unknown table; NaN: no price). */
  sumOf: (table: number) => number;
  care: PlanIndexQuery['care'];
  careLines: CareLines | null;
  top: TopPlans;
}

/** The query's price bounds as one range (NaN prices fail it); null when there are none. */
function priceBounds(query: PlanIndexQuery): { lo: number; hi: number } | null {
  const { fromPrice, toPrice, onlyBudget, budget } = query;
  if (fromPrice === null && toPrice === null && !onlyBudget) return null;
  return {
    lo: Math.max(fromPrice ?? Number.NEGATIVE_INFINITY, onlyBudget ? budget.min : Number.NEGATIVE_INFINITY),
    hi: Math.min(toPrice ?? Number.POSITIVE_INFINITY, onlyBudget ? budget.max : Number.POSITIVE_INFINITY),
  };
}

/** Each group of the filter's plans with its household price parameters and its range within the bounds. */
interface PriceRanges {
  total: number;
  bounds: { lo: number; hi: number } | null;
  /** The filter's positions in price-group order. */
  positions: Int32Array;
  /** The groups the filter's plans are in (WalkOrders numbers). */
  present: Int32Array;
  /** By group (WalkOrders numbers): its factor sum, its household GES (UF), its plans within the bounds [from, to). */
  sum: Float64Array;
  ges: Float64Array;
  from: Int32Array;
  to: Int32Array;
}

/** The plan's monthly price in pesos for the household (NaN: 'Consultar'), as the walk of every plan prices it. */
function priceAt(walk: Walk, ranges: PriceRanges, group: number, i: number): number {
  return planTotalClp(walk.index.basePriceUf[i]!, ranges.sum[group]!, ranges.ges[group]!, walk.query.ufValue);
}

/**
 * Per group, the plans within the price bounds by two binary searches (a group's prices rise with its base
 * prices), and their count: the search's total without pricing every plan.
 */
function priceRanges(walk: Walk, grouped: NonNullable<MatchingPlans['byGroup']>, orders: WalkOrders): PriceRanges {
  const { positions, starts, groups } = grouped;
  const count = orders.groupTable.length;
  const beneficiaries = Math.max(1, walk.query.persons.length);
  const bounds = priceBounds(walk.query);
  const ranges: PriceRanges = {
    total: 0,
    bounds,
    positions,
    present: groups,
    sum: new Float64Array(count),
    ges: new Float64Array(count),
    from: new Int32Array(count),
    to: new Int32Array(count),
  };
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g]!;
    ranges.sum[group] = walk.sumOf(orders.groupTable[group]!);
    ranges.ges[group] = householdGesUf(orders.groupGesUf[group]!, beneficiaries);
    let from = starts[g]!;
    let to = starts[g + 1]!;
    if (bounds) {
      if (Number.isNaN(ranges.sum[group]!) || Number.isNaN(bounds.lo) || Number.isNaN(bounds.hi)) to = from;
      else {
        // The first plan priced at least lo, then the first priced above hi.
        let a = from;
        let b = to;
        while (a < b) {
          const m = (a + b) >> 1;
          if (priceAt(walk, ranges, group, positions[m]!) >= bounds.lo) b = m;
          else a = m + 1;
        }
        from = a;
        b = to;
        while (a < b) {
          const m = (a + b) >> 1;
          if (priceAt(walk, ranges, group, positions[m]!) > bounds.hi) b = m;
          else a = m + 1;
        }
        to = a;
      }
    }
    ranges.from[group] = from;
    ranges.to[group] = to;
    ranges.total += to - from;
  }
  return ranges;
}

/** The groups in the order their best plan comes (cheapest first, or dearest first): the bound tightens soon. */
function groupsByBest(walk: Walk, ranges: PriceRanges, dearest: boolean): number[] {
  const best: number[] = [];
  const list: number[] = [];
  for (const g of ranges.present) {
    if (ranges.from[g]! >= ranges.to[g]!) continue;
    const clp = priceAt(walk, ranges, g, ranges.positions[dearest ? ranges.to[g]! - 1 : ranges.from[g]!]!);
    best[g] = Number.isNaN(clp) ? Number.POSITIVE_INFINITY : dearest ? -clp : clp;
    list.push(g);
  }
  return list.sort((a, b) => best[a]! - best[b]! || a - b);
}

/**
 * 'lowerPrice' and 'higherPrice': each group from its cheapest (dearest) plan within the bounds, until its
 * next price cannot enter the page. Only the page's neighbourhood is priced.
 */
function walkPriceGroups(walk: Walk, ranges: PriceRanges, dearest: boolean): void {
  const { top, index } = walk;
  for (const g of groupsByBest(walk, ranges, dearest)) {
    const from = ranges.from[g]!;
    const to = ranges.to[g]!;
    for (let p = dearest ? to - 1 : from; dearest ? p >= from : p < to; p += dearest ? -1 : 1) {
      const i = ranges.positions[p]!;
      const clp = priceAt(walk, ranges, g, i);
      const key = Number.isNaN(clp) ? Number.POSITIVE_INFINITY : dearest ? -clp : clp;
      if (top.rejects(key)) break;
      top.push(key, 0, index.ids[i]!, i);
    }
  }
}

/** The grouped positions' meanFrom (the score's household-free bound from a position to its group's end). */
function meanFromOf(index: PlanSearchIndex, grouped: NonNullable<MatchingPlans['byGroup']>): Float64Array {
  if (grouped.meanFrom) return grouped.meanFrom;
  const { positions, starts } = grouped;
  const meanFrom = new Float64Array(positions.length);
  for (let g = 0; g + 1 < starts.length; g++) {
    let best = Number.NEGATIVE_INFINITY;
    for (let p = starts[g + 1]! - 1; p >= starts[g]!; p--) {
      const plan = index.plans[positions[p]!]!;
      best = Math.max(best, (plan.hospitalPct + plan.ambulatoryPct) / 2);
      meanFrom[p] = best;
    }
  }
  grouped.meanFrom = meanFrom;
  return meanFrom;
}

/**
 * 'recommended' for a household with an income: the score is the mean of percentages less the payment above
 * the 7%, which soon outweighs the mean, so the walk by the mean alone (walkByBound) goes deep. Two walks
 * share the page, one step each in turn, each plan pushed once: (a) by the mean, highest first, until the
 * mean cannot enter; (b) each price group from its cheapest plan, until the group's highest mean from there
 * less that plan's payment above the 7% (every later plan of the group pays at least as much) cannot enter.
 * Either stopping proves every plan it has not seen out of the page: (a) always, (b) once every group stopped
 * (none of them unpriced). It costs at most twice the better of the two walks.
 */
function walkRecommended(
  walk: Walk,
  byMean: Int32Array,
  ranges: PriceRanges,
  grouped: NonNullable<MatchingPlans['byGroup']>,
): void {
  const { top, index } = walk;
  const contribution = walk.query.budget.contribution!;
  const { groupOf } = walkOrders(index);
  const meanFrom = meanFromOf(index, grouped);
  const bounds = ranges.bounds;
  const seen = new Uint8Array(index.plans.length);
  const push = (i: number, clp: number) => {
    seen[i] = 1;
    if (bounds && !(clp >= bounds.lo && clp <= bounds.hi)) return;
    const plan = index.plans[i]!;
    const priced = !Number.isNaN(clp);
    // The published score (domain/plan-score.ts), highest first; contributionSplit's extra above the 7%.
    const excessClp = priced ? Math.max(0, clp - contribution) : null;
    top.push(
      -planScore({ hospitalPct: plan.hospitalPct, ambulatoryPct: plan.ambulatoryPct, excessClp }),
      priced ? clp : Number.POSITIVE_INFINITY,
      index.ids[i]!,
      i,
    );
  };
  const groups = groupsByBest(walk, ranges, false);
  let g = 0;
  let p = groups.length > 0 ? ranges.from[groups[0]!]! : 0;
  /** A group (b) cannot bound (unpriced: its plans' score is their mean): then only (a) may end the walk. */
  let unbounded = false;
  for (let a = 0; ;) {
    if (a < byMean.length) {
      const i = byMean[a++]!;
      const plan = index.plans[i]!;
      if (top.rejects(-((plan.hospitalPct + plan.ambulatoryPct) / 2))) return;
      if (seen[i] === 0) push(i, priceAt(walk, ranges, groupOf[i]!, i));
    } else return;
    while (g < groups.length) {
      const group = groups[g]!;
      if (p < ranges.to[group]!) {
        const i = ranges.positions[p]!;
        const clp = priceAt(walk, ranges, group, i);
        if (!Number.isNaN(clp) && !top.rejects(-(meanFrom[p]! - Math.max(0, clp - contribution) / 1000))) {
          if (seen[i] === 0) push(i, clp);
          p++;
          break;
        }
        if (Number.isNaN(clp)) unbounded = true;
      }
      // The group is done (or unpriced): the next one from its cheapest.
      g++;
      if (g < groups.length) p = ranges.from[groups[g]!]!;
    }
    if (g >= groups.length && !unbounded) return;
  }
}

/**
 * 'coverage' and 'recommended': the plans in the order of a household-free bound of the primary key (the
 * coverage itself; the score's mean of percentages), priced as they come, until the bound cannot enter the page.
 */
function walkByBound(walk: Walk, order: Int32Array, ranges: PriceRanges): void {
  const { top, index, query } = walk;
  const coverage = query.order === 'coverage';
  const contribution = query.budget.contribution;
  const { groupOf } = walkOrders(index);
  const bounds = ranges.bounds;
  for (let p = 0; p < order.length; p++) {
    const i = order[p]!;
    const plan = index.plans[i]!;
    const bound = coverage
      ? -(index.bestHospital[i]! + index.bestAmbulatory[i]!)
      : -((plan.hospitalPct + plan.ambulatoryPct) / 2);
    if (top.rejects(bound)) break;
    const clp = priceAt(walk, ranges, groupOf[i]!, i);
    if (bounds && !(clp >= bounds.lo && clp <= bounds.hi)) continue;
    const priced = !Number.isNaN(clp);
    const price = priced ? clp : Number.POSITIVE_INFINITY;
    if (coverage) top.push(bound, price, index.ids[i]!, i);
    else {
      // The published score (domain/plan-score.ts), highest first; contributionSplit's extra above the 7%.
      const excessClp = priced && contribution !== null ? Math.max(0, clp - contribution) : null;
      top.push(
        -planScore({ hospitalPct: plan.hospitalPct, ambulatoryPct: plan.ambulatoryPct, excessClp }),
        price,
        index.ids[i]!,
        i,
      );
    }
  }
}

/**
 * 'yearlyCost' without an insurance: every class's copay first (a few hundred sums of a few lines), then each
 * group from its cheapest plan, until twelve premiums plus the smallest copay cannot enter the page.
 */
function walkYearlyCost(walk: Walk, ranges: PriceRanges, careLines: CareLines): void {
  const { top, index, query } = walk;
  const network = walk.care!.network;
  const careClass = index.careClass[network];
  const { beyond, least } = classCopays(index, network, query.ufValue, careLines, walk.care!.key);
  for (const g of groupsByBest(walk, ranges, false)) {
    for (let p = ranges.from[g]!; p < ranges.to[g]!; p++) {
      const i = ranges.positions[p]!;
      const clp = priceAt(walk, ranges, g, i);
      const priced = !Number.isNaN(clp);
      // NaN copays (none here but for a NaN UF) would make the bound NaN: never rejects.
      if (top.rejects(priced ? clp * 12 + least : Number.POSITIVE_INFINITY)) break;
      const yearly = priced ? clp * 12 + beyond[careClass[i]!]! : Number.POSITIVE_INFINITY;
      top.push(yearly, priced ? clp : Number.POSITIVE_INFINITY, index.ids[i]!, i);
    }
  }
}

/** Every class's copay (household-free), kept per index under the care's key when there is one. */
function classCopays(
  index: PlanSearchIndex,
  network: CareNetwork,
  ufValue: number,
  careLines: CareLines,
  careKey: string | undefined,
): ClassCopays {
  const key = careKey === undefined ? undefined : `${network}|${ufValue}|${careKey}`;
  const kept = key === undefined ? undefined : index.copays?.get(key);
  if (kept) return kept;
  const terms = index.careTerms[network];
  const count = index.careClassCount[network];
  const beyond = new Float64Array(count);
  let least = Number.POSITIVE_INFINITY;
  for (let c = 0; c < count; c++) {
    beyond[c] = careCopayClp(careLines, terms.pct, terms.capUf, c * CARE_BENEFIT_COUNT, terms.topeanualUf[c]!, ufValue);
    if (beyond[c]! < least) least = beyond[c]!;
  }
  const copays = { beyond, least };
  if (key !== undefined) {
    index.copays ??= new Map();
    if (index.copays.size >= COPAYS_KEPT) index.copays.delete(index.copays.keys().next().value!);
    index.copays.set(key, copays);
  }
  return copays;
}

/**
 * Every plan the filter keeps, priced and pushed (the walk the bounds above shorten): for an order without a
 * bound (the yearly cost with an insurance) or a household whose prices do not rise with the base price.
 * Returns the total.
 */
function walkAll(walk: Walk, positions: Int32Array): number {
  const { index, query, care, careLines, top, sumOf } = walk;
  const beneficiaries = Math.max(1, query.persons.length);
  const { ufValue, fromPrice, toPrice, onlyBudget, order } = query;
  const beyondPremiums = care ? new Float64Array(index.careClassCount[care.network]).fill(Number.NaN) : null;
  const careClass = care ? index.careClass[care.network] : null;
  const careTerms = care ? index.careTerms[care.network] : null;
  const contribution = query.budget.contribution;
  const { min: budgetMin, max: budgetMax } = query.budget;
  let total = 0;
  for (let p = 0; p < positions.length; p++) {
    const i = positions[p]!;
    const sum = sumOf(index.tableOf[i]!);
    // NaN: no price ('Consultar'); it fails every price bound and goes last.
    const clp = planTotalClp(index.basePriceUf[i]!, sum, householdGesUf(index.gesUf[i]!, beneficiaries), ufValue);
    if (fromPrice !== null && !(clp >= fromPrice)) continue;
    if (toPrice !== null && !(clp <= toPrice)) continue;
    if (onlyBudget && !(clp >= budgetMin && clp <= budgetMax)) continue;
    total++;
    const priced = !Number.isNaN(clp);
    const price = priced ? clp : Number.POSITIVE_INFINITY;
    const id = index.ids[i]!;
    switch (order) {
      case 'higherPrice':
        top.push(priced ? -clp : Number.POSITIVE_INFINITY, 0, id, i);
        break;
      case 'recommended': {
        // The published score (domain/plan-score.ts), highest first; contributionSplit's extra above the 7%.
        const plan = index.plans[i]!;
        const excessClp = priced && contribution !== null ? Math.max(0, clp - contribution) : null;
        top.push(
          -planScore({ hospitalPct: plan.hospitalPct, ambulatoryPct: plan.ambulatoryPct, excessClp }),
          price,
          id,
          i,
        );
        break;
      }
      case 'coverage':
        top.push(-(index.bestHospital[i]! + index.bestAmbulatory[i]!), price, id, i);
        break;
      case 'yearlyCost': {
        let yearly = Number.POSITIVE_INFINITY;
        if (care && beyondPremiums && careClass && priced) {
          const c = careClass[i]!;
          if (Number.isNaN(beyondPremiums[c]!)) {
            // With no plan premium, the yearly total is what the care costs beyond them (copays, insurance).
            beyondPremiums[c] =
              careLines && careTerms
                ? careCopayClp(
                    careLines,
                    careTerms.pct,
                    careTerms.capUf,
                    c * CARE_BENEFIT_COUNT,
                    careTerms.topeanualUf[c]!,
                    ufValue,
                  )
                : careCost({
                    scenarios: care.scenarios,
                    terms: planCoverageTerms(index.plans[i]!),
                    network: care.network,
                    ufValue,
                    monthlyPlanClp: 0,
                    contributionClp: null,
                    insurance: care.insurance,
                    explain: false,
                  }).yearlyTotalClp;
          }
          yearly = clp * 12 + beyondPremiums[c]!;
        }
        top.push(yearly, price, id, i);
        break;
      }
      default:
        top.push(price, 0, id, i);
    }
  }
  return total;
}
