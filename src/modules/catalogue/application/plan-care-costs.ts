import { careCoverage, type CareCoverage, type CareCoverageInput } from '../../pricing/index.js';
import { planCoverageTerms } from '../domain/plan-views.js';

type PlanTermsFacts = Parameters<typeof planCoverageTerms>[0];

/**
 * How many coverages are kept (a few KB each, their JSON included): the bench's 600 care searches of 5,000
 * plans show ~3,300 on their pages. Beyond it the oldest care's are dropped.
 */
const KEPT = 8_000;

/** Each plan row's terms as a key (rows are never changed: a new catalogue snapshot brings new rows). */
const termsKeys = new WeakMap<PlanTermsFacts, string>();

function termsKeyOf(plan: PlanTermsFacts): string {
  let key = termsKeys.get(plan);
  if (key === undefined) {
    // Every field careCoverage reads of the terms (planCoverageTerms), so equal keys explain alike.
    const t = planCoverageTerms(plan);
    key = `${t.planTypeId}|${t.hospitalPct}|${t.ambulatoryPct}|${t.preferredHospitalPct}|${t.preferredAmbulatoryPct}|${t.topeanualUf}|${t.restrictions.join(',')}`;
    termsKeys.set(plan, key);
  }
  return key;
}

/**
 * The cost-of-care breakdowns of a search's page, kept by what they are computed from (issue 31, every search
 * new): a plan's coverage of the scenarios (lines, copays, insurance, steps) reads its terms, the scenarios,
 * the network, the UF and the insurance, never the household, so the pages of every household asking the
 * same care share them; only the premiums (carePremiums) are the household's. The key is the content itself
 * (the terms' fields and the search's `care` key), so an edited plan, scenario, UF or insurance is a new key.
 * The kept objects are shared: never changed after they are made (the presenter keeps their JSON by object).
 */
export class PlanCareCoverages {
  /** By the search's care key, then by the plan's terms. */
  private readonly kept = new Map<string, Map<string, CareCoverage>>();
  private count = 0;

  constructor(private readonly max = KEPT) {}

  get size(): number {
    return this.count;
  }

  /**
   * The plan's coverage of the search's care; `care` is its key, the same for the same scenarios (with
   * the visitor's quantities), network, UF value and insurance.
   */
  coverage(plan: PlanTermsFacts, care: string, input: Omit<CareCoverageInput, 'terms' | 'explain'>): CareCoverage {
    let byTerms = this.kept.get(care);
    const terms = termsKeyOf(plan);
    let found = byTerms?.get(terms);
    if (found === undefined) {
      found = careCoverage({ ...input, terms: planCoverageTerms(plan) });
      if (!byTerms) this.kept.set(care, (byTerms = new Map()));
      // The oldest cares' coverages go first (the Map's order).
      for (const [oldest, coverages] of this.kept) {
        if (this.count < this.max) break;
        this.count -= coverages.size;
        this.kept.delete(oldest);
        if (oldest === care) this.kept.set(care, (byTerms = new Map()));
      }
      byTerms.set(terms, found);
      this.count += 1;
    }
    return found;
  }
}
