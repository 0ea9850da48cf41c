import { createHash, randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import {
  PRICING,
  carePremiums,
  contributorIncome,
  incomeIsTaxable,
  insuredPersons,
  isapreBudget,
  joinCareCost,
  withQuantities,
  type CareBenefit,
  type CareCoverage,
  type CareInsurance,
  type CareNetwork,
  type CarePremiums,
  type CareScenario,
  type PricingRates,
  type PricingService,
  type Profile,
} from '../../pricing/index.js';
import { findOrganization } from '../domain/catalogue-keys.js';
import { canonicalJson, ratesVersion } from '../domain/compare-answer-key.js';
import { planScenariosVersion, planSearchKey } from '../domain/plan-search-key.js';
import { isOrganizationVisible, type CompareRestriction } from '../domain/compare.js';
import { CatalogueBadRequestError } from '../domain/errors.js';
import { appliedPlanOrder, type PlanFilter, type PlanOrder, type PlanSearchResponse } from '../domain/plan-search.js';
import { composePlanCard, planPriceView, type PlanCardStatic } from '../domain/plan-views.js';
import { isNewProduct } from '../domain/novelty.js';
import type { PlanDto } from '../domain/plan-card.js';
import { CATALOGUE } from '../tokens.js';
import type { CareScenarios } from './care-scenarios.js';
import type { CompareProducts } from './compare-products.js';
import type { CatalogueSnapshot } from './catalogue-snapshot.js';
import { priceOfPlan, staticCardOf, type IsaprePlanCatalogue, type PlanSnapshot } from './isapre-plan-catalogue.js';
import { PlanCareCoverages } from './plan-care-costs.js';
import { planSearchIndexOf, searchPlanIndex } from './plan-search-index.js';
import type { OrganizationRow } from '../domain/organization.js';
import type { SimulatorInsurances } from './simulator-insurances.js';

export interface PlanQuery {
  profile: Profile | null;
  page: number;
  take: number;
  organizations: (string | number)[];
  planTypes: number[];
  region: string | null;
  prestador: string | number | null;
  /** Clinics the plan's network must include (all of them). */
  clinics: (string | number)[];
  minHospitalPct: number | null;
  minAmbulatoryPct: number | null;
  minTopeUf: number | null;
  maternity: string | null;
  excludedRestrictions: number[];
  states: string[];
  fromPrice: number | null;
  toPrice: number | null;
  onlyBudget: boolean;
  restrictions: 'any' | 'none';
  order: PlanOrder;
  /** Cost-of-care scenarios to estimate (codes), where the care happens, and the visitor's quantities. */
  scenarios: string[];
  network: CareNetwork;
  quantities: Partial<Record<CareBenefit, number>>;
  /** A catalogue product (code) the simulator adds to every plan, or null. */
  insurance: string | null;
  uuid: string | null;
  /** Set by the server, never by the caller: the isapres the request's site may show (a partner's). */
  restriction?: CompareRestriction | null;
}

/** A search with everything its answer is computed from (CompareIsaprePlans.prepare). */
export interface PreparedPlanSearch {
  query: PlanQuery;
  filter: PlanFilter;
  snapshot: PlanSnapshot;
  catalogue: CatalogueSnapshot;
  rates: PricingRates;
  scenarios: CareScenario[];
  insurance: CareInsurance | null;
  now: Date;
}

/**
 * A card's cost of care in its two parts (joinCareCost): the coverage, shared by every household asking the
 * same care of a plan with the same terms (PlanCareCoverages), and the household's premiums.
 */
export interface PlanCareCostParts {
  coverage: CareCoverage;
  premiums: CarePremiums;
}

/** A plan search's page as computed: PlanSearchResponse with each card in its parts (composePlanCard). */
export interface PlanSearchPage extends Omit<PlanSearchResponse, 'data'> {
  cards: { parts: PlanCardStatic; isNew: boolean; price: PlanDto['price']; careCost: PlanCareCostParts | null }[];
}

const fingerprints = new WeakMap<CareScenario, string>();

/**
 * A short digest of a scenario's content (kept per scenario object: the list is reloaded at most every
 * minute, or at once after a back-office edit, and then brings new objects).
 */
function scenarioFingerprint(scenario: CareScenario): string {
  let found = fingerprints.get(scenario);
  if (found === undefined) {
    found = createHash('sha1')
      .update(planScenariosVersion([scenario]))
      .digest('base64url');
    fingerprints.set(scenario, found);
  }
  return found;
}

/** No organization has id 0: an isapre filter of only this matches no plan. */
const NO_ISAPRE = 0;

/** How many keys a list's lookups keep (the clinics and isapres searches name are few; bounded all the same). */
const LOOKUPS_KEPT = 2_000;
const lookups = new WeakMap<readonly OrganizationRow[], Map<string, number | null>>();

/**
 * An organization's id by a loose key (id, code, URL segment, name); a 400 in Spanish when unknown. Kept per
 * organization list (a catalogue snapshot's, never changed: a new snapshot brings a new list): findOrganization
 * normalises every organization's names to compare them, ~1,500 of them, for every clinic a search names.
 */
function organizationId(
  list: readonly OrganizationRow[],
  value: string | number,
  type: string | null,
  message: string,
): number {
  let kept = lookups.get(list);
  if (!kept) lookups.set(list, (kept = new Map()));
  const key = `${type ?? ''}|${typeof value}|${value}`;
  let id = kept.get(key);
  if (id === undefined) {
    id = findOrganization(list, value, type)?.id ?? null;
    if (kept.size >= LOOKUPS_KEPT) kept.clear();
    kept.set(key, id);
  }
  if (id === null) throw new CatalogueBadRequestError(`${message}: ${value}.`);
  return id;
}

/** The isapres asked for, kept to those the site may show (none asked: all the site may show). */
function siteIsapres(
  list: readonly OrganizationRow[],
  asked: number[],
  restriction: CompareRestriction | null,
): number[] {
  if (!restriction) return asked;
  const allowed = list
    .filter((o) => o.organizationType === 'ISAPRE' && isOrganizationVisible(restriction, o))
    .map((o) => o.id);
  const kept = asked.length > 0 ? asked.filter((id) => allowed.includes(id)) : allowed;
  return kept.length > 0 ? kept : [NO_ISAPRE];
}

/**
 * GET/POST …/compare/metadataPlanesPersonas (spec 03 §3 §9): the isapre plans that pass the visitor's
 * filters, priced for the household with the 7% model, in the asked order, one page with their cost of care.
 */
@injectable()
export class CompareIsaprePlans {
  private readonly coverages = new PlanCareCoverages();

  constructor(
    @inject(CATALOGUE.IsaprePlanCatalogue) private readonly plans: IsaprePlanCatalogue,
    @inject(CATALOGUE.CompareProducts) private readonly catalogue: CompareProducts,
    @inject(PRICING.Pricing) private readonly pricing: PricingService,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(CATALOGUE.CareScenarioList) private readonly scenarios: CareScenarios,
    @inject(CATALOGUE.SimulatorInsurances) private readonly insurances: SimulatorInsurances,
  ) {}

  async execute(query: PlanQuery): Promise<PlanSearchResponse> {
    const { cards, ...page } = this.answer(await this.prepare(query));
    return {
      data: cards.map((card) =>
        composePlanCard(
          card.parts,
          card.isNew,
          card.price,
          card.careCost && joinCareCost(card.careCost.coverage, card.careCost.premiums),
        ),
      ),
      ...page,
    };
  }

  /**
   * Everything the search's answer is computed from, read now (the snapshots, the rates, the scenarios, the
   * insurance, the clock), with the filter resolved: a 400 in Spanish for an unknown isapre, clinic, scenario
   * or insurance. The answer cache keys on it (key), and answer() computes from the very same state.
   */
  async prepare(query: PlanQuery): Promise<PreparedPlanSearch> {
    const [snapshot, catalogue, rates, scenarios, insurance] = await Promise.all([
      this.plans.plans(),
      this.catalogue.current(),
      this.pricing.currentRates(),
      this.scenarios.byCodes(query.scenarios),
      query.insurance ? this.insurances.resolve(query.insurance, query.profile) : null,
    ]);
    const list = catalogue.organizationList;
    const clinics = [...query.clinics, ...(query.prestador !== null ? [query.prestador] : [])].map((value) =>
      organizationId(list, value, null, 'Prestador desconocido'),
    );
    const filter: PlanFilter = {
      isapres: siteIsapres(
        list,
        query.organizations.map((value) => organizationId(list, value, 'ISAPRE', 'Isapre desconocida')),
        query.restriction ?? null,
      ),
      modalities: query.planTypes,
      clinics,
      minHospitalPct: query.minHospitalPct,
      minAmbulatoryPct: query.minAmbulatoryPct,
      minTopeUf: query.minTopeUf,
      region: query.region,
      maternity: query.maternity,
      excludedRestrictions: [...query.excludedRestrictions, ...(query.restrictions === 'none' ? [6] : [])],
      states: query.states.length > 0 ? query.states : ['Comercializable'],
    };
    const now = this.clock.now();
    return { query, filter, snapshot, catalogue, rates, scenarios, insurance, now };
  }

  /** The answer cache's key of a prepared search (domain/plan-search-key.ts), and its epoch (the versions). */
  key(prepared: PreparedPlanSearch): { epoch: string; key: string } {
    const { query, snapshot, catalogue, rates, scenarios, insurance, now } = prepared;
    const versions = {
      catalogue: `${catalogue.version}.${catalogue.generation}.${snapshot.version}`,
      rates: ratesVersion(rates),
      scenarios: scenarios.map(scenarioFingerprint).join(','),
      insurance: canonicalJson(insurance),
      day: now.toISOString().slice(0, 10),
    };
    const key = planSearchKey(
      {
        filter: prepared.filter,
        profile: query.profile,
        page: query.page,
        take: query.take,
        fromPrice: query.fromPrice,
        toPrice: query.toPrice,
        onlyBudget: query.onlyBudget,
        order: appliedPlanOrder(query.order, scenarios.length),
        scenarios: query.scenarios,
        network: query.network,
        quantities: query.quantities,
      },
      versions,
    );
    return { epoch: `${versions.catalogue}|${versions.rates}|${versions.day}`, key };
  }

  /**
   * The search's answer, computed from a prepared state, each card as its static parts (kept per plan: the
   * presenter keeps their JSON) and what this household and day add.
   */
  answer(prepared: PreparedPlanSearch): PlanSearchPage {
    const { query, filter, snapshot, catalogue, rates, scenarios, insurance, now } = prepared;
    const organizations = catalogue.organizations;
    const chosen = scenarios.map((scenario) => withQuantities(scenario, query.quantities));
    const budget = isapreBudget(contributorIncome(query.profile), rates.uf.value, incomeIsTaxable(query.profile));
    const persons = insuredPersons(query.profile).filter((p) => p.role !== 'mascota');
    const order = appliedPlanOrder(query.order, chosen.length);
    // What the cost of care reads besides the plan's terms and the UF (chosen: the scenarios with the quantities).
    const careKey =
      chosen.length > 0
        ? `${query.network}|${scenarios.map(scenarioFingerprint).join(',')}|${canonicalJson(query.quantities)}|${canonicalJson(insurance)}`
        : '';
    // The index (plan-search-index.ts) filters, prices, costs and keeps the page without sorting every plan.
    const index = planSearchIndexOf(snapshot.plans, snapshot.networks, snapshot.tables, organizations);
    const found = searchPlanIndex(index, {
      filter,
      persons,
      ufValue: rates.uf.value,
      fromPrice: query.fromPrice,
      toPrice: query.toPrice,
      onlyBudget: query.onlyBudget,
      budget,
      order,
      care: chosen.length > 0 ? { scenarios: chosen, network: query.network, insurance, key: careKey } : null,
      skip: (query.page - 1) * query.take,
      take: query.take,
    });
    const care = { scenarios: chosen, network: query.network, ufValue: rates.uf.value, insurance };
    const coverageKey = `${rates.uf.value}|${careKey}`;
    return {
      // Only the page's plans get the full price lines and the cost-of-care breakdown (planCareCost's).
      cards: found.rows.map((plan) => {
        const gesUf = organizations.get(plan.organizationId)?.gesUf ?? 0;
        const price = priceOfPlan(snapshot, plan, query.profile, rates.uf, gesUf);
        let careCost: PlanCareCostParts | null = null;
        if (chosen.length > 0 && price.totalClp !== null) {
          const coverage = this.coverages.coverage(plan, coverageKey, care);
          careCost = { coverage, premiums: carePremiums(coverage, price.totalClp, price.budget.contribution) };
        }
        return {
          parts: staticCardOf(snapshot, organizations, plan),
          isNew: isNewProduct(plan.fechainicio, now),
          price: planPriceView(price),
          careCost,
        };
      }),
      total: found.total,
      page: query.page,
      take: query.take,
      metaData: {
        uuid: query.uuid ?? randomUUID(),
        budget,
        uf: rates.uf,
        sample: catalogue.sample,
        beneficiaries: persons.length,
        appliedOrder: order,
        scenarios: chosen.map(({ code, name, source, asOf, sample }) => ({ code, name, source, asOf, sample })),
        insurance,
      },
    };
  }
}
