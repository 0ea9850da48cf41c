import { inject, injectable } from 'inversify';
import type { Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { InsuredRepository, Tx } from '../../application/ports.js';
import type { OrgFilter } from '../../domain/actor.js';
import type { Insured, InsuredFilter, NewPerson, Person } from '../../domain/insured.js';
import type { ListOptions, Page } from '../../domain/listing.js';
import type { CancellationRow } from '../../domain/row-validation.js';
import type { MembershipStatus } from '../../domain/statuses.js';
import { escapeLike, execute, orgCondition, select } from './sql.js';

const FROM = `
    FROM policy_memberships m
    JOIN policies p ON p.id = m.policy_id
    JOIN policy_people pe ON pe.id = m.person_id
    LEFT JOIN policy_people h ON h.id = pe.holder_id
    LEFT JOIN policy_coverage_groups g ON g.id = m.coverage_group_id`;

const SELECT = `
  SELECT m.id, m.policy_id, p.number AS policy_number, p.client_organization_id, pe.id AS person_id, pe.rut,
         pe.first_name, pe.paternal_surname, pe.maternal_surname, to_char(pe.birth_date, 'YYYY-MM-DD') AS birth_date,
         pe.gender, pe.email, pe.phone, pe.insured_type, pe.dependant_type, h.rut AS holder_rut,
         m.coverage_group_id, g.name AS coverage_group_name, m.status, to_char(m.start_date, 'YYYY-MM-DD') AS start_date,
         to_char(m.exclusion_date, 'YYYY-MM-DD') AS exclusion_date, m.exclusion_reason, m.bulk_load_id
  ${FROM}`;

const SORT: Record<string, string> = {
  id: 'm.id',
  rut: 'pe.rut',
  fullName: 'pe.paternal_surname',
  status: 'm.status',
  startDate: 'm.start_date',
  policyNumber: 'p.number',
};

/** A membership joined with its person, policy and coverage group, as node-pg hands it over. */
interface InsuredRow {
  id: number | string;
  policy_id: number | string;
  policy_number: string;
  client_organization_id: number | string | null;
  person_id: number | string;
  rut: string;
  first_name: string;
  paternal_surname: string;
  maternal_surname: string | null;
  birth_date: string | null;
  gender: Insured['gender'];
  email: string | null;
  phone: string | null;
  insured_type: Insured['insuredType'];
  dependant_type: Insured['dependantType'];
  holder_rut: string | null;
  coverage_group_id: number | string | null;
  coverage_group_name: string | null;
  status: MembershipStatus;
  start_date: string;
  exclusion_date: string | null;
  exclusion_reason: string | null;
  bulk_load_id: number | string | null;
}

/** A person of a client company with no membership in force. */
interface PersonRow {
  id: number | string;
  client_organization_id: number | string | null;
  rut: string;
  first_name: string;
  paternal_surname: string;
  maternal_surname: string | null;
  insured_type: Person['insuredType'];
  email: string | null;
  status: string;
}

const toInsured = (row: InsuredRow): Insured => {
  const fullName = [row.first_name, row.paternal_surname, row.maternal_surname].filter(Boolean).join(' ');
  return {
    id: Number(row.id),
    policyId: Number(row.policy_id),
    policyNumber: row.policy_number,
    clientOrganizationId: row.client_organization_id == null ? null : Number(row.client_organization_id),
    personId: Number(row.person_id),
    rut: row.rut,
    firstName: row.first_name,
    paternalSurname: row.paternal_surname,
    maternalSurname: row.maternal_surname ?? null,
    fullName,
    birthDate: row.birth_date ?? null,
    gender: row.gender ?? null,
    email: row.email ?? null,
    phone: row.phone ?? null,
    insuredType: row.insured_type,
    dependantType: row.dependant_type ?? null,
    holderRut: row.holder_rut ?? null,
    coverageGroupId: row.coverage_group_id == null ? null : Number(row.coverage_group_id),
    coverageGroupName: row.coverage_group_name ?? null,
    status: row.status,
    startDate: row.start_date,
    exclusionDate: row.exclusion_date ?? null,
    exclusionReason: row.exclusion_reason ?? null,
    bulkLoadId: row.bulk_load_id == null ? null : Number(row.bulk_load_id),
  };
};

@injectable()
export class SequelizeInsuredRepository implements InsuredRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async list(orgs: OrgFilter, options: ListOptions<InsuredFilter>, tx?: Tx): Promise<Page<Insured>> {
    const bind: unknown[] = [];
    const conditions = [orgCondition('p.client_organization_id', orgs, bind)].filter(Boolean) as string[];
    const f = options.filter;
    if (f.q) {
      bind.push(escapeLike(f.q));
      const digits = f.q.replace(/[^0-9kK]/g, '');
      const text = bind.length;
      let compact = '';
      if (digits.length >= 3) {
        bind.push(`%${digits}%`);
        compact = ` OR replace(replace(pe.rut, '.', ''), '-', '') ILIKE $${bind.length}`;
      }
      conditions.push(
        `(pe.rut ILIKE $${text} OR (pe.first_name || ' ' || pe.paternal_surname || ' ' || coalesce(pe.maternal_surname, '')) ILIKE $${text}${compact})`,
      );
    }
    for (const [value, column] of [
      [f.policyId, 'm.policy_id'],
      [f.status, 'm.status'],
      [f.insuredType, 'pe.insured_type'],
      [f.bulkLoadId, 'm.bulk_load_id'],
    ] as const) {
      if (value === undefined) continue;
      bind.push(value);
      conditions.push(`${column} = $${bind.length}`);
    }
    if (f.statuses) {
      bind.push(f.statuses);
      conditions.push(`m.status = ANY($${bind.length}::text[])`);
    }
    if (f.ids) {
      bind.push(f.ids);
      conditions.push(`m.id = ANY($${bind.length}::int[])`);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = `${SORT[options.sort.field] ?? 'm.id'} ${options.sort.order === 'ASC' ? 'ASC' : 'DESC'}, m.id`;
    const rows = await select<InsuredRow>(
      this.sequelize,
      `${SELECT} ${where} ORDER BY ${order} LIMIT ${Number(options.limit)} OFFSET ${Number(options.offset)}`,
      bind,
      tx,
    );
    const [count] = await select<{ total: string }>(
      this.sequelize,
      `SELECT count(*) AS total ${FROM} ${where}`,
      bind,
      tx,
    );
    return { rows: rows.map(toInsured), total: Number(count?.total ?? 0) };
  }

  async get(orgs: OrgFilter, id: number, tx?: Tx): Promise<Insured | null> {
    const bind: unknown[] = [id];
    const scope = orgCondition('p.client_organization_id', orgs, bind);
    const [row] = await select<InsuredRow>(
      this.sequelize,
      `${SELECT} WHERE m.id = $1${scope ? ` AND ${scope}` : ''}`,
      bind,
      tx,
    );
    return row ? toInsured(row) : null;
  }

  async lock(tx: Tx, id: number): Promise<{ status: MembershipStatus } | null> {
    const [row] = await select<{ status: MembershipStatus }>(
      this.sequelize,
      'SELECT status FROM policy_memberships WHERE id = $1 FOR UPDATE',
      [id],
      tx,
    );
    return row ?? null;
  }

  async setStatus(tx: Tx, id: number, status: MembershipStatus, exclusion?: { date: string; reason: string | null }) {
    await execute(
      this.sequelize,
      `UPDATE policy_memberships SET status = $2,
              exclusion_date = CASE WHEN $3::boolean THEN $4::date ELSE exclusion_date END,
              exclusion_reason = CASE WHEN $3::boolean THEN $5 ELSE exclusion_reason END,
              updated_at = now()
        WHERE id = $1`,
      [id, status, exclusion !== undefined, exclusion?.date ?? null, exclusion?.reason ?? null],
      tx,
    );
  }

  async upsertPeople(tx: Tx, organizationId: number | null, people: NewPerson[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    // Holders first, so the dependants of the same batch find them.
    for (const batch of [
      people.filter((p) => p.insuredType === 'TITULAR'),
      people.filter((p) => p.insuredType !== 'TITULAR'),
    ]) {
      if (batch.length === 0) continue;
      const column = <K extends keyof NewPerson>(key: K) => batch.map((p) => p[key]);
      // The holder by a subquery per row, not a join: a join let the planner hash every person of the company
      // for each batch (it cannot know one company holds most rows until an ANALYZE), which made a large load
      // quadratic; the subquery is one probe of the unique index policy_people_org_rut whatever the statistics.
      const rows = await select<{ id: number; rut: string }>(
        this.sequelize,
        `INSERT INTO policy_people (client_organization_id, rut, first_name, paternal_surname, maternal_surname,
           birth_date, gender, email, phone, insured_type, dependant_type, holder_id, account_type, account_number, bank)
         SELECT $1::int, x.rut, x.first_name, x.paternal_surname, x.maternal_surname, x.birth_date, x.gender, x.email,
                x.phone, x.insured_type, x.dependant_type,
                (SELECT h.id FROM policy_people h
                  WHERE COALESCE(h.client_organization_id, 0) = COALESCE($1::int, 0) AND h.rut = x.holder_rut),
                x.account_type, x.account_number, x.bank
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::date[], $7::text[], $8::text[], $9::text[],
                       $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[])
                AS x(rut, first_name, paternal_surname, maternal_surname, birth_date, gender, email, phone, insured_type,
                     dependant_type, holder_rut, account_type, account_number, bank)
         ON CONFLICT (COALESCE(client_organization_id, 0), rut) DO UPDATE SET
           first_name = EXCLUDED.first_name, paternal_surname = EXCLUDED.paternal_surname,
           maternal_surname = COALESCE(EXCLUDED.maternal_surname, policy_people.maternal_surname),
           birth_date = COALESCE(EXCLUDED.birth_date, policy_people.birth_date),
           gender = COALESCE(EXCLUDED.gender, policy_people.gender),
           email = COALESCE(EXCLUDED.email, policy_people.email), phone = COALESCE(EXCLUDED.phone, policy_people.phone),
           insured_type = EXCLUDED.insured_type, dependant_type = EXCLUDED.dependant_type,
           holder_id = COALESCE(EXCLUDED.holder_id, policy_people.holder_id),
           account_type = COALESCE(EXCLUDED.account_type, policy_people.account_type),
           account_number = COALESCE(EXCLUDED.account_number, policy_people.account_number),
           bank = COALESCE(EXCLUDED.bank, policy_people.bank), status = 'ACTIVE', updated_at = now()
         RETURNING id, rut`,
        [
          organizationId,
          column('rut'),
          column('firstName'),
          column('paternalSurname'),
          column('maternalSurname'),
          column('birthDate'),
          column('gender'),
          column('email'),
          column('phone'),
          column('insuredType'),
          column('dependantType'),
          column('holderRut'),
          column('accountType'),
          column('accountNumber'),
          column('bank'),
        ],
        tx,
      );
      for (const row of rows) ids.set(row.rut, Number(row.id));
    }
    return ids;
  }

  async addMemberships(
    tx: Tx,
    policyId: number,
    rows: {
      personId: number;
      coverageGroupId: number | null;
      startDate: string;
      status: MembershipStatus;
      bulkLoadId: number | null;
    }[],
  ): Promise<Set<number>> {
    if (rows.length === 0) return new Set();
    const added = await select<{ person_id: number }>(
      this.sequelize,
      `INSERT INTO policy_memberships (policy_id, person_id, coverage_group_id, start_date, status, bulk_load_id)
       SELECT $1, x.person_id, x.group_id, x.start_date, x.status, x.load_id
         FROM unnest($2::int[], $3::int[], $4::date[], $5::text[], $6::int[]) AS x(person_id, group_id, start_date, status, load_id)
       ON CONFLICT (policy_id, person_id) DO UPDATE SET
         coverage_group_id = EXCLUDED.coverage_group_id, start_date = EXCLUDED.start_date, status = EXCLUDED.status,
         bulk_load_id = EXCLUDED.bulk_load_id, exclusion_date = NULL, exclusion_reason = NULL, updated_at = now()
         WHERE policy_memberships.status IN ('CANCELED', 'DECLINE')
       RETURNING person_id`,
      [
        policyId,
        rows.map((r) => r.personId),
        rows.map((r) => r.coverageGroupId),
        rows.map((r) => r.startDate),
        rows.map((r) => r.status),
        rows.map((r) => r.bulkLoadId),
      ],
      tx,
    );
    return new Set(added.map((row) => Number(row.person_id)));
  }

  async startCancellations(
    tx: Tx,
    policyId: number,
    rows: CancellationRow[],
    bulkLoadId: number | null,
  ): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const moved = await select<{ rut: string }>(
      this.sequelize,
      `UPDATE policy_memberships m SET status = 'PROCESS_CANCELLATION', exclusion_date = x.exclusion_date,
              exclusion_reason = x.reason, bulk_load_id = COALESCE($4, m.bulk_load_id), updated_at = now()
         FROM unnest($2::text[], $3::date[], $5::text[]) AS x(rut, exclusion_date, reason), policy_people pe
        WHERE m.policy_id = $1 AND m.status = 'ACTIVE' AND pe.id = m.person_id AND pe.rut = x.rut
        RETURNING pe.rut`,
      [policyId, rows.map((r) => r.rut), rows.map((r) => r.exclusionDate), bulkLoadId, rows.map((r) => r.reason)],
      tx,
    );
    return new Set(moved.map((row) => row.rut));
  }

  async titularRuts(organizationId: number): Promise<Set<string>> {
    const rows = await select<{ rut: string }>(
      this.sequelize,
      "SELECT rut FROM policy_people WHERE client_organization_id = $1 AND insured_type = 'TITULAR'",
      [organizationId],
    );
    return new Set(rows.map((row) => row.rut));
  }

  async titularsAmong(tx: Tx, organizationId: number, ruts: string[]): Promise<Set<string>> {
    if (ruts.length === 0) return new Set();
    const rows = await select<{ rut: string }>(
      this.sequelize,
      // One probe of the unique index policy_people_org_rut (COALESCE(…, 0) as in it) per RUT, by a subquery:
      // with `rut = ANY(…)` the planner, not knowing one company holds most rows, scanned all of the company's
      // people for every chunk of a load.
      `SELECT x.rut FROM unnest($2::text[]) AS x(rut)
        WHERE (SELECT p.insured_type FROM policy_people p
                WHERE COALESCE(p.client_organization_id, 0) = $1 AND p.rut = x.rut) = 'TITULAR'`,
      [organizationId, ruts],
      tx,
    );
    return new Set(rows.map((row) => row.rut));
  }

  async uninsured(
    orgs: OrgFilter,
    options: ListOptions<{ q?: string; clientOrganizationId?: number }>,
  ): Promise<Page<Person>> {
    const bind: unknown[] = [];
    const conditions = [
      'pe.client_organization_id IS NOT NULL',
      "NOT EXISTS (SELECT 1 FROM policy_memberships m WHERE m.person_id = pe.id AND m.status IN ('ACTIVE', 'PROCESS_ACTIVATION', 'PROCESS_CANCELLATION'))",
      orgCondition('pe.client_organization_id', orgs, bind),
    ].filter(Boolean) as string[];
    if (options.filter.q) {
      bind.push(escapeLike(options.filter.q));
      conditions.push(
        `(pe.rut ILIKE $${bind.length} OR (pe.first_name || ' ' || pe.paternal_surname) ILIKE $${bind.length})`,
      );
    }
    if (options.filter.clientOrganizationId) {
      bind.push(options.filter.clientOrganizationId);
      conditions.push(`pe.client_organization_id = $${bind.length}`);
    }
    const where = `WHERE ${conditions.join(' AND ')}`;
    const rows = await select<PersonRow>(
      this.sequelize,
      `SELECT pe.id, pe.client_organization_id, pe.rut, pe.first_name, pe.paternal_surname, pe.maternal_surname,
              pe.insured_type, pe.email, pe.status
         FROM policy_people pe ${where} ORDER BY pe.paternal_surname, pe.id
        LIMIT ${Number(options.limit)} OFFSET ${Number(options.offset)}`,
      bind,
    );
    const [count] = await select<{ total: string }>(
      this.sequelize,
      `SELECT count(*) AS total FROM policy_people pe ${where}`,
      bind,
    );
    return {
      rows: rows.map((row) => ({
        id: Number(row.id),
        clientOrganizationId: row.client_organization_id == null ? null : Number(row.client_organization_id),
        rut: row.rut,
        fullName: [row.first_name, row.paternal_surname, row.maternal_surname].filter(Boolean).join(' '),
        insuredType: row.insured_type,
        email: row.email ?? null,
        status: row.status,
      })),
      total: Number(count?.total ?? 0),
    };
  }
}
