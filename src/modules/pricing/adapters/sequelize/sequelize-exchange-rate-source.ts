import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { chileanDate } from '../../domain/chilean-day.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { ExchangeRateSource } from '../../application/ports.js';

@injectable()
export class SequelizeExchangeRateSource implements ExchangeRateSource {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  /** The rates in force on the Chilean day of `onDate`. */
  async latest(onDate: Date): Promise<Record<string, number>> {
    const rows = await this.sequelize.query<{ code: string; clp_value: string }>(
      `SELECT DISTINCT ON (code) code, clp_value::text AS clp_value
         FROM currency_rates WHERE date <= $1::date ORDER BY code, date DESC`,
      { bind: [chileanDate(onDate)], type: QueryTypes.SELECT },
    );
    return Object.fromEntries(rows.map((row) => [row.code, Number(row.clp_value)]));
  }
}
