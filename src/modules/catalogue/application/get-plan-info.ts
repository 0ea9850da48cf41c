import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { PRICING, type PricingService, type Profile } from '../../pricing/index.js';
import type { PlanDto } from '../domain/plan-card.js';
import { CATALOGUE } from '../tokens.js';
import type { CompareProducts } from './compare-products.js';
import { cardOfPlan, priceOfPlan, type IsaprePlanCatalogue } from './isapre-plan-catalogue.js';

/** GET /api/infoplanes/infoplan, /api/buscadorplanes/infoplan: one plan's card, priced for the household. */
@injectable()
export class GetPlanInfo {
  constructor(
    @inject(CATALOGUE.IsaprePlanCatalogue) private readonly plans: IsaprePlanCatalogue,
    @inject(CATALOGUE.CompareProducts) private readonly catalogue: CompareProducts,
    @inject(PRICING.Pricing) private readonly pricing: PricingService,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(code: string, profile: Profile | null = null): Promise<PlanDto> {
    const { snapshot, plan } = await this.plans.plan(code);
    const [catalogue, rates] = await Promise.all([this.catalogue.current(), this.pricing.currentRates()]);
    const gesUf = catalogue.organizations.get(plan.organizationId)?.gesUf ?? 0;
    const price = priceOfPlan(snapshot, plan, profile, rates.uf, gesUf);
    return cardOfPlan(snapshot, catalogue.organizations, plan, price, null, this.clock.now());
  }
}
