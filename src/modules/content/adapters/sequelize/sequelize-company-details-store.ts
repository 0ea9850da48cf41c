import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { CompanyDetailsStore } from '../../application/ports.js';
import { COMPANY_DETAIL_FIELDS, EMPTY_COMPANY_DETAILS, type CompanyDetails } from '../../domain/company-details.js';

/** content_company_details: one row holding the details as JSON (fields the code does not know are dropped). */
@injectable()
export class SequelizeCompanyDetailsStore implements CompanyDetailsStore {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async get(): Promise<CompanyDetails> {
    const [row] = await this.sequelize.query<{ details: Record<string, unknown> }>(
      'SELECT details FROM content_company_details WHERE id',
      { type: QueryTypes.SELECT },
    );
    const stored = row?.details ?? {};
    const details = { ...EMPTY_COMPANY_DETAILS };
    for (const field of COMPANY_DETAIL_FIELDS) {
      const value = stored[field];
      details[field] = typeof value === 'string' && value.trim() !== '' ? value : null;
    }
    return details;
  }

  async save(details: CompanyDetails, updatedBy: string): Promise<void> {
    await this.sequelize.query(
      `INSERT INTO content_company_details (id, details, updated_by) VALUES (true, $1::jsonb, $2)
       ON CONFLICT (id) DO UPDATE SET details = EXCLUDED.details, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      { bind: [JSON.stringify(details), updatedBy] },
    );
  }
}
