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

/** A policy_client_organizations row with its policy count, as node-pg hands it over (count(*) as text). */
interface OrganizationRow {
  id: number | string;
  name: string;
  rut: string;
  status: ClientOrganization['status'];
  group_code: string | null;
  email: string | null;
  phone: string | null;
  street: string | null;
  city: string;
  region: string;
  country: string;
  zip: string | null;
  policy_count?: number | string | null;
  created_at: Date;
}

const toOrganization = (row: OrganizationRow): ClientOrganization => ({
  id: Number(row.id),
  name: row.name,
  rut: row.rut,
  status: row.status,
  groupCode: row.group_code ?? null,
  email: row.email ?? null,
  phone: row.phone ?? null,
  street: row.street ?? null,
  city: row.city,
  region: row.region,
  country: row.country,
  zip: row.zip ?? null,
  policyCount: Number(row.policy_count ?? 0),
  createdAt: iso(row.created_at)!,
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
    const rows = await select<OrganizationRow>(
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
    const [row] = await select<OrganizationRow>(
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
