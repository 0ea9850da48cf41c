import { inject, injectable } from 'inversify';
import { QueryTypes, UniqueConstraintError, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { ContentListQuery, ContentPageRepository, ContentSortField } from '../../application/ports.js';
import type { ContentDraft, ContentKind, ContentPage } from '../../domain/content-page.js';

interface Row {
  id: number;
  kind: ContentKind;
  area: string | null;
  slug: string;
  title: string;
  summary: string;
  body: string;
  cta_label: string | null;
  cta_path: string | null;
  published: boolean;
  published_at: Date | null;
  updated_at: Date;
  total?: string;
}

const toPage = (row: Row): ContentPage => ({
  id: row.id,
  kind: row.kind,
  area: row.area,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  cta: row.cta_label && row.cta_path ? { label: row.cta_label, path: row.cta_path } : null,
  published: row.published,
  publishedAt: row.published_at ? row.published_at.toISOString() : null,
  updatedAt: row.updated_at.toISOString(),
});

const SORT_COLUMNS: Record<ContentSortField, string> = {
  id: 'id',
  kind: 'kind',
  area: 'area',
  slug: 'slug',
  title: 'title',
  publishedAt: 'published_at',
  updatedAt: 'updated_at',
};

const draftBind = (draft: ContentDraft) => [
  draft.kind,
  draft.area,
  draft.slug,
  draft.title.trim(),
  draft.summary.trim(),
  draft.body,
  draft.cta?.label.trim() ?? null,
  draft.cta?.path ?? null,
  draft.published,
];

@injectable()
export class SequelizeContentPageRepository implements ContentPageRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async findPublished(kind: ContentKind, area: string | null, slug: string): Promise<ContentPage | null> {
    const [row] = await this.sequelize.query<Row>(
      `SELECT * FROM content_pages
        WHERE kind = $1 AND coalesce(area, '') = coalesce($2, '') AND slug = $3 AND published`,
      { bind: [kind, area, slug], type: QueryTypes.SELECT },
    );
    return row ? toPage(row) : null;
  }

  async listPublished(kind: ContentKind, area?: string): Promise<ContentPage[]> {
    const rows = await this.sequelize.query<Row>(
      `SELECT * FROM content_pages WHERE kind = $1 AND published AND ($2::text IS NULL OR area = $2)
        ORDER BY area, published_at DESC NULLS LAST, id DESC`,
      { bind: [kind, area ?? null], type: QueryTypes.SELECT },
    );
    return rows.map(toPage);
  }

  async list(query: ContentListQuery): Promise<{ rows: ContentPage[]; total: number }> {
    const { filter } = query;
    const q = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = await this.sequelize.query<Row>(
      `SELECT *, count(*) OVER () AS total FROM content_pages
        WHERE ($1::int[] IS NULL OR id = ANY($1::int[]))
          AND ($2::text IS NULL OR kind = $2)
          AND ($3::text IS NULL OR area = $3)
          AND ($4::text IS NULL OR title ILIKE $4 OR slug ILIKE $4)
          AND ($5::boolean IS NULL OR published = $5)
        ORDER BY ${SORT_COLUMNS[query.sort.field]} ${query.sort.order === 'DESC' ? 'DESC' : 'ASC'} NULLS LAST, id
        OFFSET $6 LIMIT $7`,
      {
        bind: [
          filter.id ?? null,
          filter.kind ?? null,
          filter.area ?? null,
          q,
          filter.published ?? null,
          query.offset,
          query.limit,
        ],
        type: QueryTypes.SELECT,
      },
    );
    return { rows: rows.map(toPage), total: rows[0] ? Number(rows[0].total) : 0 };
  }

  async findById(id: number): Promise<ContentPage | null> {
    const [row] = await this.sequelize.query<Row>('SELECT * FROM content_pages WHERE id = $1', {
      bind: [id],
      type: QueryTypes.SELECT,
    });
    return row ? toPage(row) : null;
  }

  async create(draft: ContentDraft): Promise<ContentPage | null> {
    try {
      const [row] = await this.sequelize.query<Row>(
        `INSERT INTO content_pages (kind, area, slug, title, summary, body, cta_label, cta_path, published, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $9 THEN now() END) RETURNING *`,
        { bind: draftBind(draft), type: QueryTypes.SELECT },
      );
      return toPage(row!);
    } catch (error) {
      if (error instanceof UniqueConstraintError) return null;
      throw error;
    }
  }

  async update(id: number, draft: ContentDraft): Promise<ContentPage | null | 'taken'> {
    try {
      const [row] = await this.sequelize.query<Row>(
        `UPDATE content_pages SET kind = $1, area = $2, slug = $3, title = $4, summary = $5, body = $6,
                cta_label = $7, cta_path = $8, published = $9,
                published_at = CASE WHEN $9 THEN coalesce(published_at, now()) ELSE published_at END,
                updated_at = now()
          WHERE id = $10 RETURNING *`,
        { bind: [...draftBind(draft), id], type: QueryTypes.SELECT },
      );
      return row ? toPage(row) : null;
    } catch (error) {
      if (error instanceof UniqueConstraintError) return 'taken';
      throw error;
    }
  }
}
