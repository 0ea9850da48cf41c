import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { IsaprePlanReader, PlanIndexRow, RiskFactorTableRow } from '../../application/ports.js';

@injectable()
export class SequelizeIsaprePlanReader implements IsaprePlanReader {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  private select<T extends object>(sql: string, bind: unknown[] = []): Promise<T[]> {
    return this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  }

  async plans(): Promise<PlanIndexRow[]> {
    const rows = await this.select<Record<string, unknown>>(
      `SELECT id, codigoplan, nombreplan, organization_id, codigoprestador, lineaplan, plan_type_id, amplitudcobertura,
              region_code, estadoplan, topeanual::float8, to_char(fechainicio, 'YYYY-MM-DD') AS fechainicio, prestacionesrest,
              base_price_uf::float8, risk_table_id, hospital_pct, ambulatory_pct, preferred_hospital_pct,
              preferred_ambulatory_pct, maternity, sample
         FROM isapre_plans ORDER BY id`,
    );
    return rows.map((r) => ({
      id: r.id as number,
      codigoplan: r.codigoplan as string,
      nombreplan: r.nombreplan as string,
      organizationId: r.organization_id as number,
      codigoprestador: r.codigoprestador as number | null,
      lineaplan: r.lineaplan as string,
      planTypeId: r.plan_type_id as number,
      amplitudcobertura: r.amplitudcobertura as string,
      regionCode: r.region_code as string | null,
      estadoplan: r.estadoplan as string,
      topeanual: r.topeanual as number,
      fechainicio: r.fechainicio as string,
      prestacionesrest: r.prestacionesrest as number[],
      basePriceUf: r.base_price_uf as number,
      riskTableId: r.risk_table_id as number,
      hospitalPct: r.hospital_pct as number,
      ambulatoryPct: r.ambulatory_pct as number,
      preferredHospitalPct: r.preferred_hospital_pct as number | null,
      preferredAmbulatoryPct: r.preferred_ambulatory_pct as number | null,
      maternity: r.maternity as string | null,
      sample: r.sample as boolean,
    }));
  }

  async riskTables(): Promise<RiskFactorTableRow[]> {
    const rows = await this.select<{
      id: number;
      organization_id: number;
      name: string;
      factors: RiskFactorTableRow['factors'];
    }>(
      `SELECT t.id, t.organization_id, t.name,
              COALESCE(jsonb_agg(jsonb_build_object('role', f.role, 'ageFrom', f.age_from, 'ageTo', f.age_to, 'sexo', f.sexo,
                'factor', f.factor::float8) ORDER BY f.role, f.age_from) FILTER (WHERE f.table_id IS NOT NULL), '[]') AS factors
         FROM risk_factor_tables t LEFT JOIN risk_factors f ON f.table_id = t.id GROUP BY t.id ORDER BY t.id`,
    );
    return rows.map((r) => ({ id: r.id, organizationId: r.organization_id, name: r.name, factors: r.factors }));
  }

  async planPrestadores(planId: number) {
    const rows = await this.select<{ organization_id: number; hospital_pct: number; ambulatory_pct: number }>(
      'SELECT organization_id, hospital_pct, ambulatory_pct FROM plan_prestadores WHERE plan_id = $1 ORDER BY hospital_pct DESC',
      [planId],
    );
    return rows.map((r) => ({
      organizationId: r.organization_id,
      hospitalPct: r.hospital_pct,
      ambulatoryPct: r.ambulatory_pct,
    }));
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
