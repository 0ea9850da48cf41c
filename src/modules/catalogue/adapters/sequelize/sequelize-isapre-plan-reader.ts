import { inject, injectable } from 'inversify';
import type { Sequelize } from 'sequelize';
import { select } from '../../../../platform/db-select.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { IsaprePlanReader } from '../../application/ports.js';
import type { PlanIndexRow, RiskFactorTableRow } from '../../domain/isapre-plan-rows.js';

@injectable()
export class SequelizeIsaprePlanReader implements IsaprePlanReader {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  private select<Row extends object>(sql: string, bind: readonly unknown[] = []) {
    return select<Row>(this.sequelize, sql, bind);
  }

  plans(): Promise<PlanIndexRow[]> {
    return this.select<PlanIndexRow>(
      `SELECT id, codigoplan, nombreplan, organization_id AS "organizationId", codigoprestador, lineaplan,
              plan_type_id AS "planTypeId", amplitudcobertura, region_code AS "regionCode", estadoplan,
              topeanual::float8, to_char(fechainicio, 'YYYY-MM-DD') AS fechainicio, prestacionesrest,
              base_price_uf::float8 AS "basePriceUf", risk_table_id AS "riskTableId", hospital_pct AS "hospitalPct",
              ambulatory_pct AS "ambulatoryPct", preferred_hospital_pct AS "preferredHospitalPct",
              preferred_ambulatory_pct AS "preferredAmbulatoryPct", maternity, sample
         FROM isapre_plans ORDER BY id`,
    );
  }

  riskTables(): Promise<RiskFactorTableRow[]> {
    return this.select<RiskFactorTableRow>(
      `SELECT t.id, t.organization_id AS "organizationId", t.name,
              COALESCE(jsonb_agg(jsonb_build_object('role', f.role, 'ageFrom', f.age_from, 'ageTo', f.age_to, 'sexo', f.sexo,
                'factor', f.factor::float8) ORDER BY f.role, f.age_from) FILTER (WHERE f.table_id IS NOT NULL), '[]') AS factors
         FROM risk_factor_tables t LEFT JOIN risk_factors f ON f.table_id = t.id GROUP BY t.id ORDER BY t.id`,
    );
  }

  planPrestadores(planId: number) {
    return this.select<{ organizationId: number; hospitalPct: number; ambulatoryPct: number }>(
      `SELECT organization_id AS "organizationId", hospital_pct AS "hospitalPct", ambulatory_pct AS "ambulatoryPct"
         FROM plan_prestadores WHERE plan_id = $1 ORDER BY hospital_pct DESC`,
      [planId],
    );
  }

  planTypes() {
    return this.select<{ id: number; code: string; displayName: string }>(
      'SELECT id, code, display_name AS "displayName" FROM plan_types ORDER BY id',
    );
  }

  restrictionCodes() {
    return this.select<{ code: number; description: string }>(
      'SELECT code, description FROM plan_restriction_codes ORDER BY code',
    );
  }

  networks() {
    return this.select<{ planId: number; organizationId: number }>(
      'SELECT plan_id AS "planId", organization_id AS "organizationId" FROM plan_prestadores',
    );
  }
}
