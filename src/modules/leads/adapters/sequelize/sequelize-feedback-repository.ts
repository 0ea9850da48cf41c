import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { Feedback, FeedbackRepository } from '../../application/ports.js';

interface FeedbackRow {
  id: string;
  lead_id: string | null;
  score: number | null;
  comment: string | null;
  created_at: Date;
  updated_at: Date;
}

const toFeedback = (row: FeedbackRow): Feedback => ({
  _id: row.id,
  leadId: row.lead_id === null ? null : Number(row.lead_id),
  score: row.score,
  comment: row.comment,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

@injectable()
export class SequelizeFeedbackRepository implements FeedbackRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async create(input: { leadId: number | null; score: number | null; comment: string | null }): Promise<Feedback> {
    const [row] = await this.sequelize.query<FeedbackRow>(
      'INSERT INTO lead_feedbacks (lead_id, score, comment) VALUES ($1, $2, $3) RETURNING *',
      { bind: [input.leadId, input.score, input.comment], type: QueryTypes.SELECT },
    );
    return toFeedback(row!);
  }

  async update(id: string, changes: { score?: number | null; comment?: string | null }): Promise<Feedback | null> {
    const [row] = await this.sequelize.query<FeedbackRow>(
      `UPDATE lead_feedbacks SET score = CASE WHEN $2::boolean THEN $3 ELSE score END,
         comment = CASE WHEN $4::boolean THEN $5 ELSE comment END, updated_at = now()
        WHERE id = $1 RETURNING *`,
      {
        bind: [
          id,
          changes.score !== undefined,
          changes.score ?? null,
          changes.comment !== undefined,
          changes.comment ?? null,
        ],
        type: QueryTypes.SELECT,
      },
    );
    return row ? toFeedback(row) : null;
  }

  async findById(id: string): Promise<Feedback | null> {
    const [row] = await this.sequelize.query<FeedbackRow>('SELECT * FROM lead_feedbacks WHERE id = $1', {
      bind: [id],
      type: QueryTypes.SELECT,
    });
    return row ? toFeedback(row) : null;
  }

  async findByLead(leadId: number): Promise<Feedback[]> {
    const rows = await this.sequelize.query<FeedbackRow>(
      'SELECT * FROM lead_feedbacks WHERE lead_id = $1 ORDER BY created_at',
      { bind: [leadId], type: QueryTypes.SELECT },
    );
    return rows.map(toFeedback);
  }

  async list(page: { offset: number; limit: number; minScore?: number; maxScore?: number }) {
    const bind = [page.minScore ?? null, page.maxScore ?? null];
    const where = 'WHERE ($1::int IS NULL OR f.score >= $1) AND ($2::int IS NULL OR f.score <= $2)';
    const rows = await this.sequelize.query<FeedbackRow & { lead_name: string | null; product_name: string | null }>(
      `SELECT f.*, l.nombre AS lead_name, l.product_name FROM lead_feedbacks f LEFT JOIN leads l ON l.id = f.lead_id
        ${where} ORDER BY f.created_at DESC, f.id LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}`,
      { bind, type: QueryTypes.SELECT },
    );
    const [count] = await this.sequelize.query<{ total: string }>(
      `SELECT count(*) AS total FROM lead_feedbacks f ${where}`,
      { bind, type: QueryTypes.SELECT },
    );
    return {
      rows: rows.map((row) => ({ ...toFeedback(row), leadName: row.lead_name, productName: row.product_name })),
      total: Number(count?.total ?? 0),
    };
  }
}
