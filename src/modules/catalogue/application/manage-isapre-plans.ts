import { inject, injectable } from 'inversify';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';

export const PLAN_STATES = ['Comercializable', 'No Comercializable'] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/** A plan as the back-office lists it (spec 03 §3 "Plan (Chile)" fields plus the isapre's name). */
export interface AdminIsaprePlan {
  id: number;
  codigoplan: string;
  nombreplan: string;
  organizationId: number;
  isapreName: string;
  lineaplan: string;
  modalidadplan: string;
  amplitudcobertura: string;
  estadoplan: PlanState;
  topeanual: number;
  fechainicio: string;
  prestacionesrest: number[];
  basePriceUf: number;
  sample: boolean;
}

export const ADMIN_PLAN_SORT_FIELDS = ['id', 'codigoplan', 'nombreplan', 'basePriceUf', 'fechainicio'] as const;

export interface AdminPlanQuery {
  q?: string;
  organizationId?: number;
  estadoplan?: PlanState;
  ids?: number[];
  sort: { field: (typeof ADMIN_PLAN_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** What the back-office may change on a plan: its name, whether it is sold, its annual cap (UF, 0: none). */
export interface PlanChanges {
  nombreplan?: string;
  estadoplan?: PlanState;
  topeanual?: number;
}

export interface IsaprePlanAdminRepository {
  list(query: AdminPlanQuery): Promise<{ rows: AdminIsaprePlan[]; total: number }>;
  get(id: number): Promise<AdminIsaprePlan | null>;
  /** Applies the changes and bumps the catalogue version in one transaction; null for an unknown id. */
  update(id: number, changes: PlanChanges): Promise<AdminIsaprePlan | null>;
}

/**
 * The back-office's isapre plans: list, read, edit name, state and cap. Prices, risk tables and networks come
 * from the plan loads (isapre-plans data), not from hand edits. An edit forgets this process's snapshot; other
 * processes see the bumped version.
 */
@injectable()
export class ManageIsaprePlans {
  constructor(
    @inject(CATALOGUE.IsaprePlanAdmin) private readonly repository: IsaprePlanAdminRepository,
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
  ) {}

  list(query: AdminPlanQuery) {
    return this.repository.list(query);
  }

  async get(id: number): Promise<AdminIsaprePlan> {
    const plan = await this.repository.get(id);
    if (!plan) throw new CatalogueNotFoundError('El plan no existe.');
    return plan;
  }

  async update(id: number, changes: PlanChanges): Promise<AdminIsaprePlan> {
    const plan = await this.repository.update(id, changes);
    if (!plan) throw new CatalogueNotFoundError('El plan no existe.');
    this.snapshots.invalidate();
    return plan;
  }
}
