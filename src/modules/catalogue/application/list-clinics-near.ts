import { inject, injectable } from 'inversify';
import { clinicsNear, type ClinicsNear } from '../domain/plan-views.js';
import { CATALOGUE } from '../tokens.js';
import type { CompareProducts } from './compare-products.js';
import type { IsaprePlanCatalogue } from './isapre-plan-catalogue.js';
import { planSearchIndexOf, plansForSaleByClinic } from './plan-search-index.js';

/** GET /api/buscarplanes/prestadores: clinics with coordinates, nearest first from a point, with their plans. */
@injectable()
export class ListClinicsNear {
  constructor(
    @inject(CATALOGUE.IsaprePlanCatalogue) private readonly plans: IsaprePlanCatalogue,
    @inject(CATALOGUE.CompareProducts) private readonly catalogue: CompareProducts,
  ) {}

  async execute(location: { lat: number; lng: number } | null): Promise<ClinicsNear> {
    const [snapshot, catalogue] = await Promise.all([this.plans.plans(), this.catalogue.current()]);
    const counts = plansForSaleByClinic(
      planSearchIndexOf(snapshot.plans, snapshot.networks, snapshot.tables, catalogue.organizations),
    );
    return clinicsNear(catalogue.organizationList, counts, location);
  }
}
