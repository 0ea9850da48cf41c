import { inject, injectable } from 'inversify';
import { UniqueConstraintError, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import { PoliciesError } from '../../domain/errors.js';
import type { ClientOrganizationRepository } from '../../application/ports.js';
import type { OrgFilter } from '../../domain/actor.js';
import type { ClientOrganization, ClientOrganizationInput } from '../../domain/client-organization.js';
import type { ListOptions, Page } from '../../domain/listing.js';
import { escapeLike, execute, iso, orgCondition, select } from './sql.js';

const SELECT = `
  SELECT o.*, (SELECT count(*) FROM policies p WHERE p.client_organization_id = o.id) AS policy_count
    FROM policy_client_organizations o`;

const toOrganization = (row: Record<string, unknown>): ClientOrganization => ({
  id: Number(row.id),
  name: row.name as string,
  rut: row.rut as string,
  status: row.status as ClientOrganization['status'],
  groupCode: (row.group_code as string | null) ?? null,
  email: (row.email as string | null) ?? null,
  phone: (row.phone as string | null) ?? null,
  street: (row.street as string | null) ?? null,
  city: row.city as string,
  region: row.region as string,
  country: row.country as string,
  zip: (row.zip as string | null) ?? null,
  policyCount: Number(row.policy_count ?? 0),
  createdAt: iso(row.created_at as Date)!,
});

const COLUMNS: Record<keyof ClientOrganizationInput, string> = {
  name: 'name',
  rut: 'rut',
  status: 'status',
  groupCode: 'group_code',
  email: 'email',
  phone: 'phone',
  street: 'street',
  city: 'city',
  region: 'region',
  country: 'country',
  zip: 'zip',
};

const duplicateRut = () =>
  new PoliciesError('CONFLICT', 'Ya existe una empresa con ese RUT.', {
    errors: { rut: 'Ya existe una empresa con ese RUT.' },
  });

@injectable()
export class SequelizeClientOrganizationRepository implements ClientOrganizationRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async list(
    orgs: OrgFilter,
    options: ListOptions<{ q?: string; status?: ClientOrganization['status']; ids?: number[] }>,
  ): Promise<Page<ClientOrganization>> {
    const bind: unknown[] = [];
    const conditions = [orgCondition('o.id', orgs, bind)].filter(Boolean) as string[];
    if (options.filter.q) {
      bind.push(escapeLike(options.filter.q));
      conditions.push(`(o.name ILIKE $${bind.length} OR o.rut ILIKE $${bind.length})`);
    }
    if (options.filter.status) {
      bind.push(options.filter.status);
      conditions.push(`o.status = $${bind.length}`);
    }
    if (options.filter.ids) {
      bind.push(options.filter.ids);
      conditions.push(`o.id = ANY($${bind.length}::int[])`);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const sort = { id: 'o.id', name: 'o.name', rut: 'o.rut', status: 'o.status' }[options.sort.field] ?? 'o.name';
    const rows = await select<Record<string, unknown>>(
      this.sequelize,
      `${SELECT} ${where} ORDER BY ${sort} ${options.sort.order === 'DESC' ? 'DESC' : 'ASC'}, o.id LIMIT ${Number(options.limit)} OFFSET ${Number(options.offset)}`,
      bind,
    );
    const [count] = await select<{ total: string }>(
      this.sequelize,
      `SELECT count(*) AS total FROM policy_client_organizations o ${where}`,
      bind,
    );
    return { rows: rows.map(toOrganization), total: Number(count?.total ?? 0) };
  }

  async get(orgs: OrgFilter, id: number): Promise<ClientOrganization | null> {
    const bind: unknown[] = [id];
    const scope = orgCondition('o.id', orgs, bind);
    const [row] = await select<Record<string, unknown>>(
      this.sequelize,
      `${SELECT} WHERE o.id = $1${scope ? ` AND ${scope}` : ''}`,
      bind,
    );
    return row ? toOrganization(row) : null;
  }

  async insert(input: ClientOrganizationInput): Promise<number> {
    const entries = Object.entries(COLUMNS).filter(
      ([key]) => input[key as keyof ClientOrganizationInput] !== undefined,
    );
    try {
      const [row] = await select<{ id: number }>(
        this.sequelize,
        `INSERT INTO policy_client_organizations (${entries.map(([, c]) => c).join(', ')})
         VALUES (${entries.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        entries.map(([key]) => input[key as keyof ClientOrganizationInput]),
      );
      return Number(row!.id);
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw duplicateRut();
      throw error;
    }
  }

  async update(id: number, patch: Partial<ClientOrganizationInput>): Promise<boolean> {
    const entries = Object.entries(COLUMNS).filter(
      ([key]) => patch[key as keyof ClientOrganizationInput] !== undefined,
    );
    if (entries.length === 0) return true;
    try {
      return (
        (await execute(
          this.sequelize,
          `UPDATE policy_client_organizations SET ${entries.map(([, c], i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now()
            WHERE id = $1`,
          [id, ...entries.map(([key]) => patch[key as keyof ClientOrganizationInput])],
        )) > 0
      );
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw duplicateRut();
      throw error;
    }
  }

  async groupOf(id: number): Promise<number[]> {
    const rows = await select<{ id: number }>(
      this.sequelize,
      `SELECT o.id FROM policy_client_organizations o
        WHERE o.id = $1 OR (o.group_code IS NOT NULL AND o.group_code =
          (SELECT group_code FROM policy_client_organizations WHERE id = $1))`,
      [id],
    );
    return rows.map((row) => Number(row.id));
  }
}
