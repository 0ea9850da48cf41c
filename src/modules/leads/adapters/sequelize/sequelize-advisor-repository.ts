import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { Advisor, AdvisorInput, AdvisorRecord, AdvisorRepository } from '../../application/ports.js';

interface Row {
  id: number;
  email: string;
  name: string;
  country: string;
  active: boolean;
  created_at: Date;
}

const toRecord = (row: Row): AdvisorRecord => ({
  id: row.id,
  email: row.email,
  name: row.name,
  country: row.country,
  active: row.active,
  createdAt: row.created_at.toISOString(),
});

const isDuplicate = (error: unknown) => (error as { name?: string }).name === 'SequelizeUniqueConstraintError';

@injectable()
export class SequelizeAdvisorRepository implements AdvisorRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async findActiveByEmail(email: string): Promise<Advisor | null> {
    const [row] = await this.sequelize.query<Advisor>(
      'SELECT id, email, name, country FROM lead_advisors WHERE lower(email) = lower($1) AND active',
      { bind: [email.trim()], type: QueryTypes.SELECT },
    );
    return row ?? null;
  }

  async list(query: { q?: string; offset: number; limit: number }) {
    const where = query.q ? 'WHERE name ILIKE $1 OR email ILIKE $1' : '';
    const bind = query.q ? [`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`] : [];
    const [count] = await this.sequelize.query<{ total: string }>(
      `SELECT count(*) AS total FROM lead_advisors ${where}`,
      { bind, type: QueryTypes.SELECT },
    );
    const rows = await this.sequelize.query<Row>(
      `SELECT * FROM lead_advisors ${where} ORDER BY name, id LIMIT $${bind.length + 1} OFFSET $${bind.length + 2}`,
      { bind: [...bind, query.limit, query.offset], type: QueryTypes.SELECT },
    );
    return { rows: rows.map(toRecord), total: Number(count?.total ?? 0) };
  }

  async findById(id: number): Promise<AdvisorRecord | null> {
    const [row] = await this.sequelize.query<Row>('SELECT * FROM lead_advisors WHERE id = $1', {
      bind: [id],
      type: QueryTypes.SELECT,
    });
    return row ? toRecord(row) : null;
  }

  async create(input: AdvisorInput): Promise<AdvisorRecord | null> {
    try {
      const [row] = await this.sequelize.query<Row>(
        'INSERT INTO lead_advisors (email, name, country, active) VALUES ($1, $2, $3, $4) RETURNING *',
        { bind: [input.email, input.name, input.country, input.active], type: QueryTypes.SELECT },
      );
      return toRecord(row!);
    } catch (error) {
      if (isDuplicate(error)) return null;
      throw error;
    }
  }

  async update(id: number, input: Partial<AdvisorInput>): Promise<AdvisorRecord | null | 'duplicate'> {
    try {
      const [row] = await this.sequelize.query<Row>(
        `UPDATE lead_advisors SET email = COALESCE($2, email), name = COALESCE($3, name),
           country = COALESCE($4, country), active = COALESCE($5, active) WHERE id = $1 RETURNING *`,
        {
          bind: [id, input.email ?? null, input.name ?? null, input.country ?? null, input.active ?? null],
          type: QueryTypes.SELECT,
        },
      );
      return row ? toRecord(row) : null;
    } catch (error) {
      if (isDuplicate(error)) return 'duplicate';
      throw error;
    }
  }
}
