import { inject, injectable } from 'inversify';
import { isaprePlanPrice, type IsaprePlanPrice, type Profile } from '../../pricing/index.js';
import { CatalogueNotFoundError } from '../domain/errors.js';
import type { PlanDto } from '../domain/plan-card.js';
import type { PlanFacts } from '../domain/plan-search.js';
import { planCard, planCardStatic, type PlanCardStatic } from '../domain/plan-views.js';
import { CATALOGUE } from '../tokens.js';
import type { CompareProducts } from './compare-products.js';
import type { IsaprePlanReader } from './ports.js';
import type { PlanIndexRow, RiskFactorTableRow } from '../domain/isapre-plan-rows.js';
import type { OrganizationRow } from '../domain/organization.js';

/** Every isapre plan with what the plan use cases read of it, loaded once per catalogue version. */
export interface PlanSnapshot {
  version: number;
  plans: PlanIndexRow[];
  byCode: Map<string, PlanIndexRow>;
  /** Clinics of each plan's network (plan_prestadores plus its preferred provider). */
  networks: Map<number, number[]>;
  /** What the search rules read of each plan, built once per catalogue version. */
  facts: Map<number, PlanFacts>;
  tables: Map<number, RiskFactorTableRow>;
  planTypes: Map<number, { id: number; code: string; displayName: string }>;
  restrictions: Map<number, string>;
}

/**
 * The isapre plans' cache (spec 03 §3 §9), shared by the plan use cases (a singleton): the plans, networks,
 * risk tables, plan types and restriction codes, reloaded when the catalogue's version changes.
 */
@injectable()
export class IsaprePlanCatalogue {
  private snapshot: PlanSnapshot | null = null;
  private loading: Promise<PlanSnapshot> | null = null;

  constructor(
    @inject(CATALOGUE.PlanReader) private readonly reader: IsaprePlanReader,
    @inject(CATALOGUE.CompareProducts) private readonly catalogue: CompareProducts,
  ) {}

  /** The plans of the current catalogue version. */
  async plans(): Promise<PlanSnapshot> {
    const catalogue = await this.catalogue.current();
    if (this.snapshot && this.snapshot.version === catalogue.version) return this.snapshot;
    if (this.loading) return this.loading;
    this.loading = (async () => {
      const [plans, tables, planTypes, restrictions, networkRows] = await Promise.all([
        this.reader.plans(),
        this.reader.riskTables(),
        this.reader.planTypes(),
        this.reader.restrictionCodes(),
        this.reader.networks(),
      ]);
      const networks = new Map<number, number[]>();
      for (const plan of plans) networks.set(plan.id, plan.codigoprestador ? [plan.codigoprestador] : []);
      for (const row of networkRows) {
        const list = networks.get(row.planId);
        if (list && !list.includes(row.organizationId)) list.push(row.organizationId);
      }
      return {
        version: catalogue.version,
        plans,
        byCode: new Map(plans.map((p) => [p.codigoplan.toLowerCase(), p])),
        networks,
        facts: new Map(plans.map((p) => [p.id, { ...p, network: networks.get(p.id) ?? [] }])),
        tables: new Map(tables.map((t) => [t.id, t])),
        planTypes: new Map(planTypes.map((t) => [t.id, t])),
        restrictions: new Map(restrictions.map((r) => [r.code, r.description])),
      };
    })().finally(() => {
      this.loading = null;
    });
    this.snapshot = await this.loading;
    return this.snapshot;
  }

  /** One plan by its code (any case) or its id; a 404 in Spanish when there is none. */
  async plan(code: string): Promise<{ snapshot: PlanSnapshot; plan: PlanIndexRow }> {
    const snapshot = await this.plans();
    const plan = snapshot.byCode.get(code.trim().toLowerCase()) ?? snapshot.plans.find((p) => String(p.id) === code);
    if (!plan) throw new CatalogueNotFoundError(`No existe el plan ${code}.`);
    return { snapshot, plan };
  }
}

/** The plan's monthly price for the household with its risk table and the isapre's GES premium. */
export function priceOfPlan(
  snapshot: PlanSnapshot,
  plan: PlanIndexRow,
  profile: Profile | null,
  uf: { value: number; date: string },
  gesUf: number,
): IsaprePlanPrice {
  const table = snapshot.tables.get(plan.riskTableId);
  return isaprePlanPrice({ basePriceUf: plan.basePriceUf, gesUf, factors: table?.factors ?? [] }, profile, uf);
}

/** The plan's card (domain/plan-views.ts) with the snapshot's plan types, networks and restriction texts. */
export function cardOfPlan(
  snapshot: PlanSnapshot,
  organizations: ReadonlyMap<number, OrganizationRow>,
  plan: PlanIndexRow,
  price: IsaprePlanPrice,
  cost: PlanDto['careCost'],
  now: Date,
): PlanDto {
  return planCard(plan, price, cost, {
    organizations,
    planType: snapshot.planTypes.get(plan.planTypeId),
    network: snapshot.networks.get(plan.id) ?? [],
    restrictions: snapshot.restrictions,
    now,
  });
}

const staticCards = new WeakMap<
  PlanIndexRow,
  { organizations: ReadonlyMap<number, OrganizationRow>; parts: PlanCardStatic }
>();

/**
 * What the plan's card shows whatever the household and day (domain/plan-views.ts planCardStatic), kept per
 * plan row: a new plan snapshot brings new rows, a new catalogue snapshot new organizations (then rebuilt).
 */
export function staticCardOf(
  snapshot: PlanSnapshot,
  organizations: ReadonlyMap<number, OrganizationRow>,
  plan: PlanIndexRow,
): PlanCardStatic {
  const kept = staticCards.get(plan);
  if (kept && kept.organizations === organizations) return kept.parts;
  const parts = planCardStatic(plan, {
    organizations,
    planType: snapshot.planTypes.get(plan.planTypeId),
    network: snapshot.networks.get(plan.id) ?? [],
    restrictions: snapshot.restrictions,
  });
  staticCards.set(plan, { organizations, parts });
  return parts;
}
