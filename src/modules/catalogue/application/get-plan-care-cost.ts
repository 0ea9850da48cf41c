import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import {
  PRICING,
  withQuantities,
  type CareBenefit,
  type CareInsurance,
  type CareNetwork,
  type CareScenario,
  type PricingService,
  type Profile,
} from '../../pricing/index.js';
import type { PlanDto } from '../domain/plan-card.js';
import { planCareCost } from '../domain/plan-views.js';
import { CATALOGUE } from '../tokens.js';
import type { CareScenarios } from './care-scenarios.js';
import type { CompareProducts } from './compare-products.js';
import { cardOfPlan, priceOfPlan, type IsaprePlanCatalogue } from './isapre-plan-catalogue.js';
import type { SimulatorInsurances } from './simulator-insurances.js';

export interface PlanCareCostOptions {
  scenarios: string[];
  network: CareNetwork;
  quantities: Partial<Record<CareBenefit, number>>;
  insurance?: string | null;
}

export interface PlanCareCostAnswer {
  plan: PlanDto;
  scenarios: CareScenario[];
  insurance: CareInsurance | null;
}

/** GET /api/infoplanes/costo: one plan's card with the cost of care of the chosen scenarios (plan page). */
@injectable()
export class GetPlanCareCost {
  constructor(
    @inject(CATALOGUE.IsaprePlanCatalogue) private readonly plans: IsaprePlanCatalogue,
    @inject(CATALOGUE.CompareProducts) private readonly catalogue: CompareProducts,
    @inject(PRICING.Pricing) private readonly pricing: PricingService,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(CATALOGUE.CareScenarioList) private readonly scenarios: CareScenarios,
    @inject(CATALOGUE.SimulatorInsurances) private readonly insurances: SimulatorInsurances,
  ) {}

  async execute(code: string, profile: Profile | null, options: PlanCareCostOptions): Promise<PlanCareCostAnswer> {
    const { snapshot, plan } = await this.plans.plan(code);
    const [catalogue, rates, scenarios, insurance] = await Promise.all([
      this.catalogue.current(),
      this.pricing.currentRates(),
      this.scenarios.byCodes(options.scenarios),
      options.insurance ? this.insurances.resolve(options.insurance, profile) : null,
    ]);
    const gesUf = catalogue.organizations.get(plan.organizationId)?.gesUf ?? 0;
    const price = priceOfPlan(snapshot, plan, profile, rates.uf, gesUf);
    const chosen = scenarios.map((scenario) => withQuantities(scenario, options.quantities));
    const cost = planCareCost(plan, price, {
      scenarios: chosen,
      network: options.network,
      ufValue: rates.uf.value,
      insurance,
    });
    return {
      plan: cardOfPlan(snapshot, catalogue.organizations, plan, price, cost, this.clock.now()),
      scenarios: chosen,
      insurance,
    };
  }
}
