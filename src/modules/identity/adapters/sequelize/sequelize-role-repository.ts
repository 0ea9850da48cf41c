import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { RoleRecord, RoleRepository } from '../../application/ports.js';
import { IdentityError } from '../../domain/errors.js';

interface RoleRow {
  id: number;
  name: string;
  description: string;
  permissions: string[] | null;
  user_count: string;
}

const SELECT_ROLES = `
  SELECT r.id, r.name, r.description,
         COALESCE((SELECT array_agg(rp.permission ORDER BY rp.permission) FROM identity_role_permissions rp
                    WHERE rp.role_id = r.id), '{}') AS permissions,
         (SELECT count(*) FROM identity_user_roles ur WHERE ur.role_id = r.id) AS user_count
    FROM identity_roles r`;

const toRecord = (row: RoleRow): RoleRecord => ({
  id: Number(row.id),
  name: row.name,
  description: row.description,
  permissions: row.permissions ?? [],
  userCount: Number(row.user_count),
});

@injectable()
export class SequelizeRoleRepository implements RoleRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async list(): Promise<RoleRecord[]> {
    const rows = await this.sequelize.query<RoleRow>(`${SELECT_ROLES} ORDER BY r.id`, { type: QueryTypes.SELECT });
    return rows.map(toRecord);
  }

  async findById(id: number): Promise<RoleRecord | null> {
    const [row] = await this.sequelize.query<RoleRow>(`${SELECT_ROLES} WHERE r.id = $1`, {
      bind: [id],
      type: QueryTypes.SELECT,
    });
    return row ? toRecord(row) : null;
  }

  async setPermissions(id: number, permissions: string[]): Promise<RoleRecord | null> {
    return this.sequelize.transaction(async (transaction) => {
      const [role] = await this.sequelize.query<{ id: number }>(
        'SELECT id FROM identity_roles WHERE id = $1 FOR UPDATE',
        {
          bind: [id],
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      if (!role) return null;
      const known = await this.sequelize.query<{ name: string }>(
        'SELECT name FROM identity_permissions WHERE name = ANY($1::text[])',
        { bind: [permissions], type: QueryTypes.SELECT, transaction },
      );
      const unknown = permissions.filter((name) => !known.some((row) => row.name === name));
      if (unknown.length > 0) {
        const message = `Permiso desconocido: ${unknown.join(', ')}.`;
        throw new IdentityError('BAD_REQUEST', message, { errors: { permissions: message } });
      }
      await this.sequelize.query('DELETE FROM identity_role_permissions WHERE role_id = $1', {
        bind: [id],
        transaction,
      });
      await this.sequelize.query(
        'INSERT INTO identity_role_permissions (role_id, permission) SELECT $1, unnest($2::text[])',
        { bind: [id, permissions], transaction },
      );
      const [row] = await this.sequelize.query<RoleRow>(`${SELECT_ROLES} WHERE r.id = $1`, {
        bind: [id],
        type: QueryTypes.SELECT,
        transaction,
      });
      return row ? toRecord(row) : null;
    });
  }

  async permissionsOf(roles: string[]): Promise<string[]> {
    const rows = await this.sequelize.query<{ permission: string }>(
      `SELECT DISTINCT rp.permission FROM identity_role_permissions rp JOIN identity_roles r ON r.id = rp.role_id
        WHERE r.name = ANY($1::text[]) ORDER BY rp.permission`,
      { bind: [roles], type: QueryTypes.SELECT },
    );
    return rows.map((row) => row.permission);
  }

  async catalogue(): Promise<{ name: string; description: string }[]> {
    return this.sequelize.query<{ name: string; description: string }>(
      'SELECT name, description FROM identity_permissions ORDER BY name',
      { type: QueryTypes.SELECT },
    );
  }
}
