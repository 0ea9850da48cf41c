import { inject, injectable } from 'inversify';
import { QueryTypes, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { ListQuery, NewUser, UserPatch, UserRecord, UserRepository } from '../../application/ports.js';
import { IdentityError } from '../../domain/errors.js';
import type { UserStatus } from '../../domain/permissions.js';

interface UserRow {
  id: number;
  email: string;
  name: string;
  status: UserStatus;
  password_hash: string;
  password_changed_at: Date;
  must_change_password: boolean;
  last_login_at: Date | null;
  created_at: Date;
  roles: string[] | null;
  company_id: number | null;
  booking_url: string | null;
}

const SELECT_USERS = `
  SELECT u.*, COALESCE(
    (SELECT array_agg(r.name ORDER BY r.name) FROM identity_user_roles ur JOIN identity_roles r ON r.id = ur.role_id
      WHERE ur.user_id = u.id), '{}') AS roles
    FROM identity_users u`;

const SORTABLE: Record<string, string> = {
  id: 'u.id',
  email: 'u.email',
  name: 'u.name',
  status: 'u.status',
  createdAt: 'u.created_at',
  lastLoginAt: 'u.last_login_at',
};

const toRecord = (row: UserRow): UserRecord => ({
  id: Number(row.id),
  email: row.email,
  name: row.name,
  status: row.status,
  passwordHash: row.password_hash,
  passwordChangedAt: new Date(row.password_changed_at),
  mustChangePassword: row.must_change_password,
  roles: row.roles ?? [],
  createdAt: new Date(row.created_at),
  lastLoginAt: row.last_login_at ? new Date(row.last_login_at) : null,
  companyId: row.company_id == null ? null : Number(row.company_id),
  bookingUrl: row.booking_url ?? null,
});

@injectable()
export class SequelizeUserRepository implements UserRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  private async one(where: string, bind: unknown[], transaction?: Transaction): Promise<UserRecord | null> {
    const [row] = await this.sequelize.query<UserRow>(`${SELECT_USERS} WHERE ${where}`, {
      bind,
      type: QueryTypes.SELECT,
      transaction,
    });
    return row ? toRecord(row) : null;
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.one('u.email = $1', [email.toLowerCase()]);
  }

  findById(id: number): Promise<UserRecord | null> {
    return this.one('u.id = $1', [id]);
  }

  async create(user: NewUser): Promise<UserRecord> {
    try {
      return await this.sequelize.transaction(async (transaction) => {
        const [row] = await this.sequelize.query<{ id: number }>(
          `INSERT INTO identity_users (email, name, status, password_hash, must_change_password, company_id)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          {
            bind: [
              user.email,
              user.name,
              user.status,
              user.passwordHash,
              user.mustChangePassword,
              user.companyId ?? null,
            ],
            type: QueryTypes.SELECT,
            transaction,
          },
        );
        const id = Number(row!.id);
        await this.sequelize.query('INSERT INTO identity_password_history (user_id, password_hash) VALUES ($1, $2)', {
          bind: [id, user.passwordHash],
          transaction,
        });
        await this.assignRoles(id, user.roles, transaction);
        return (await this.one('u.id = $1', [id], transaction))!;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintError) {
        throw new IdentityError('USER_ALREADY_EXISTS', undefined, {
          errors: { email: 'Ya existe un usuario con ese correo.' },
        });
      }
      throw error;
    }
  }

  private async assignRoles(userId: number, roles: string[], transaction: Transaction): Promise<void> {
    const unique = [...new Set(roles)];
    const found = await this.sequelize.query<{ id: number; name: string }>(
      'SELECT id, name FROM identity_roles WHERE name = ANY($1::text[])',
      { bind: [unique], type: QueryTypes.SELECT, transaction },
    );
    const missing = unique.filter((name) => !found.some((role) => role.name === name));
    if (missing.length > 0) {
      const message = `Rol no encontrado: ${missing.join(', ')}.`;
      throw new IdentityError('ROLE_NOT_FOUND', message, { errors: { roles: message } });
    }
    await this.sequelize.query('DELETE FROM identity_user_roles WHERE user_id = $1', {
      bind: [userId],
      transaction,
    });
    if (found.length === 0) return;
    await this.sequelize.query('INSERT INTO identity_user_roles (user_id, role_id) SELECT $1, unnest($2::int[])', {
      bind: [userId, found.map((role) => role.id)],
      transaction,
    });
  }

  async update(id: number, patch: UserPatch): Promise<UserRecord | null> {
    return this.sequelize.transaction(async (transaction) => {
      const [row] = await this.sequelize.query<{ id: number }>(
        `UPDATE identity_users SET name = COALESCE($2, name), status = COALESCE($3, status),
                company_id = CASE WHEN $4::boolean THEN $5::integer ELSE company_id END,
                booking_url = CASE WHEN $6::boolean THEN $7::text ELSE booking_url END, updated_at = now()
          WHERE id = $1 RETURNING id`,
        {
          bind: [
            id,
            patch.name ?? null,
            patch.status ?? null,
            patch.companyId !== undefined,
            patch.companyId ?? null,
            patch.bookingUrl !== undefined,
            patch.bookingUrl ?? null,
          ],
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      if (!row) return null;
      if (patch.roles) await this.assignRoles(id, patch.roles, transaction);
      return this.one('u.id = $1', [id], transaction);
    });
  }

  async list(query: ListQuery): Promise<{ rows: UserRecord[]; total: number }> {
    const conditions: string[] = [];
    const bind: unknown[] = [];
    if (query.filter.q) {
      bind.push(`%${query.filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      conditions.push(`(u.email ILIKE $${bind.length} OR u.name ILIKE $${bind.length})`);
    }
    if (query.filter.status) {
      bind.push(query.filter.status);
      conditions.push(`u.status = $${bind.length}`);
    }
    if (query.filter.role) {
      bind.push(query.filter.role);
      conditions.push(
        `EXISTS (SELECT 1 FROM identity_user_roles ur JOIN identity_roles r ON r.id = ur.role_id
                  WHERE ur.user_id = u.id AND r.name = $${bind.length})`,
      );
    }
    if (query.filter.ids) {
      bind.push(query.filter.ids);
      conditions.push(`u.id = ANY($${bind.length}::int[])`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = `${SORTABLE[query.sort.field] ?? 'u.id'} ${query.sort.order === 'DESC' ? 'DESC' : 'ASC'}, u.id`;
    const rows = await this.sequelize.query<UserRow>(
      `${SELECT_USERS} ${where} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`,
      { bind, type: QueryTypes.SELECT },
    );
    const [count] = await this.sequelize.query<{ total: string }>(
      `SELECT count(*) AS total FROM identity_users u ${where}`,
      { bind, type: QueryTypes.SELECT },
    );
    return { rows: rows.map(toRecord), total: Number(count?.total ?? 0) };
  }

  async count(): Promise<number> {
    const [row] = await this.sequelize.query<{ total: string }>('SELECT count(*) AS total FROM identity_users', {
      type: QueryTypes.SELECT,
    });
    return Number(row?.total ?? 0);
  }

  advisorsWithBookingLink(): Promise<{ id: number; name: string; bookingUrl: string }[]> {
    return this.sequelize.query<{ id: number; name: string; bookingUrl: string }>(
      `SELECT id, name, booking_url AS "bookingUrl" FROM identity_users
        WHERE booking_url IS NOT NULL AND status = 'Activo' AND company_id IS NULL ORDER BY id`,
      { type: QueryTypes.SELECT },
    );
  }

  async activeUsers(): Promise<UserRecord[]> {
    const rows = await this.sequelize.query<UserRow>(`${SELECT_USERS} WHERE u.status = 'Activo' ORDER BY u.name`, {
      type: QueryTypes.SELECT,
    });
    return rows.map(toRecord);
  }

  async passwordHistory(userId: number, limit: number): Promise<string[]> {
    const rows = await this.sequelize.query<{ password_hash: string }>(
      'SELECT password_hash FROM identity_password_history WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
      { bind: [userId, limit], type: QueryTypes.SELECT },
    );
    return rows.map((row) => row.password_hash);
  }

  async setPassword(userId: number, passwordHash: string, mustChange: boolean, at: Date): Promise<void> {
    await this.sequelize.transaction(async (transaction) => {
      await this.sequelize.query(
        `UPDATE identity_users SET password_hash = $2, must_change_password = $3, password_changed_at = $4,
                updated_at = now() WHERE id = $1`,
        { bind: [userId, passwordHash, mustChange, at], transaction },
      );
      await this.sequelize.query(
        'INSERT INTO identity_password_history (user_id, password_hash, created_at) VALUES ($1, $2, $3)',
        { bind: [userId, passwordHash, at], transaction },
      );
    });
  }

  async recordLogin(userId: number, at: Date): Promise<void> {
    await this.sequelize.query('UPDATE identity_users SET last_login_at = $2 WHERE id = $1', { bind: [userId, at] });
  }

  async sessionState(userId: number): Promise<{ status: UserStatus; validAfterSeconds: number } | null> {
    const [row] = await this.sequelize.query<{ status: UserStatus; valid_after: string }>(
      'SELECT status, floor(extract(epoch FROM sessions_valid_after))::bigint AS valid_after FROM identity_users WHERE id = $1',
      { bind: [userId], type: QueryTypes.SELECT },
    );
    return row ? { status: row.status, validAfterSeconds: Number(row.valid_after) } : null;
  }

  async cutSessions(userIds: number[], at: Date): Promise<void> {
    if (userIds.length === 0) return;
    await this.sequelize.query(
      "UPDATE identity_users SET sessions_valid_after = date_trunc('second', $2::timestamptz) WHERE id = ANY($1::int[])",
      { bind: [userIds, at] },
    );
  }

  async idsWithRole(roleId: number): Promise<number[]> {
    const rows = await this.sequelize.query<{ user_id: number }>(
      'SELECT user_id FROM identity_user_roles WHERE role_id = $1',
      { bind: [roleId], type: QueryTypes.SELECT },
    );
    return rows.map((row) => Number(row.user_id));
  }
}
