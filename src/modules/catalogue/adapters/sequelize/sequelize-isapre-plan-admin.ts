import { inject, injectable } from 'inversify';
import type { Sequelize } from 'sequelize';
import { select } from '../../../../platform/db-select.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import type {
  AdminIsaprePlan,
  AdminPlanQuery,
  IsaprePlanAdminRepository,
  PlanChanges,
} from '../../application/manage-isapre-plans.js';

// modalidadplan is the plan type's name (Libre elección, Preferente, Cerrado).
const PLAN_SELECT = `SELECT p.id, p.codigoplan, p.nombreplan, p.organization_id AS "organizationId",
    o.display_name AS "isapreName", p.lineaplan, t.display_name AS modalidadplan, p.amplitudcobertura, p.estadoplan,
    p.topeanual::float8 AS topeanual, to_char(p.fechainicio, 'YYYY-MM-DD') AS fechainicio, p.prestacionesrest,
    p.base_price_uf::float8 AS "basePriceUf", p.sample
  FROM isapre_plans p JOIN organizations o ON o.id = p.organization_id JOIN plan_types t ON t.id = p.plan_type_id`;

const SORT: Record<AdminPlanQuery['sort']['field'], string> = {
  id: 'p.id',
  codigoplan: 'p.codigoplan',
  nombreplan: 'p.nombreplan',
  basePriceUf: 'p.base_price_uf',
  fechainicio: 'p.fechainicio',
};

@injectable()
export class SequelizeIsaprePlanAdmin implements IsaprePlanAdminRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async list(query: AdminPlanQuery) {
    const bind: unknown[] = [];
    const conditions: string[] = [];
    const add = (value: unknown, condition: (p: string) => string) => {
      bind.push(value);
      conditions.push(condition(`$${bind.length}`));
    };
    if (query.q) {
      add(
        `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        (p) => `(p.codigoplan ILIKE ${p} OR p.nombreplan ILIKE ${p})`,
      );
    }
    if (query.organizationId !== undefined) add(query.organizationId, (p) => `p.organization_id = ${p}`);
    if (query.estadoplan) add(query.estadoplan, (p) => `p.estadoplan = ${p}`);
    if (query.ids) add(query.ids, (p) => `p.id = ANY(${p}::int[])`);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = `${SORT[query.sort.field]} ${query.sort.order === 'ASC' ? 'ASC' : 'DESC'}, p.id`;
    const rows = await select<AdminIsaprePlan>(
      this.sequelize,
      `${PLAN_SELECT} ${where} ORDER BY ${order} LIMIT ${Number(query.limit)} OFFSET ${Number(query.offset)}`,
      bind,
    );
    const [count] = await select<{ total: string }>(
      this.sequelize,
      `SELECT count(*) AS total FROM isapre_plans p ${where}`,
      bind,
    );
    return { rows, total: Number(count?.total ?? 0) };
  }

  async get(id: number): Promise<AdminIsaprePlan | null> {
    const [row] = await select<AdminIsaprePlan>(this.sequelize, `${PLAN_SELECT} WHERE p.id = $1`, [id]);
    return row ?? null;
  }

  async update(id: number, changes: PlanChanges): Promise<AdminIsaprePlan | null> {
    const updated = await this.sequelize.transaction(async (transaction) => {
      const rows = await select<{ id: number }>(
        this.sequelize,
        `UPDATE isapre_plans SET nombreplan = COALESCE($2, nombreplan), estadoplan = COALESCE($3, estadoplan),
                topeanual = COALESCE($4::numeric, topeanual)
          WHERE id = $1 RETURNING id`,
        [id, changes.nombreplan ?? null, changes.estadoplan ?? null, changes.topeanual ?? null],
        { transaction },
      );
      if (rows.length === 0) return false;
      // Every process rebuilds its plans from the new version (isapre-plan-catalogue.ts).
      await this.sequelize.query('UPDATE catalogue_state SET version = version + 1, updated_at = now() WHERE id', {
        transaction,
      });
      return true;
    });
    return updated ? this.get(id) : null;
  }
}
