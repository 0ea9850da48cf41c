import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { IntegrationForm, IntegrationFormStore } from '../../application/ports.js';

@injectable()
export class SequelizeIntegrationFormStore implements IntegrationFormStore {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async save(hash: string, partnerId: number | null, data: Record<string, unknown>): Promise<void> {
    await this.sequelize.query('INSERT INTO partner_forms (hash, partner_id, data) VALUES ($1, $2, $3::jsonb)', {
      bind: [hash, partnerId, JSON.stringify(data)],
    });
  }

  async find(hash: string): Promise<IntegrationForm | null> {
    const [row] = await this.sequelize.query<{
      hash: string;
      partner_code: string | null;
      data: Record<string, unknown>;
      created_at: Date;
    }>(
      `SELECT f.hash, p.code AS partner_code, f.data, f.created_at
       FROM partner_forms f LEFT JOIN partners p ON p.id = f.partner_id WHERE f.hash = $1`,
      { bind: [hash], type: QueryTypes.SELECT },
    );
    return row
      ? { hash: row.hash, partnerCode: row.partner_code, data: row.data, createdAt: row.created_at.toISOString() }
      : null;
  }
}
