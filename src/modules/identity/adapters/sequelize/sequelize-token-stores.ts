import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type {
  AccessLinkStore,
  PasswordResetStore,
  RefreshTokenStore,
  StoredRefreshToken,
} from '../../application/ports.js';

interface RefreshRow {
  id: string;
  user_id: number;
  family: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

/** Refresh tokens, stored only as keyed hashes, grouped in families (one per login). */
@injectable()
export class SequelizeRefreshTokenStore implements RefreshTokenStore {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async save(token: { tokenHash: string; userId: number; family: string; expiresAt: Date }): Promise<void> {
    await this.sequelize.query(
      'INSERT INTO identity_refresh_tokens (token_hash, user_id, family, expires_at) VALUES ($1, $2, $3, $4)',
      { bind: [token.tokenHash, token.userId, token.family, token.expiresAt] },
    );
  }

  async find(tokenHash: string): Promise<StoredRefreshToken | null> {
    const [row] = await this.sequelize.query<RefreshRow>(
      'SELECT id, user_id, family, expires_at, used_at, revoked_at FROM identity_refresh_tokens WHERE token_hash = $1',
      { bind: [tokenHash], type: QueryTypes.SELECT },
    );
    if (!row) return null;
    return {
      id: Number(row.id),
      userId: Number(row.user_id),
      family: row.family,
      expiresAt: new Date(row.expires_at),
      usedAt: row.used_at ? new Date(row.used_at) : null,
      revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    };
  }

  async markUsed(id: number, at: Date): Promise<boolean> {
    const rows = await this.sequelize.query(
      'UPDATE identity_refresh_tokens SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
      { bind: [id, at], type: QueryTypes.SELECT },
    );
    return rows.length === 1;
  }

  async revokeFamily(family: string, at: Date): Promise<void> {
    await this.sequelize.query(
      'UPDATE identity_refresh_tokens SET revoked_at = $2 WHERE family = $1 AND revoked_at IS NULL',
      { bind: [family, at] },
    );
  }

  async revokeUser(userId: number, at: Date): Promise<void> {
    await this.sequelize.query(
      'UPDATE identity_refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
      { bind: [userId, at] },
    );
  }
}

@injectable()
export class SequelizePasswordResetStore implements PasswordResetStore {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async save(reset: { tokenHash: string; userId: number; expiresAt: Date }): Promise<number> {
    const [row] = await this.sequelize.query<{ id: string }>(
      'INSERT INTO identity_password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, $3) RETURNING id',
      { bind: [reset.tokenHash, reset.userId, reset.expiresAt], type: QueryTypes.SELECT },
    );
    return Number(row!.id);
  }

  find(tokenHash: string): Promise<SingleUseToken | null> {
    return findSingleUse(this.sequelize, 'identity_password_resets', tokenHash);
  }

  markUsed(id: number, at: Date): Promise<boolean> {
    return markSingleUseUsed(this.sequelize, 'identity_password_resets', id, at);
  }
}

/** One-time sign-in links; issued_by keeps who issued each one (a link signs its holder in as the user). */
@injectable()
export class SequelizeAccessLinkStore implements AccessLinkStore {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async save(link: { tokenHash: string; userId: number; issuedBy: number; expiresAt: Date }): Promise<number> {
    const [row] = await this.sequelize.query<{ id: string }>(
      `INSERT INTO identity_access_links (token_hash, user_id, issued_by, expires_at)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      { bind: [link.tokenHash, link.userId, link.issuedBy, link.expiresAt], type: QueryTypes.SELECT },
    );
    return Number(row!.id);
  }

  find(tokenHash: string): Promise<SingleUseToken | null> {
    return findSingleUse(this.sequelize, 'identity_access_links', tokenHash);
  }

  markUsed(id: number, at: Date): Promise<boolean> {
    return markSingleUseUsed(this.sequelize, 'identity_access_links', id, at);
  }
}

/** A single-use token row (password resets, access links): found by its keyed hash, spent once. */
interface SingleUseToken {
  id: number;
  userId: number;
  expiresAt: Date;
  usedAt: Date | null;
}
type SingleUseTable = 'identity_password_resets' | 'identity_access_links';

async function findSingleUse(
  sequelize: Sequelize,
  table: SingleUseTable,
  tokenHash: string,
): Promise<SingleUseToken | null> {
  const [row] = await sequelize.query<{ id: string; user_id: number; expires_at: Date; used_at: Date | null }>(
    `SELECT id, user_id, expires_at, used_at FROM ${table} WHERE token_hash = $1`,
    { bind: [tokenHash], type: QueryTypes.SELECT },
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    expiresAt: new Date(row.expires_at),
    usedAt: row.used_at ? new Date(row.used_at) : null,
  };
}

/** False when the token was already spent (two requests with one link: one wins). */
async function markSingleUseUsed(sequelize: Sequelize, table: SingleUseTable, id: number, at: Date): Promise<boolean> {
  const rows = await sequelize.query(
    `UPDATE ${table} SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id`,
    {
      bind: [id, at],
      type: QueryTypes.SELECT,
    },
  );
  return rows.length === 1;
}
