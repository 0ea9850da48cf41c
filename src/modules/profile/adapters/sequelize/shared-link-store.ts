import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { SharedLink, SharedLinkStore } from '../../application/shared-link-ports.js';

interface Row {
  code: string;
  kind: SharedLink['kind'];
  url: string;
  profile: Record<string, unknown> | null;
  created_at: Date;
}

const toLink = (row: Row): SharedLink => ({
  code: row.code,
  kind: row.kind,
  url: row.url,
  profile: row.profile,
  createdAt: row.created_at.toISOString(),
});

@injectable()
export class SequelizeSharedLinkStore implements SharedLinkStore {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async insert(link: Omit<SharedLink, 'createdAt'>): Promise<boolean> {
    const rows = await this.sequelize.query<{ code: string }>(
      `INSERT INTO shared_links (code, kind, url, profile) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (code) DO NOTHING RETURNING code`,
      {
        bind: [link.code, link.kind, link.url, link.profile ? JSON.stringify(link.profile) : null],
        type: QueryTypes.SELECT,
      },
    );
    return rows.length === 1;
  }

  async update(
    code: string,
    changes: { url?: string; profile?: Record<string, unknown> | null },
  ): Promise<SharedLink | null> {
    const [row] = await this.sequelize.query<Row>(
      `UPDATE shared_links SET url = COALESCE($2, url),
         profile = CASE WHEN $3::boolean THEN $4::jsonb ELSE profile END, updated_at = now()
        WHERE code = $1 RETURNING *`,
      {
        bind: [
          code,
          changes.url ?? null,
          changes.profile !== undefined,
          changes.profile ? JSON.stringify(changes.profile) : null,
        ],
        type: QueryTypes.SELECT,
      },
    );
    return row ? toLink(row) : null;
  }

  async find(code: string): Promise<SharedLink | null> {
    const [row] = await this.sequelize.query<Row>('SELECT * FROM shared_links WHERE code = $1', {
      bind: [code],
      type: QueryTypes.SELECT,
    });
    return row ? toLink(row) : null;
  }
}
