import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { RateStore, StoredUfRate } from '../../application/ports.js';
import type { DailyRate, RateSeries } from '../../domain/rate-feed.js';
import { normaliseDecimal } from '../../domain/uf-rate.js';

/** uf_rates and currency_rates: one row per day (and currency), written once, never overwritten. */
@injectable()
export class SequelizeRateStore implements RateStore {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async save(series: RateSeries, rates: readonly DailyRate[], source: string): Promise<number> {
    if (rates.length === 0) return 0;
    const dates = rates.map((rate) => rate.date);
    const values = rates.map((rate) => rate.value);
    const inserted =
      series === 'UF'
        ? await this.sequelize.query<{ date: string }>(
            `INSERT INTO uf_rates (date, value, source)
             SELECT d, v, $3 FROM unnest($1::date[], $2::numeric[]) AS r(d, v)
             ON CONFLICT (date) DO NOTHING RETURNING date`,
            { bind: [dates, values, source], type: QueryTypes.SELECT },
          )
        : await this.sequelize.query<{ date: string }>(
            `INSERT INTO currency_rates (code, date, clp_value, source)
             SELECT $4, d, v, $3 FROM unnest($1::date[], $2::numeric[]) AS r(d, v)
             ON CONFLICT (code, date) DO NOTHING RETURNING date`,
            { bind: [dates, values, source, series], type: QueryTypes.SELECT },
          );
    return inserted.length;
  }

  async listUf(offset: number, limit: number): Promise<{ rows: StoredUfRate[]; total: number }> {
    const rows = await this.sequelize.query<{ date: string; value: string; source: string; total: string }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, value::text AS value, source, count(*) OVER () AS total
         FROM uf_rates ORDER BY date DESC OFFSET $1 LIMIT $2`,
      { bind: [offset, limit], type: QueryTypes.SELECT },
    );
    return {
      rows: rows.map(({ date, value, source }) => ({ date, value: normaliseDecimal(value), source })),
      total: Number(rows[0]?.total ?? 0),
    };
  }
}
