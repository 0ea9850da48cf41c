import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { ConversionInput, ExperimentStore, Exposure } from '../../application/ports.js';
import type { ConversionKind, VariantFigures } from '../../domain/conversions.js';

/** Exposures (experiment_exposures) and conversions (experiment_conversions) of issue 14. */
@injectable()
export class SequelizeExperimentStore implements ExperimentStore {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async recordExposures(
    visitorId: string,
    exposures: Exposure[],
    context: { partnerCode: string | null; internal: boolean },
    now: Date,
  ): Promise<void> {
    if (exposures.length === 0) return;
    await this.sequelize.query(
      `INSERT INTO experiment_exposures (visitor_id, experiment, variant, partner_code, internal, first_seen_at,
         last_seen_at)
       SELECT $1, e.experiment, e.variant, $4, $5, $6, $6
       FROM unnest($2::text[], $3::text[]) AS e (experiment, variant)
       ON CONFLICT (visitor_id, experiment, variant) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
      {
        bind: [
          visitorId,
          exposures.map((e) => e.experiment),
          exposures.map((e) => e.variant),
          context.partnerCode,
          context.internal,
          now,
        ],
      },
    );
  }

  async activeVisitors(since: Date): Promise<number> {
    const [row] = await this.sequelize.query<{ count: string }>(
      `SELECT count(DISTINCT visitor_id) AS count FROM experiment_exposures WHERE last_seen_at >= $1 AND NOT internal`,
      { bind: [since], type: QueryTypes.SELECT },
    );
    return Number(row?.count ?? 0);
  }

  async exposuresOf(visitorId: string, since: Date): Promise<Record<string, string>> {
    const rows = await this.sequelize.query<{ experiment: string; variant: string }>(
      `SELECT DISTINCT ON (experiment) experiment, variant FROM experiment_exposures
       WHERE visitor_id = $1 AND last_seen_at >= $2 ORDER BY experiment, last_seen_at DESC`,
      { bind: [visitorId, since], type: QueryTypes.SELECT },
    );
    return Object.fromEntries(rows.map((row) => [row.experiment, row.variant]));
  }

  async recordConversion(conversion: ConversionInput, now: Date): Promise<boolean> {
    const rows = await this.sequelize.query<{ reference: string }>(
      `INSERT INTO experiment_conversions (kind, reference, visitor_id, partner_code, variants, internal, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) ON CONFLICT (kind, reference) DO NOTHING RETURNING reference`,
      {
        bind: [
          conversion.kind,
          conversion.reference,
          conversion.visitorId,
          conversion.partnerCode,
          JSON.stringify(conversion.variants),
          conversion.internal,
          now,
        ],
        type: QueryTypes.SELECT,
      },
    );
    return rows.length > 0;
  }

  async completeSale(saleId: string, completedAt: Date, transaction?: unknown): Promise<boolean> {
    const rows = await this.sequelize.query<{ reference: string }>(
      `UPDATE experiment_conversions SET completed_at = COALESCE(completed_at, $2)
       WHERE kind = 'sale' AND reference = $1 RETURNING reference`,
      { bind: [saleId, completedAt], type: QueryTypes.SELECT, transaction: transaction as Transaction | undefined },
    );
    return rows.length > 0;
  }

  async figures(filter: { partnerCodes: string[] | null }): Promise<VariantFigures[]> {
    const rows = await this.sequelize.query<{
      experiment: string;
      variant: string;
      visitors: string;
      leads: string;
      sales_started: string;
      sales_completed: string;
    }>(
      `WITH exposed AS (
         SELECT experiment, variant, count(DISTINCT visitor_id) AS visitors FROM experiment_exposures
         WHERE NOT internal AND ($1::text[] IS NULL OR partner_code = ANY($1))
         GROUP BY experiment, variant
       ), converted AS (
         SELECT v.key AS experiment, v.value AS variant,
                count(*) FILTER (WHERE c.kind = 'lead') AS leads,
                count(*) FILTER (WHERE c.kind = 'sale') AS sales_started,
                count(*) FILTER (WHERE c.kind = 'sale' AND c.completed_at IS NOT NULL) AS sales_completed
         FROM experiment_conversions c, jsonb_each_text(c.variants) AS v (key, value)
         WHERE NOT c.internal AND ($1::text[] IS NULL OR c.partner_code = ANY($1))
         GROUP BY v.key, v.value
       )
       SELECT COALESCE(e.experiment, c.experiment) AS experiment, COALESCE(e.variant, c.variant) AS variant,
              COALESCE(e.visitors, 0) AS visitors, COALESCE(c.leads, 0) AS leads,
              COALESCE(c.sales_started, 0) AS sales_started, COALESCE(c.sales_completed, 0) AS sales_completed
       FROM exposed e FULL JOIN converted c ON c.experiment = e.experiment AND c.variant = e.variant`,
      { bind: [filter.partnerCodes], type: QueryTypes.SELECT },
    );
    return rows.map((row) => ({
      experiment: row.experiment,
      variant: row.variant,
      visitors: Number(row.visitors),
      leads: Number(row.leads),
      salesStarted: Number(row.sales_started),
      salesCompleted: Number(row.sales_completed),
    }));
  }

  async conversionOf(kind: ConversionKind, reference: string) {
    const [row] = await this.sequelize.query<{
      kind: ConversionKind;
      reference: string;
      visitor_id: string | null;
      partner_code: string | null;
      variants: Record<string, string>;
      internal: boolean;
      completed_at: Date | null;
    }>(
      `SELECT kind, reference, visitor_id, partner_code, variants, internal, completed_at
       FROM experiment_conversions WHERE kind = $1 AND reference = $2`,
      { bind: [kind, reference], type: QueryTypes.SELECT },
    );
    return row
      ? {
          kind: row.kind,
          reference: row.reference,
          visitorId: row.visitor_id,
          partnerCode: row.partner_code,
          variants: row.variants,
          internal: row.internal,
          completedAt: row.completed_at?.toISOString() ?? null,
        }
      : null;
  }
}
