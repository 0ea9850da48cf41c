import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { chileanDate } from '../../domain/chilean-day.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { UfRateSource } from '../../application/ports.js';
import { ufRate, type UfRate } from '../../domain/uf-rate.js';

@injectable()
export class SequelizeUfRateSource implements UfRateSource {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  /** The UF in force on the Chilean day of `onDate`: the value published for tomorrow is not used tonight. */
  async latest(onDate: Date): Promise<UfRate | null> {
    const [row] = await this.sequelize.query<{ value: string; date: string }>(
      `SELECT value::text AS value, to_char(date, 'YYYY-MM-DD') AS date
         FROM uf_rates WHERE date <= $1::date ORDER BY date DESC LIMIT 1`,
      { bind: [chileanDate(onDate)], type: QueryTypes.SELECT },
    );
    return row ? ufRate(row.value, row.date) : null;
  }
}
