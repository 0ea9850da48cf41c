import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type {
  NotificationListQuery,
  NotificationSortField,
  SiteNotificationRepository,
} from '../../application/ports.js';
import type { PublishedNotification, SiteNotification, SiteNotificationDraft } from '../../domain/site-notification.js';

interface Row {
  id: number;
  title: string;
  message: string;
  publish_from: Date;
  publish_until: Date | null;
  created_at: Date;
  updated_at: Date;
  total?: string;
}

const toNotification = (row: Row): SiteNotification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  publishFrom: row.publish_from.toISOString(),
  publishUntil: row.publish_until ? row.publish_until.toISOString() : null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const SORT_COLUMNS: Record<NotificationSortField, string> = {
  id: 'id',
  title: 'title',
  publishFrom: 'publish_from',
  publishUntil: 'publish_until',
  updatedAt: 'updated_at',
};

const draftBind = (draft: SiteNotificationDraft) => [draft.title, draft.message, draft.publishFrom, draft.publishUntil];

/** content_site_notifications (migration 2026.11.27T11.40.00). */
@injectable()
export class SequelizeSiteNotificationRepository implements SiteNotificationRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async listPublished(now: Date, limit: number): Promise<PublishedNotification[]> {
    const rows = await this.sequelize.query<Row>(
      `SELECT * FROM content_site_notifications
        WHERE publish_from <= $1 AND (publish_until IS NULL OR publish_until > $1)
        ORDER BY publish_from DESC, id DESC LIMIT $2`,
      { bind: [now.toISOString(), limit], type: QueryTypes.SELECT },
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      message: row.message,
      publishFrom: row.publish_from.toISOString(),
    }));
  }

  async list(query: NotificationListQuery): Promise<{ rows: SiteNotification[]; total: number }> {
    const { filter } = query;
    const q = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows = await this.sequelize.query<Row>(
      `SELECT *, count(*) OVER () AS total FROM content_site_notifications
        WHERE ($1::int[] IS NULL OR id = ANY($1::int[]))
          AND ($2::text IS NULL OR title ILIKE $2)
        ORDER BY ${SORT_COLUMNS[query.sort.field]} ${query.sort.order === 'DESC' ? 'DESC' : 'ASC'} NULLS LAST, id
        OFFSET $3 LIMIT $4`,
      { bind: [filter.id ?? null, q, query.offset, query.limit], type: QueryTypes.SELECT },
    );
    return { rows: rows.map(toNotification), total: rows[0] ? Number(rows[0].total) : 0 };
  }

  async findById(id: number): Promise<SiteNotification | null> {
    const [row] = await this.sequelize.query<Row>('SELECT * FROM content_site_notifications WHERE id = $1', {
      bind: [id],
      type: QueryTypes.SELECT,
    });
    return row ? toNotification(row) : null;
  }

  async create(draft: SiteNotificationDraft, updatedBy: string): Promise<SiteNotification> {
    const [row] = await this.sequelize.query<Row>(
      `INSERT INTO content_site_notifications (title, message, publish_from, publish_until, updated_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      { bind: [...draftBind(draft), updatedBy], type: QueryTypes.SELECT },
    );
    return toNotification(row as Row);
  }

  async update(id: number, draft: SiteNotificationDraft, updatedBy: string): Promise<SiteNotification | null> {
    const [row] = await this.sequelize.query<Row>(
      `UPDATE content_site_notifications
          SET title = $1, message = $2, publish_from = $3, publish_until = $4, updated_by = $5, updated_at = now()
        WHERE id = $6 RETURNING *`,
      { bind: [...draftBind(draft), updatedBy, id], type: QueryTypes.SELECT },
    );
    return row ? toNotification(row) : null;
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.sequelize.query<{ id: number }>(
      'DELETE FROM content_site_notifications WHERE id = $1 RETURNING id',
      { bind: [id], type: QueryTypes.SELECT },
    );
    return rows.length > 0;
  }
}
