import type { ContainerModuleLoadOptions } from 'inversify';
import type { IsaprePlanUseCases } from './adapters/http/plans-router.js';
import { CompareIsaprePlans } from './application/compare-isapre-plans.js';
import { GetIsapre } from './application/get-isapre.js';
import { GetPlanAranceles } from './application/get-plan-aranceles.js';
import { GetPlanCareCost } from './application/get-plan-care-cost.js';
import { GetPlanFactors } from './application/get-plan-factors.js';
import { GetPlanInfo } from './application/get-plan-info.js';
import { IsaprePlanCatalogue } from './application/isapre-plan-catalogue.js';
import { ListCareScenarios } from './application/list-care-scenarios.js';
import { ListClinicsNear } from './application/list-clinics-near.js';
import { ListIsapreBenefits } from './application/list-isapre-benefits.js';
import { ListPlanBenefits } from './application/list-plan-benefits.js';
import { ListPlanPrestaciones } from './application/list-plan-prestaciones.js';
import { ListPlanPrestadores } from './application/list-plan-prestadores.js';
import { CATALOGUE } from './tokens.js';

/**
 * The isapre plans' read side (issue 15), bound by catalogueModule: the plan cache every use case shares
 * (one per process: the container's default scope is singleton) and one use case per token.
 */
export function bindIsaprePlanUseCases(bind: ContainerModuleLoadOptions['bind']): void {
  bind(CATALOGUE.IsaprePlanCatalogue).to(IsaprePlanCatalogue).inSingletonScope();
  bind(CATALOGUE.CompareIsaprePlans).to(CompareIsaprePlans);
  bind(CATALOGUE.GetPlanCareCost).to(GetPlanCareCost);
  bind(CATALOGUE.ListClinicsNear).to(ListClinicsNear);
  bind(CATALOGUE.GetPlanInfo).to(GetPlanInfo);
  bind(CATALOGUE.GetPlanFactors).to(GetPlanFactors);
  bind(CATALOGUE.ListPlanPrestadores).to(ListPlanPrestadores);
  bind(CATALOGUE.ListPlanPrestaciones).to(ListPlanPrestaciones);
  bind(CATALOGUE.GetPlanAranceles).to(GetPlanAranceles);
  bind(CATALOGUE.GetIsapre).to(GetIsapre);
  bind(CATALOGUE.ListIsapreBenefits).to(ListIsapreBenefits);
  bind(CATALOGUE.ListPlanBenefits).to(ListPlanBenefits);
  bind(CATALOGUE.ListCareScenarios).to(ListCareScenarios);
}

/** The use cases the plan routers call, looked up in the container. */
export function isaprePlanUseCases(c: { get<T>(id: symbol): T }): IsaprePlanUseCases {
  return {
    compare: c.get(CATALOGUE.CompareIsaprePlans),
    careCost: c.get(CATALOGUE.GetPlanCareCost),
    clinicsNear: c.get(CATALOGUE.ListClinicsNear),
    info: c.get(CATALOGUE.GetPlanInfo),
    factors: c.get(CATALOGUE.GetPlanFactors),
    prestadores: c.get(CATALOGUE.ListPlanPrestadores),
    prestaciones: c.get(CATALOGUE.ListPlanPrestaciones),
    aranceles: c.get(CATALOGUE.GetPlanAranceles),
    isapre: c.get(CATALOGUE.GetIsapre),
    isapreBenefits: c.get(CATALOGUE.ListIsapreBenefits),
    planBenefits: c.get(CATALOGUE.ListPlanBenefits),
    scenarios: c.get(CATALOGUE.ListCareScenarios),
  };
}
