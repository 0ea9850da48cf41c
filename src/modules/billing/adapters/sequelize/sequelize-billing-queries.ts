import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { BillingQueries, ListQuery } from '../../application/ports.js';
import type {
  BillingDashboard,
  Page,
  PaymentView,
  PeriodFilter,
  PeriodView,
  PreinvoiceLine,
  PreinvoiceView,
  TaxDocumentView,
  UnsentNotificationView,
} from '../../domain/back-office-views.js';
import type { StoredFile } from '../../domain/files.js';
import type { ArrearsCandidate } from '../../domain/ledger-records.js';
import {
  ARREARS_BUCKETS,
  balanceClp,
  paymentStatusOn,
  periodStateOn,
  type PaymentStatus,
  type PeriodState,
} from '../../domain/payment-status.js';
import { preinvoiceTotals } from '../../domain/preinvoices.js';
import type { BillingScope } from '../../domain/scope.js';
import { FILE_COLUMNS, PERIOD_COLUMNS, toFile, toPeriod, type FileRow, type PeriodRow } from './sequelize-ledger.js';

/** Collects WHERE conditions with numbered binds. */
class Where {
  readonly conditions: string[] = [];
  readonly bind: unknown[] = [];
  param(value: unknown): string {
    this.bind.push(value);
    return `$${this.bind.length}`;
  }
  add(condition: string | null): this {
    if (condition) this.conditions.push(condition);
    return this;
  }
  get sql(): string {
    return this.conditions.length > 0 ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/** The scope rule of domain/scope.ts as SQL on a row's organization column. */
function scopeCondition(where: Where, scope: BillingScope, column: string): string | null {
  if (scope.kind === 'all') return null;
  if (scope.kind === 'none') return 'FALSE';
  return `${column} = ${where.param(scope.organizationId)}`;
}

/** The states of domain/payment-status.ts as SQL (only PENDING/PARTIAL/PAID/NA are stored; the day decides). */
function periodStateCondition(where: Where, state: PeriodState, today: string): string {
  if (state === 'pay') return "p.status IN ('PAID', 'NA')";
  const day = where.param(today);
  return state === 'overdue'
    ? `p.status IN ('PENDING', 'PARTIAL') AND p.due_date < ${day}::date`
    : `p.status IN ('PENDING', 'PARTIAL') AND p.due_date >= ${day}::date`;
}

function paymentStatusCondition(where: Where, status: PaymentStatus, today: string): string {
  // LATE: unpaid after its due date, or its automatic card charge ran out of retries (late_at, issue 28).
  if (status === 'LATE') {
    return `p.status IN ('PENDING', 'PARTIAL') AND (p.due_date < ${where.param(today)}::date OR p.late_at IS NOT NULL)`;
  }
  if (status === 'PENDING') {
    return `p.status = 'PENDING' AND p.due_date >= ${where.param(today)}::date AND p.late_at IS NULL`;
  }
  return `p.status = ${where.param(status)}`;
}

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();
const idOrNull = (value: string | null) => (value === null ? null : Number(value));

/** A list's SQL: the columns, the FROM with its joins, and the ORDER BY column of each sortable field. */
interface ListSql {
  columns: string;
  from: string;
  sort: Readonly<Record<string, string>>;
  /** Breaks ties so pages never overlap. */
  tieBreak: string;
}

type PeriodViewRow = PeriodRow & { policy_number: string; organization_name: string | null; late_at?: Date | null };

const PERIODS: ListSql = {
  columns: `${PERIOD_COLUMNS}, bp.policy_number, bp.organization_name, p.late_at`,
  from: 'billing_periods p JOIN billing_policies bp ON bp.policy_id = p.policy_id',
  sort: {
    id: 'p.id',
    dueDate: 'p.due_date',
    startDate: 'p.start_date',
    amountClp: 'p.amount_clp',
    status: 'p.status',
    organizationName: 'bp.organization_name',
    policyNumber: 'bp.policy_number',
  },
  tieBreak: 'p.id',
};

const PAYMENTS: ListSql = {
  columns: `m.id, m.period_id, m.policy_id, bp.policy_number, m.organization_id, bp.organization_name, m.amount_clp,
    m.method, m.provider, m.external_id, m.paid_at::text, m.receipt_file_id, m.note, m.recorded_by, m.created_at`,
  from: 'billing_payments m JOIN billing_policies bp ON bp.policy_id = m.policy_id',
  sort: { id: 'm.id', paidAt: 'm.paid_at', amountClp: 'm.amount_clp' },
  tieBreak: 'm.id',
};

// The organization's name comes from billing's copy of its policies (billing keeps no organizations table).
const organizationName = (column: string) =>
  `(SELECT organization_name FROM billing_policies bp WHERE bp.organization_id = ${column}
     AND bp.organization_name IS NOT NULL LIMIT 1)`;

const PREINVOICES: ListSql = {
  columns: `i.id, i.organization_id, ${organizationName('i.organization_id')} AS organization_name,
    i.billing_month::text, i.status, i.update_reason, i.requested_at`,
  from: 'billing_preinvoices i',
  sort: { id: 'i.id', month: 'i.billing_month', status: 'i.status' },
  tieBreak: 'i.id',
};

const TAX_DOCUMENTS: ListSql = {
  columns: `t.id, t.organization_id, ${organizationName('t.organization_id')} AS organization_name, t.period_id,
    t.folio, t.kind, t.status, t.pdf_file_id, t.xml_file_id, t.comment, t.created_at`,
  from: 'billing_tax_documents t',
  sort: { id: 't.id', folio: 't.folio', createdAt: 't.created_at', status: 't.status' },
  tieBreak: 't.id',
};

const UNSENT: ListSql = {
  columns: 'n.*, bp.organization_name',
  from: `billing_unsent_notifications n LEFT JOIN billing_periods p ON p.id = n.period_id
    LEFT JOIN billing_policies bp ON bp.policy_id = p.policy_id`,
  sort: { id: 'n.id', createdAt: 'n.created_at', status: 'n.status' },
  tieBreak: 'n.id',
};

@injectable()
export class SequelizeBillingQueries implements BillingQueries {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  private select<T extends object>(sql: string, bind: unknown[]): Promise<T[]> {
    return this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  }

  /**
   * One page of a list in react-admin's protocol (the platform's AdminListQuery: offset, limit, sort), with the
   * total of the whole filter counted in the same statement; a page past the end counts it on its own.
   */
  private async page<R extends object, T>(
    query: ListQuery<unknown>,
    list: ListSql,
    where: Where,
    map: (row: R) => T,
  ): Promise<Page<T>> {
    const filterBind = [...where.bind];
    const direction = query.sort.order === 'DESC' ? 'DESC' : 'ASC';
    const order = `${list.sort[query.sort.field] ?? list.tieBreak} ${direction}, ${list.tieBreak} ${direction}`;
    const rows = await this.select<R & { total: string }>(
      `SELECT ${list.columns}, count(*) OVER () AS total FROM ${list.from} ${where.sql} ORDER BY ${order}
        LIMIT ${where.param(query.limit)} OFFSET ${where.param(query.offset)}`,
      where.bind,
    );
    if (rows.length > 0 || query.offset === 0) {
      return { rows: rows.map(map), total: rows[0] ? Number(rows[0].total) : 0 };
    }
    const [count] = await this.select<{ total: string }>(
      `SELECT count(*) AS total FROM ${list.from} ${where.sql}`,
      filterBind,
    );
    return { rows: [], total: Number(count?.total ?? 0) };
  }

  /** One row of a list by id, through the list's own scope rule. */
  private async one<F extends { ids?: number[] }, T>(
    list: (query: ListQuery<F>) => Promise<Page<T>>,
    id: number,
    scope: BillingScope,
    today = '',
  ): Promise<T | null> {
    const page = await list({
      scope,
      today,
      filter: { ids: [id] } as F,
      offset: 0,
      limit: 1,
      sort: { field: 'id', order: 'ASC' },
    });
    return page.rows[0] ?? null;
  }

  private toView(row: PeriodViewRow, today: string): PeriodView {
    const period = toPeriod(row);
    return {
      ...period,
      policyNumber: row.policy_number,
      organizationName: row.organization_name,
      paymentStatus: paymentStatusOn(period.status, period.dueDate, today, Boolean(row.late_at)),
      state: periodStateOn(period.status, period.dueDate, today),
      balanceClp: period.status === 'NA' ? 0 : balanceClp(period.amountClp, period.paidClp + period.creditClp),
    };
  }

  periods = (query: ListQuery<PeriodFilter>): Promise<Page<PeriodView>> => {
    const where = new Where();
    const f = query.filter;
    where.add(scopeCondition(where, query.scope, 'p.organization_id'));
    if (f.ids) where.add(`p.id = ANY(${where.param(f.ids)}::bigint[])`);
    if (f.state) where.add(periodStateCondition(where, f.state, query.today));
    if (f.paymentStatus) where.add(paymentStatusCondition(where, f.paymentStatus, query.today));
    if (f.organizationId !== undefined) where.add(`p.organization_id = ${where.param(f.organizationId)}`);
    if (f.policyId !== undefined) where.add(`p.policy_id = ${where.param(f.policyId)}`);
    if (f.from) where.add(`p.due_date >= ${where.param(f.from)}::date`);
    if (f.to) where.add(`p.due_date <= ${where.param(f.to)}::date`);
    if (f.q) {
      const like = where.param(`%${f.q}%`);
      where.add(`(bp.policy_number ILIKE ${like} OR bp.organization_name ILIKE ${like})`);
    }
    return this.page(query, PERIODS, where, (row: PeriodViewRow) => this.toView(row, query.today));
  };

  period(id: number, scope: BillingScope, today: string): Promise<PeriodView | null> {
    return this.one(this.periods, id, scope, today);
  }

  payments = (
    query: ListQuery<{
      ids?: number[];
      periodId?: number;
      organizationId?: number;
      method?: string;
      from?: string;
      to?: string;
    }>,
  ): Promise<Page<PaymentView>> => {
    const where = new Where();
    const f = query.filter;
    where.add(scopeCondition(where, query.scope, 'm.organization_id'));
    if (f.ids) where.add(`m.id = ANY(${where.param(f.ids)}::bigint[])`);
    if (f.periodId !== undefined) where.add(`m.period_id = ${where.param(f.periodId)}`);
    if (f.organizationId !== undefined) where.add(`m.organization_id = ${where.param(f.organizationId)}`);
    if (f.method) where.add(`m.method = ${where.param(f.method)}`);
    if (f.from) where.add(`m.paid_at >= ${where.param(f.from)}::date`);
    if (f.to) where.add(`m.paid_at <= ${where.param(f.to)}::date`);
    return this.page(
      query,
      PAYMENTS,
      where,
      (row: {
        id: string;
        period_id: string;
        policy_id: string;
        policy_number: string;
        organization_id: string | null;
        organization_name: string | null;
        amount_clp: string;
        method: 'transfer' | 'provider';
        provider: string | null;
        external_id: string | null;
        paid_at: string;
        receipt_file_id: string | null;
        note: string | null;
        recorded_by: string | null;
        created_at: Date;
      }) => ({
        id: Number(row.id),
        periodId: Number(row.period_id),
        policyId: Number(row.policy_id),
        policyNumber: row.policy_number,
        organizationId: idOrNull(row.organization_id),
        organizationName: row.organization_name,
        amountClp: Number(row.amount_clp),
        method: row.method,
        provider: row.provider,
        externalId: row.external_id,
        paidAt: row.paid_at,
        receiptFileId: idOrNull(row.receipt_file_id),
        note: row.note,
        recordedBy: idOrNull(row.recorded_by),
        createdAt: iso(row.created_at)!,
      }),
    );
  };

  payment(id: number, scope: BillingScope): Promise<PaymentView | null> {
    return this.one(this.payments, id, scope);
  }

  preinvoices = async (
    query: ListQuery<{ ids?: number[]; organizationId?: number; status?: string; month?: string }>,
  ): Promise<Page<PreinvoiceView>> => {
    const where = new Where();
    const f = query.filter;
    where.add(scopeCondition(where, query.scope, 'i.organization_id'));
    if (f.ids) where.add(`i.id = ANY(${where.param(f.ids)}::bigint[])`);
    if (f.organizationId !== undefined) where.add(`i.organization_id = ${where.param(f.organizationId)}`);
    if (f.status) where.add(`i.status = ${where.param(f.status)}`);
    if (f.month) where.add(`i.billing_month = ${where.param(`${f.month}-01`)}::date`);
    const page = await this.page(
      query,
      PREINVOICES,
      where,
      (row: {
        id: string;
        organization_id: string;
        organization_name: string | null;
        billing_month: string;
        status: PreinvoiceView['status'];
        update_reason: string | null;
        requested_at: Date | null;
      }) => row,
    );
    const lines = await this.preinvoiceLines(page.rows);
    return {
      total: page.total,
      rows: page.rows.map((row) => {
        const own = lines.get(row.id) ?? [];
        return {
          id: Number(row.id),
          organizationId: Number(row.organization_id),
          organizationName: row.organization_name,
          month: row.billing_month.slice(0, 7),
          periodStart: own.length > 0 ? own.map((line) => line.startDate).reduce((a, b) => (a < b ? a : b)) : null,
          periodEnd: own.length > 0 ? own.map((line) => line.endDate).reduce((a, b) => (a > b ? a : b)) : null,
          lines: own,
          policies: new Set(own.map((line) => line.policyId)).size,
          ...preinvoiceTotals(own),
          status: row.status,
          updateReason: row.update_reason,
          requestedAt: iso(row.requested_at),
        };
      }),
    };
  };

  /** The periods of each pre-invoice: its organization's periods billed in its month. */
  private async preinvoiceLines(
    preinvoices: { id: string; organization_id: string; billing_month: string }[],
  ): Promise<Map<string, PreinvoiceLine[]>> {
    const byPreinvoice = new Map<string, PreinvoiceLine[]>();
    if (preinvoices.length === 0) return byPreinvoice;
    const rows = await this.select<PeriodRow & { preinvoice_id: string; policy_number: string }>(
      `SELECT i.id AS preinvoice_id, bp.policy_number, ${PERIOD_COLUMNS}
         FROM unnest($1::bigint[], $2::bigint[], $3::date[]) AS i(id, organization_id, billing_month)
         JOIN billing_periods p ON p.organization_id = i.organization_id
          AND p.billing_date >= i.billing_month AND p.billing_date < i.billing_month + interval '1 month'
         JOIN billing_policies bp ON bp.policy_id = p.policy_id
        ORDER BY i.id, bp.policy_number, p.seq`,
      [
        preinvoices.map((row) => row.id),
        preinvoices.map((row) => row.organization_id),
        preinvoices.map((row) => row.billing_month),
      ],
    );
    for (const row of rows) {
      const period = toPeriod(row);
      const lines = byPreinvoice.get(row.preinvoice_id) ?? [];
      lines.push({
        periodId: period.id,
        policyId: period.policyId,
        policyNumber: row.policy_number,
        startDate: period.startDate,
        endDate: period.endDate,
        amount: period.amount,
        currency: period.currency,
        ufValue: period.ufValue,
        amountClp: period.amountClp,
        insuredCount: period.insuredCount,
        prorated: period.prorated,
        status: period.status,
      });
      byPreinvoice.set(row.preinvoice_id, lines);
    }
    return byPreinvoice;
  }

  preinvoice(id: number, scope: BillingScope): Promise<PreinvoiceView | null> {
    return this.one(this.preinvoices, id, scope);
  }

  taxDocuments = (
    query: ListQuery<{ ids?: number[]; organizationId?: number; status?: string; q?: string }>,
  ): Promise<Page<TaxDocumentView>> => {
    const where = new Where();
    const f = query.filter;
    where.add(scopeCondition(where, query.scope, 't.organization_id'));
    if (f.ids) where.add(`t.id = ANY(${where.param(f.ids)}::bigint[])`);
    if (f.organizationId !== undefined) where.add(`t.organization_id = ${where.param(f.organizationId)}`);
    if (f.status) where.add(`t.status = ${where.param(f.status)}`);
    if (f.q) where.add(`t.folio ILIKE ${where.param(`%${f.q}%`)}`);
    return this.page(
      query,
      TAX_DOCUMENTS,
      where,
      (row: {
        id: string;
        organization_id: string | null;
        organization_name: string | null;
        period_id: string | null;
        folio: string;
        kind: string;
        status: TaxDocumentView['status'];
        pdf_file_id: string | null;
        xml_file_id: string | null;
        comment: string | null;
        created_at: Date;
      }) => ({
        id: Number(row.id),
        organizationId: idOrNull(row.organization_id),
        organizationName: row.organization_name,
        periodId: idOrNull(row.period_id),
        folio: row.folio,
        kind: row.kind,
        status: row.status,
        pdfFileId: idOrNull(row.pdf_file_id),
        xmlFileId: idOrNull(row.xml_file_id),
        comment: row.comment,
        createdAt: iso(row.created_at)!,
      }),
    );
  };

  taxDocument(id: number, scope: BillingScope): Promise<TaxDocumentView | null> {
    return this.one(this.taxDocuments, id, scope);
  }

  unsentNotifications = (
    query: ListQuery<{ ids?: number[]; status?: string; organizationId?: number }>,
  ): Promise<Page<UnsentNotificationView>> => {
    const where = new Where();
    const f = query.filter;
    where.add(scopeCondition(where, query.scope, 'n.organization_id'));
    if (f.ids) where.add(`n.id = ANY(${where.param(f.ids)}::bigint[])`);
    if (f.status) where.add(`n.status = ${where.param(f.status)}`);
    if (f.organizationId !== undefined) where.add(`n.organization_id = ${where.param(f.organizationId)}`);
    return this.page(
      query,
      UNSENT,
      where,
      (row: {
        id: string;
        reminder_id: string | null;
        period_id: string | null;
        organization_id: string | null;
        organization_name: string | null;
        channel: string;
        to_address: string | null;
        subject: string;
        reason: string;
        status: UnsentNotificationView['status'];
        attempts: number;
        created_at: Date;
        updated_at: Date;
      }) => ({
        id: Number(row.id),
        reminderId: idOrNull(row.reminder_id),
        periodId: idOrNull(row.period_id),
        organizationId: idOrNull(row.organization_id),
        organizationName: row.organization_name,
        channel: row.channel,
        toAddress: row.to_address,
        subject: row.subject,
        reason: row.reason,
        status: row.status,
        attempts: row.attempts,
        createdAt: iso(row.created_at)!,
        updatedAt: iso(row.updated_at)!,
      }),
    );
  };

  unsentNotification(id: number, scope: BillingScope): Promise<UnsentNotificationView | null> {
    return this.one(this.unsentNotifications, id, scope);
  }

  async file(id: number): Promise<StoredFile | null> {
    const [row] = await this.select<FileRow>(`SELECT ${FILE_COLUMNS} FROM billing_files WHERE id = $1`, [id]);
    return row ? toFile(row) : null;
  }

  async provisionalUfDates(): Promise<string[]> {
    const rows = await this.select<{ billing_date: string }>(
      `SELECT DISTINCT billing_date::text FROM billing_periods
        WHERE currency = 'UF' AND status IN ('PENDING', 'PARTIAL') AND (uf_date IS NULL OR uf_date < billing_date)
        ORDER BY 1`,
      [],
    );
    return rows.map((row) => row.billing_date);
  }

  async policiesWithStaleUf(rates: Map<string, { value: string; date: string }>): Promise<number[]> {
    const rows = await this.select<{ policy_id: string }>(
      `SELECT DISTINCT p.policy_id FROM billing_periods p
         JOIN jsonb_to_recordset($1::jsonb) AS r(billing_date date, value numeric, date date)
           ON r.billing_date = p.billing_date
        WHERE p.currency = 'UF' AND p.status IN ('PENDING', 'PARTIAL')
          AND (p.uf_date IS NULL OR p.uf_date < p.billing_date)
          AND (p.uf_date IS DISTINCT FROM r.date OR p.uf_value IS DISTINCT FROM r.value)
        ORDER BY 1`,
      [JSON.stringify([...rates].map(([billingDate, rate]) => ({ billing_date: billingDate, ...rate })))],
    );
    return rows.map((row) => Number(row.policy_id));
  }

  async arrearsCandidates(today: string, afterId: number, limit: number): Promise<ArrearsCandidate[]> {
    const rows = await this.select<{
      id: string;
      due_date: string;
      status: ArrearsCandidate['status'];
      sent: number[] | null;
      to_address: string | null;
    }>(
      `SELECT p.id, p.due_date::text, p.status, COALESCE(bp.billing_email, s.buyer_email) AS to_address,
              (SELECT array_agg(r.count) FROM billing_reminders r WHERE r.period_id = p.id AND r.kind = 'arrears') AS sent
         FROM billing_periods p JOIN billing_policies bp ON bp.policy_id = p.policy_id
         LEFT JOIN billing_sales s ON s.sale_id = bp.sale_id
        WHERE p.status IN ('PENDING', 'PARTIAL') AND p.due_date < $1::date AND p.id > $2 AND bp.refunded_at IS NULL
        ORDER BY p.id LIMIT $3`,
      [today, afterId, limit],
    );
    return rows.map((row) => ({
      periodId: Number(row.id),
      dueDate: row.due_date,
      status: row.status,
      sentCounts: row.sent ?? [],
      to: row.to_address,
    }));
  }

  async dashboard(scope: BillingScope, today: string): Promise<BillingDashboard> {
    const where = new Where();
    where.add(scopeCondition(where, scope, 'p.organization_id'));
    const day = where.param(today);
    const scoped = where.sql || 'WHERE TRUE';
    const monthly = await this.select<{ month: string; due: string; collected: string }>(
      `SELECT to_char(date_trunc('month', p.billing_date), 'YYYY-MM') AS month,
              COALESCE(sum(p.amount_clp) FILTER (WHERE p.status <> 'NA'), 0) AS due,
              COALESCE(sum(LEAST(p.paid_clp + p.credit_clp, COALESCE(p.amount_clp, p.paid_clp + p.credit_clp)))
                FILTER (WHERE p.status <> 'NA'), 0) AS collected
         FROM billing_periods p ${scoped}
          AND p.billing_date > (${day}::date - interval '12 months') AND p.billing_date <= ${day}::date
        GROUP BY 1 ORDER BY 1`,
      where.bind,
    );
    const overdue = await this.select<{
      days: number;
      balance: string;
      organization_id: string | null;
      organization_name: string | null;
    }>(
      `SELECT (${day}::date - p.due_date) AS days, GREATEST(COALESCE(p.amount_clp, 0) - p.paid_clp - p.credit_clp, 0) AS balance,
              p.organization_id, bp.organization_name
         FROM billing_periods p JOIN billing_policies bp ON bp.policy_id = p.policy_id
         ${scoped} AND p.status IN ('PENDING', 'PARTIAL') AND p.due_date < ${day}::date`,
      where.bind,
    );
    const counts = await this.select<{ pending: string; paid: string }>(
      `SELECT count(*) FILTER (WHERE p.status IN ('PENDING', 'PARTIAL') AND p.due_date >= ${day}::date) AS pending,
              count(*) FILTER (WHERE p.status = 'PAID') AS paid
         FROM billing_periods p ${scoped}`,
      where.bind,
    );
    const buckets = ARREARS_BUCKETS.map((bucket) => ({
      bucket: bucket.key,
      label: bucket.label,
      periods: 0,
      balanceClp: 0,
    }));
    const byOrganization = new Map<
      string,
      { organizationId: number | null; organizationName: string; periods: number; balanceClp: number }
    >();
    for (const row of overdue) {
      const index = ARREARS_BUCKETS.findIndex((bucket) => row.days >= bucket.min && row.days <= bucket.max);
      const target = buckets[index];
      if (target) {
        target.periods += 1;
        target.balanceClp += Number(row.balance);
      }
      const key = row.organization_id ?? 'individual';
      const entry = byOrganization.get(key) ?? {
        organizationId: row.organization_id === null ? null : Number(row.organization_id),
        organizationName:
          row.organization_name ?? (row.organization_id ? `Organización ${row.organization_id}` : 'Personas'),
        periods: 0,
        balanceClp: 0,
      };
      entry.periods += 1;
      entry.balanceClp += Number(row.balance);
      byOrganization.set(key, entry);
    }
    return {
      collectedVsDue: monthly.map((row) => ({
        month: row.month,
        dueClp: Number(row.due),
        collectedClp: Number(row.collected),
      })),
      arrearsByAge: buckets,
      topLateOrganizations: [...byOrganization.values()].sort((a, b) => b.balanceClp - a.balanceClp).slice(0, 10),
      totals: {
        overduePeriods: overdue.length,
        overdueClp: overdue.reduce((sum, row) => sum + Number(row.balance), 0),
        pendingPeriods: Number(counts[0]?.pending ?? 0),
        paidPeriods: Number(counts[0]?.paid ?? 0),
      },
    };
  }
}
