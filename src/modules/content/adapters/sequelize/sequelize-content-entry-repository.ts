import { inject, injectable } from 'inversify';
import { QueryTypes, UniqueConstraintError, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { ContentEntryRepository, EntryListQuery, EntrySortField } from '../../application/ports.js';
import type { ContentEntry, EntryResource } from '../../domain/content-entries.js';

interface Row {
  id: number;
  resource: EntryResource;
  fields: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  total?: string;
}

const toEntry = (row: Row): ContentEntry => ({
  id: row.id,
  resource: row.resource,
  fields: row.fields,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const SORT_COLUMNS: Record<EntrySortField, string> = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at' };

/** content_entries: one row per entry, its checked fields as jsonb (matched by containment, GIN-indexed). */
@injectable()
export class SequelizeContentEntryRepository implements ContentEntryRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async search(resource: EntryResource, filter: Record<string, string | boolean>): Promise<ContentEntry[]> {
    const rows = await this.sequelize.query<Row>(
      `SELECT * FROM content_entries WHERE resource = $1 AND fields @> $2::jsonb ORDER BY updated_at, id LIMIT 100`,
      { bind: [resource, JSON.stringify(filter)], type: QueryTypes.SELECT },
    );
    return rows.map(toEntry);
  }

  async list(resource: EntryResource, query: EntryListQuery): Promise<{ rows: ContentEntry[]; total: number }> {
    const { filter } = query;
    const q = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = await this.sequelize.query<Row>(
      `SELECT *, count(*) OVER () AS total FROM content_entries
        WHERE resource = $1
          AND ($2::int[] IS NULL OR id = ANY($2::int[]))
          AND ($3::text IS NULL OR fields::text ILIKE $3)
          AND fields @> $4::jsonb
        ORDER BY ${SORT_COLUMNS[query.sort.field]} ${query.sort.order === 'DESC' ? 'DESC' : 'ASC'}, id
        OFFSET $5 LIMIT $6`,
      {
        bind: [resource, filter.id ?? null, q, JSON.stringify(filter.fields ?? {}), query.offset, query.limit],
        type: QueryTypes.SELECT,
      },
    );
    return { rows: rows.map(toEntry), total: rows[0] ? Number(rows[0].total) : 0 };
  }

  async findById(resource: EntryResource, id: number): Promise<ContentEntry | null> {
    const [row] = await this.sequelize.query<Row>('SELECT * FROM content_entries WHERE resource = $1 AND id = $2', {
      bind: [resource, id],
      type: QueryTypes.SELECT,
    });
    return row ? toEntry(row) : null;
  }

  async create(
    resource: EntryResource,
    uniqueKey: string,
    fields: Record<string, unknown>,
  ): Promise<ContentEntry | null> {
    try {
      const [row] = await this.sequelize.query<Row>(
        `INSERT INTO content_entries (resource, unique_key, fields) VALUES ($1, $2, $3::jsonb) RETURNING *`,
        { bind: [resource, uniqueKey, JSON.stringify(fields)], type: QueryTypes.SELECT },
      );
      return toEntry(row!);
    } catch (error) {
      if (error instanceof UniqueConstraintError) return null;
      throw error;
    }
  }

  async update(
    resource: EntryResource,
    id: number,
    uniqueKey: string,
    fields: Record<string, unknown>,
  ): Promise<ContentEntry | null | 'taken'> {
    try {
      const [row] = await this.sequelize.query<Row>(
        `UPDATE content_entries SET unique_key = $3, fields = $4::jsonb, updated_at = now()
          WHERE resource = $1 AND id = $2 RETURNING *`,
        { bind: [resource, id, uniqueKey, JSON.stringify(fields)], type: QueryTypes.SELECT },
      );
      return row ? toEntry(row) : null;
    } catch (error) {
      if (error instanceof UniqueConstraintError) return 'taken';
      throw error;
    }
  }

  async delete(resource: EntryResource, id: number): Promise<boolean> {
    const rows = await this.sequelize.query<{ id: number }>(
      'DELETE FROM content_entries WHERE resource = $1 AND id = $2 RETURNING id',
      { bind: [resource, id], type: QueryTypes.SELECT },
    );
    return rows.length > 0;
  }
}
