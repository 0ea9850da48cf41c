import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import { PartnerCodeTakenError } from '../../application/errors.js';
import type { PartnerInput, PartnerListQuery, PartnerRepository } from '../../application/ports.js';
import type { EmbedType, Partner, PartnerScope } from '../../domain/partner.js';
import { DEFAULT_PARTNER_CONFIG, validatePartnerConfig } from '../../domain/partner-config.js';

interface Row {
  id: number;
  code: string;
  name: string;
  active: boolean;
  embed_type: EmbedType;
  iframe_token: string;
  config: unknown;
  sample: boolean;
  created_at: Date;
  updated_at: Date;
  admin_user_ids: number[] | null;
}

const SELECT = `
  SELECT p.id, p.code, p.name, p.active, p.embed_type, p.iframe_token, p.config, p.sample, p.created_at,
         p.updated_at,
         (SELECT array_agg(u.user_id ORDER BY u.user_id) FROM partner_users u WHERE u.partner_id = p.id)
           AS admin_user_ids
  FROM partners p`;

// Stored configurations were validated on the way in; read them through the same rule so fields added
// later take their defaults (HTML was sanitised when stored, so it passes as is).
const configOf = (raw: unknown) => {
  const result = validatePartnerConfig(raw, (html) => html);
  return result.ok ? result.value : DEFAULT_PARTNER_CONFIG;
};

const toPartner = (row: Row): Partner => ({
  id: row.id,
  code: row.code,
  name: row.name,
  active: row.active,
  embedType: row.embed_type,
  iframeToken: row.iframe_token,
  config: configOf(row.config),
  adminUserIds: (row.admin_user_ids ?? []).map(Number),
  sample: row.sample,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const SORT_COLUMNS: Record<PartnerListQuery['sort']['field'], string> = {
  id: 'p.id',
  code: 'p.code',
  name: 'p.name',
  active: 'p.active',
  updatedAt: 'p.updated_at',
};

const isDuplicate = (error: unknown) => (error as { name?: string }).name === 'SequelizeUniqueConstraintError';

@injectable()
export class SequelizePartnerRepository implements PartnerRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async list(query: PartnerListQuery, scope: PartnerScope) {
    const where: string[] = [];
    const bind: unknown[] = [];
    if (!scope.all) {
      bind.push(scope.userId);
      where.push(`EXISTS (SELECT 1 FROM partner_users u WHERE u.partner_id = p.id AND u.user_id = $${bind.length})`);
    }
    if (query.q) {
      bind.push(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(p.code ILIKE $${bind.length} OR p.name ILIKE $${bind.length})`);
    }
    if (query.active !== undefined) {
      bind.push(query.active);
      where.push(`p.active = $${bind.length}`);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [count] = await this.sequelize.query<{ total: string }>(
      `SELECT count(*) AS total FROM partners p ${clause}`,
      { bind, type: QueryTypes.SELECT },
    );
    const rows = await this.sequelize.query<Row>(
      `${SELECT} ${clause} ORDER BY ${SORT_COLUMNS[query.sort.field]} ${query.sort.order}, p.id
       LIMIT ${Number(query.limit)} OFFSET ${Number(query.offset)}`,
      { bind, type: QueryTypes.SELECT },
    );
    return { rows: rows.map(toPartner), total: Number(count?.total ?? 0) };
  }

  async get(id: number): Promise<Partner | null> {
    const [row] = await this.sequelize.query<Row>(`${SELECT} WHERE p.id = $1`, { bind: [id], type: QueryTypes.SELECT });
    return row ? toPartner(row) : null;
  }

  async listActive(): Promise<Partner[]> {
    const rows = await this.sequelize.query<Row>(`${SELECT} WHERE p.active`, { type: QueryTypes.SELECT });
    return rows.map(toPartner);
  }

  async findByIframeToken(token: string): Promise<Partner | null> {
    const [row] = await this.sequelize.query<Row>(`${SELECT} WHERE p.iframe_token = $1`, {
      bind: [token],
      type: QueryTypes.SELECT,
    });
    return row ? toPartner(row) : null;
  }

  async create(input: PartnerInput, iframeToken: string, sample = false): Promise<Partner> {
    try {
      const id = await this.sequelize.transaction(async (transaction) => {
        const [row] = await this.sequelize.query<{ id: number }>(
          `INSERT INTO partners (code, name, active, embed_type, iframe_token, config, sample)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING id`,
          {
            bind: [
              input.code,
              input.name,
              input.active,
              input.embedType,
              iframeToken,
              JSON.stringify(input.config),
              sample,
            ],
            type: QueryTypes.SELECT,
            transaction,
          },
        );
        await this.linkUsers(row!.id, input.adminUserIds, transaction);
        return row!.id;
      });
      return (await this.get(id))!;
    } catch (error) {
      if (isDuplicate(error)) throw new PartnerCodeTakenError(input.code);
      throw error;
    }
  }

  async update(id: number, input: PartnerInput): Promise<Partner | null> {
    try {
      const found = await this.sequelize.transaction(async (transaction) => {
        const rows = await this.sequelize.query<{ id: number }>(
          `UPDATE partners SET code = $2, name = $3, active = $4, embed_type = $5, config = $6::jsonb,
             updated_at = now() WHERE id = $1 RETURNING id`,
          {
            bind: [id, input.code, input.name, input.active, input.embedType, JSON.stringify(input.config)],
            type: QueryTypes.SELECT,
            transaction,
          },
        );
        if (rows.length === 0) return false;
        await this.sequelize.query('DELETE FROM partner_users WHERE partner_id = $1', { bind: [id], transaction });
        await this.linkUsers(id, input.adminUserIds, transaction);
        return true;
      });
      return found ? this.get(id) : null;
    } catch (error) {
      if (isDuplicate(error)) throw new PartnerCodeTakenError(input.code);
      throw error;
    }
  }

  private async linkUsers(partnerId: number, userIds: number[], transaction: Transaction) {
    if (userIds.length === 0) return;
    await this.sequelize.query(
      `INSERT INTO partner_users (partner_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      { bind: [partnerId, userIds], transaction },
    );
  }
}
