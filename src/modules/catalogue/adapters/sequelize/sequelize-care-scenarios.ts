import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { z } from 'zod';
import { PLATFORM } from '../../../../platform/tokens.js';
import { CARE_BENEFIT_CODES, type CareBenefit, type CareScenario } from '../../../pricing/index.js';
import type { CareScenarioRepository } from '../../application/ports.js';

/** Rows typed at the SQL boundary (EXAMPLES.md): a drift in the stored JSON fails loudly. */
const row = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  items: z.array(
    z.object({
      benefit: z.enum(CARE_BENEFIT_CODES as [CareBenefit, ...CareBenefit[]]),
      label: z.string(),
      unitPriceClp: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
  source: z.string(),
  asOf: z.string(),
  sample: z.boolean(),
});

@injectable()
export class SequelizeCareScenarios implements CareScenarioRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async list(): Promise<CareScenario[]> {
    const rows = await this.sequelize.query(
      `SELECT code, name, description, items, source, to_char(as_of, 'YYYY-MM-DD') AS "asOf", sample
         FROM care_scenarios ORDER BY order_position, code`,
      { type: QueryTypes.SELECT },
    );
    return rows.map((r): CareScenario => row.parse(r));
  }

  async update(
    code: string,
    data: Pick<CareScenario, 'name' | 'description' | 'items' | 'source' | 'asOf' | 'sample'>,
  ): Promise<boolean> {
    const [, count] = await this.sequelize.query(
      `UPDATE care_scenarios SET name = $2, description = $3, items = $4::jsonb, source = $5, as_of = $6::date,
              sample = $7, updated_at = now()
        WHERE code = $1`,
      {
        bind: [code, data.name, data.description, JSON.stringify(data.items), data.source, data.asOf, data.sample],
        type: QueryTypes.UPDATE,
      },
    );
    return Number(count) > 0;
  }
}
