import { inject, injectable } from 'inversify';
import type { Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import { generatedPolicyNumber } from '../../domain/policy-number.js';
import type { PolicyRepository, Tx } from '../../application/ports.js';
import type { Actor, OrgFilter } from '../../domain/actor.js';
import type { ListOptions, Page } from '../../domain/listing.js';
import type { HistoryEntry, Policy, PolicyFilter, PolicyInput } from '../../domain/policy.js';
import { escapeLike, execute, iso, orgCondition, select } from './sql.js';

interface PolicyRow {
  id: number;
  number: string;
  kind: Policy['kind'];
  client_organization_id: number | null;
  client_organization_name: string | null;
  insurer_id: number | null;
  product_id: number | null;
  product_name: string | null;
  status: Policy['status'];
  start_date: string;
  end_date: string | null;
  periodicity_months: number;
  premium_amount: string;
  premium_currency: Policy['premium']['currency'];
  premium_basis: Policy['premiumBasis'];
  sale_id: string | null;
  renewal_of: number | null;
  duplicated_from: number | null;
  coverage_groups: { id: number; code: string; name: string }[] | null;
  insured_count: string;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `
  SELECT p.id, p.number, p.kind, p.client_organization_id, o.name AS client_organization_name, p.insurer_id,
         p.product_id, p.product_name, p.status, to_char(p.start_date, 'YYYY-MM-DD') AS start_date,
         to_char(p.end_date, 'YYYY-MM-DD') AS end_date, p.periodicity_months, p.premium_amount::text AS premium_amount,
         p.premium_currency, p.premium_basis, p.sale_id, p.renewal_of, p.duplicated_from, p.created_at, p.updated_at,
         (SELECT json_agg(json_build_object('id', g.id, 'code', g.code, 'name', g.name) ORDER BY g.id)
            FROM policy_coverage_groups g WHERE g.policy_id = p.id) AS coverage_groups,
         (SELECT count(*) FROM policy_memberships m WHERE m.policy_id = p.id AND m.status = 'ACTIVE') AS insured_count
    FROM policies p LEFT JOIN policy_client_organizations o ON o.id = p.client_organization_id`;

const SORT: Record<string, string> = {
  id: 'p.id',
  number: 'p.number',
  status: 'p.status',
  startDate: 'p.start_date',
  endDate: 'p.end_date',
  clientOrganizationName: 'o.name',
  createdAt: 'p.created_at',
};

/** Trailing zeros of a UF amount are noise: '0.4500' → '0.45'; CLP stays an integer. */
const amount = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);

const toPolicy = (row: PolicyRow): Policy => ({
  id: Number(row.id),
  number: row.number,
  kind: row.kind,
  clientOrganizationId: row.client_organization_id === null ? null : Number(row.client_organization_id),
  clientOrganizationName: row.client_organization_name,
  insurerId: row.insurer_id,
  productId: row.product_id,
  productName: row.product_name,
  status: row.status,
  startDate: row.start_date,
  endDate: row.end_date,
  periodicityMonths: row.periodicity_months,
  premium: { amount: amount(row.premium_amount), currency: row.premium_currency },
  premiumBasis: row.premium_basis,
  saleId: row.sale_id,
  renewalOf: row.renewal_of,
  duplicatedFrom: row.duplicated_from,
  coverageGroups: row.coverage_groups ?? [],
  insuredCount: Number(row.insured_count),
  createdAt: iso(row.created_at)!,
  updatedAt: iso(row.updated_at)!,
});

@injectable()
export class SequelizePolicyRepository implements PolicyRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async list(orgs: OrgFilter, options: ListOptions<PolicyFilter>): Promise<Page<Policy>> {
    const bind: unknown[] = [];
    const conditions = [orgCondition('p.client_organization_id', orgs, bind)].filter(Boolean) as string[];
    const { q, status, clientOrganizationId, ids } = options.filter;
    if (q) {
      bind.push(escapeLike(q));
      conditions.push(
        `(p.number ILIKE $${bind.length} OR o.name ILIKE $${bind.length} OR p.product_name ILIKE $${bind.length})`,
      );
    }
    if (status) {
      bind.push(status);
      conditions.push(`p.status = $${bind.length}`);
    }
    if (clientOrganizationId) {
      bind.push(clientOrganizationId);
      conditions.push(`p.client_organization_id = $${bind.length}`);
    }
    if (ids) {
      bind.push(ids);
      conditions.push(`p.id = ANY($${bind.length}::int[])`);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = `${SORT[options.sort.field] ?? 'p.id'} ${options.sort.order === 'ASC' ? 'ASC' : 'DESC'}, p.id`;
    const rows = await select<PolicyRow>(
      this.sequelize,
      `${SELECT} ${where} ORDER BY ${order} LIMIT ${Number(options.limit)} OFFSET ${Number(options.offset)}`,
      bind,
    );
    const [count] = await select<{ total: string }>(
      this.sequelize,
      `SELECT count(*) AS total FROM policies p LEFT JOIN policy_client_organizations o ON o.id = p.client_organization_id ${where}`,
      bind,
    );
    return { rows: rows.map(toPolicy), total: Number(count?.total ?? 0) };
  }

  async get(orgs: OrgFilter, id: number, tx?: Tx): Promise<Policy | null> {
    const bind: unknown[] = [id];
    const scope = orgCondition('p.client_organization_id', orgs, bind);
    const [row] = await select<PolicyRow>(
      this.sequelize,
      `${SELECT} WHERE p.id = $1${scope ? ` AND ${scope}` : ''}`,
      bind,
      tx,
    );
    return row ? toPolicy(row) : null;
  }

  async insert(tx: Tx, input: PolicyInput): Promise<number> {
    let number = input.number;
    if (!number) {
      const [seq] = await select<{ n: string }>(this.sequelize, "SELECT nextval('policy_number_seq') AS n", [], tx);
      number = generatedPolicyNumber(Number(input.startDate.slice(0, 4)), Number(seq!.n));
    }
    const [row] = await select<{ id: number }>(
      this.sequelize,
      `INSERT INTO policies (number, kind, client_organization_id, insurer_id, product_id, product_name, status,
         start_date, end_date, periodicity_months, premium_amount, premium_currency, premium_basis, sale_id,
         renewal_of, duplicated_from)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [
        number,
        input.kind,
        input.clientOrganizationId,
        input.insurerId,
        input.productId,
        input.productName,
        input.status,
        input.startDate,
        input.endDate,
        input.periodicityMonths,
        input.premium.amount,
        input.premium.currency,
        input.premiumBasis,
        input.saleId ?? null,
        input.renewalOf ?? null,
        input.duplicatedFrom ?? null,
      ],
      tx,
    );
    const id = Number(row!.id);
    await this.setGroups(tx, id, input.coverageGroups);
    return id;
  }

  private async setGroups(tx: Tx, policyId: number, groups: { code: string; name: string }[]) {
    if (groups.length === 0) return;
    // Groups are matched by code: existing ones are renamed, new ones added; groups in use are never deleted.
    await execute(
      this.sequelize,
      `INSERT INTO policy_coverage_groups (policy_id, code, name)
       SELECT $1, upper(trim(c)), n FROM unnest($2::text[], $3::text[]) AS x(c, n)
       ON CONFLICT (policy_id, code) DO UPDATE SET name = EXCLUDED.name`,
      [policyId, groups.map((g) => g.code), groups.map((g) => g.name)],
      tx,
    );
  }

  async update(tx: Tx, id: number, patch: Partial<PolicyInput>): Promise<void> {
    const columns: Record<string, unknown> = {
      number: patch.number,
      insurer_id: patch.insurerId,
      product_id: patch.productId,
      product_name: patch.productName,
      status: patch.status,
      start_date: patch.startDate,
      end_date: patch.endDate,
      periodicity_months: patch.periodicityMonths,
      premium_amount: patch.premium?.amount,
      premium_currency: patch.premium?.currency,
      premium_basis: patch.premiumBasis,
    };
    const bind: unknown[] = [id];
    const sets = Object.entries(columns)
      .filter(([, value]) => value !== undefined)
      .map(([column, value]) => {
        bind.push(value);
        return `${column} = $${bind.length}`;
      });
    if (sets.length > 0) {
      await execute(
        this.sequelize,
        `UPDATE policies SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`,
        bind,
        tx,
      );
    }
    if (patch.coverageGroups) await this.setGroups(tx, id, patch.coverageGroups);
  }

  async addHistory(tx: Tx, policyId: number, actor: Pick<Actor, 'id' | 'name'>, action: string, changes: object) {
    await execute(
      this.sequelize,
      'INSERT INTO policy_history (policy_id, user_id, user_name, action, changes) VALUES ($1, $2, $3, $4, $5::jsonb)',
      [policyId, actor.id, actor.name, action, JSON.stringify(changes)],
      tx,
    );
  }

  async history(policyId: number): Promise<HistoryEntry[]> {
    const rows = await select<{
      id: string;
      policy_id: number;
      at: Date;
      user_id: number | null;
      user_name: string | null;
      action: string;
      changes: Record<string, unknown>;
    }>(this.sequelize, 'SELECT * FROM policy_history WHERE policy_id = $1 ORDER BY id DESC', [policyId]);
    return rows.map((row) => ({
      id: Number(row.id),
      policyId: row.policy_id,
      at: iso(row.at)!,
      userId: row.user_id,
      userName: row.user_name,
      action: row.action,
      changes: row.changes,
    }));
  }

  async findBySale(saleId: string, tx?: Tx): Promise<number | null> {
    const [row] = await select<{ id: number }>(
      this.sequelize,
      'SELECT id FROM policies WHERE sale_id = $1',
      [saleId],
      tx,
    );
    return row ? Number(row.id) : null;
  }

  async soldEndingBetween(from: string, to: string): Promise<number[]> {
    const rows = await select<{ id: number }>(
      this.sequelize,
      `SELECT id FROM policies
        WHERE kind = 'individual' AND status = 'ACTIVE' AND sale_id IS NOT NULL
          AND (end_date BETWEEN $1 AND $2
               OR (end_date IS NULL AND start_date < $1::date
                   AND ((start_date + make_interval(years => (extract(year FROM $1::date) - extract(year FROM start_date))::int))::date BETWEEN $1 AND $2
                     OR (start_date + make_interval(years => (extract(year FROM $2::date) - extract(year FROM start_date))::int))::date BETWEEN $1 AND $2)))
        ORDER BY id`,
      [from, to],
    );
    return rows.map((row) => Number(row.id));
  }
}
