import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { CustomerAccountStore, CustomerRecord } from '../../application/ports.js';

interface CustomerRow {
  id: number;
  email: string;
  created_at: Date;
}

const record = (row: CustomerRow): CustomerRecord => ({
  id: Number(row.id),
  email: row.email,
  createdAt: new Date(row.created_at),
});

/** Portal Personas accounts, links and sessions (tables identity_customers, _links, _sessions). */
@injectable()
export class SequelizeCustomerAccountStore implements CustomerAccountStore {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async ensure(email: string): Promise<CustomerRecord> {
    // ON CONFLICT ... DO UPDATE (a no-op) returns the row whether it was created now or by a concurrent twin.
    const [row] = await this.sequelize.query<CustomerRow>(
      `INSERT INTO identity_customers (email) VALUES ($1)
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id, email, created_at`,
      { bind: [email], type: QueryTypes.SELECT },
    );
    return record(row!);
  }

  async findByEmail(email: string): Promise<CustomerRecord | null> {
    const [row] = await this.sequelize.query<CustomerRow>(
      'SELECT id, email, created_at FROM identity_customers WHERE email = $1',
      { bind: [email], type: QueryTypes.SELECT },
    );
    return row ? record(row) : null;
  }

  async findById(id: number): Promise<CustomerRecord | null> {
    const [row] = await this.sequelize.query<CustomerRow>(
      'SELECT id, email, created_at FROM identity_customers WHERE id = $1',
      { bind: [id], type: QueryTypes.SELECT },
    );
    return row ? record(row) : null;
  }

  async saveLink(link: { tokenHash: string; customerId: number; expiresAt: Date }): Promise<number> {
    const [row] = await this.sequelize.query<{ id: string }>(
      'INSERT INTO identity_customer_links (token_hash, customer_id, expires_at) VALUES ($1, $2, $3) RETURNING id',
      { bind: [link.tokenHash, link.customerId, link.expiresAt], type: QueryTypes.SELECT },
    );
    return Number(row!.id);
  }

  async findLink(tokenHash: string) {
    const [row] = await this.sequelize.query<{
      id: string;
      customer_id: number;
      expires_at: Date;
      used_at: Date | null;
    }>('SELECT id, customer_id, expires_at, used_at FROM identity_customer_links WHERE token_hash = $1', {
      bind: [tokenHash],
      type: QueryTypes.SELECT,
    });
    if (!row) return null;
    return {
      id: Number(row.id),
      customerId: Number(row.customer_id),
      expiresAt: new Date(row.expires_at),
      usedAt: row.used_at ? new Date(row.used_at) : null,
    };
  }

  async markLinkUsed(id: number, at: Date): Promise<boolean> {
    const rows = await this.sequelize.query(
      'UPDATE identity_customer_links SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
      { bind: [id, at], type: QueryTypes.SELECT },
    );
    return rows.length === 1;
  }

  async saveSession(session: { tokenHash: string; customerId: number; expiresAt: Date }): Promise<void> {
    await this.sequelize.query(
      'INSERT INTO identity_customer_sessions (token_hash, customer_id, expires_at) VALUES ($1, $2, $3)',
      { bind: [session.tokenHash, session.customerId, session.expiresAt] },
    );
  }

  async findSession(tokenHash: string) {
    const [row] = await this.sequelize.query<{ customer_id: number; expires_at: Date; revoked_at: Date | null }>(
      'SELECT customer_id, expires_at, revoked_at FROM identity_customer_sessions WHERE token_hash = $1',
      { bind: [tokenHash], type: QueryTypes.SELECT },
    );
    if (!row) return null;
    return {
      customerId: Number(row.customer_id),
      expiresAt: new Date(row.expires_at),
      revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    };
  }

  async revokeSession(tokenHash: string, at: Date): Promise<void> {
    await this.sequelize.query(
      'UPDATE identity_customer_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
      { bind: [tokenHash, at] },
    );
  }

  async revokeAllSessions(customerId: number, at: Date): Promise<number> {
    const rows = await this.sequelize.query(
      `UPDATE identity_customer_sessions SET revoked_at = $2
        WHERE customer_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id`,
      { bind: [customerId, at], type: QueryTypes.SELECT },
    );
    return rows.length;
  }

  async recordLogin(customerId: number, at: Date): Promise<void> {
    await this.sequelize.query('UPDATE identity_customers SET last_login_at = $2 WHERE id = $1', {
      bind: [customerId, at],
    });
  }
}
