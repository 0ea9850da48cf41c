import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type {
  ArrearsCandidate,
  BillingDashboard,
  BillingQueries,
  ListQuery,
  Page,
  PaymentView,
  PeriodFilter,
  PeriodView,
  PreinvoiceView,
  StoredFile,
  TaxDocumentView,
  UnsentNotificationView,
} from '../../application/ports.js';
import {
  ARREARS_BUCKETS,
  balanceClp,
  paymentStatusOn,
  periodStateOn,
  type PaymentStatus,
  type PeriodState,
} from '../../domain/payment-status.js';
import type { BillingScope } from '../../domain/scope.js';
import { decimalText, PERIOD_COLUMNS, toPeriod, type PeriodRow } from './sequelize-ledger.js';

/** Collects WHERE conditions with numbered binds. */
class Where {
  readonly conditions: string[] = [];
  constructor(readonly bind: unknown[] = []) {}
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
  if (status === 'LATE') return `p.status = 'PENDING' AND p.due_date < ${where.param(today)}::date`;
  if (status === 'PENDING') return `p.status = 'PENDING' AND p.due_date >= ${where.param(today)}::date`;
  return `p.status = ${where.param(status)}`;
}

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

type PeriodViewRow = PeriodRow & { policy_number: string; organization_name: string | null; total: string };

const PERIOD_SORT: Record<string, string> = {
  id: 'p.id',
  dueDate: 'p.due_date',
  startDate: 'p.start_date',
  amountClp: 'p.amount_clp',
  status: 'p.status',
  organizationName: 'bp.organization_name',
  policyNumber: 'bp.policy_number',
};

@injectable()
export class SequelizeBillingQueries implements BillingQueries {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  private select<T extends object>(sql: string, bind: unknown[]): Promise<T[]> {
    return this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  }

  private toView(row: PeriodViewRow, today: string): PeriodView {
    const period = toPeriod(row);
    return {
      ...period,
      policyNumber: row.policy_number,
      organizationName: row.organization_name,
      paymentStatus: paymentStatusOn(period.status, period.dueDate, today),
      state: periodStateOn(period.status, period.dueDate, today),
      balanceClp: period.status === 'NA' ? 0 : balanceClp(period.amountClp, period.paidClp),
    };
  }

  async periods(query: ListQuery<PeriodFilter>): Promise<Page<PeriodView>> {
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
    const order = `${PERIOD_SORT[query.sort.field] ?? 'p.due_date'} ${query.sort.order}, p.id ${query.sort.order}`;
    const rows = await this.select<PeriodViewRow>(
      `SELECT ${PERIOD_COLUMNS}, bp.policy_number, bp.organization_name, count(*) OVER () AS total
         FROM billing_periods p JOIN billing_policies bp ON bp.policy_id = p.policy_id
         ${where.sql} ORDER BY ${order}
         LIMIT ${where.param(query.limit)} OFFSET ${where.param(query.offset)}`,
      where.bind,
    );
    const total = rows[0] ? Number(rows[0].total) : query.offset > 0 ? await this.countPeriods(query) : 0;
    return { rows: rows.map((row) => this.toView(row, query.today)), total };
  }

  private async countPeriods(query: ListQuery<PeriodFilter>): Promise<number> {
    const page = await this.periods({ ...query, offset: 0, limit: 1 });
    return page.total;
  }

  async period(id: number, scope: BillingScope, today: string): Promise<PeriodView | null> {
    const page = await this.periods({
      scope,
      today,
      filter: { ids: [id] },
      offset: 0,
      limit: 1,
      sort: { field: 'id', order: 'ASC' },
    });
    return page.rows[0] ?? null;
  }

  async payments(
    query: ListQuery<{
      ids?: number[];
      periodId?: number;
      organizationId?: number;
      method?: string;
      from?: string;
      to?: string;
    }>,
  ): Promise<Page<PaymentView>> {
    const where = new Where();
    const f = query.filter;
    where.add(scopeCondition(where, query.scope, 'm.organization_id'));
    if (f.ids) where.add(`m.id = ANY(${where.param(f.ids)}::bigint[])`);
    if (f.periodId !== undefined) where.add(`m.period_id = ${where.param(f.periodId)}`);
    if (f.organizationId !== undefined) where.add(`m.organization_id = ${where.param(f.organizationId)}`);
    if (f.method) where.add(`m.method = ${where.param(f.method)}`);
    if (f.from) where.add(`m.paid_at >= ${where.param(f.from)}::date`);
    if (f.to) where.add(`m.paid_at <= ${where.param(f.to)}::date`);
    const sort = { id: 'm.id', paidAt: 'm.paid_at', amountClp: 'm.amount_clp' }[query.sort.field] ?? 'm.id';
    const rows = await this.select<{
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
      total: string;
    }>(
      `SELECT m.id, m.period_id, m.policy_id, bp.policy_number, m.organization_id, bp.organization_name, m.amount_clp,
              m.method, m.provider, m.external_id, m.paid_at::text, m.receipt_file_id, m.note, m.recorded_by,
              m.created_at, count(*) OVER () AS total
         FROM billing_payments m JOIN billing_policies bp ON bp.policy_id = m.policy_id
         ${where.sql} ORDER BY ${sort} ${query.sort.order}, m.id ${query.sort.order}
         LIMIT ${where.param(query.limit)} OFFSET ${where.param(query.offset)}`,
      where.bind,
    );
    return {
      total: rows[0] ? Number(rows[0].total) : 0,
      rows: rows.map((row) => ({
        id: Number(row.id),
        periodId: Number(row.period_id),
        policyId: Number(row.policy_id),
        policyNumber: row.policy_number,
        organizationId: row.organization_id === null ? null : Number(row.organization_id),
        organizationName: row.organization_name,
        amountClp: Number(row.amount_clp),
        method: row.method,
        provider: row.provider,
        externalId: row.external_id,
        paidAt: row.paid_at,
        receiptFileId: row.receipt_file_id === null ? null : Number(row.receipt_file_id),
        note: row.note,
        recordedBy: row.recorded_by === null ? null : Number(row.recorded_by),
        createdAt: iso(row.created_at)!,
      })),
    };
  }

  async payment(id: number, scope: BillingScope): Promise<PaymentView | null> {
    const page = await this.payments({
      scope,
      today: '',
      filter: { ids: [id] },
      offset: 0,
      limit: 1,
      sort: { field: 'id', order: 'ASC' },
    });
    return page.rows[0] ?? null;
  }

  async preinvoices(
    query: ListQuery<{ ids?: number[]; organizationId?: number; status?: string }>,
  ): Promise<Page<PreinvoiceView>> {
    const where = new Where();
    const f = query.filter;
    where.add(scopeCondition(where, query.scope, 'i.organization_id'));
    if (f.ids) where.add(`i.id = ANY(${where.param(f.ids)}::bigint[])`);
    if (f.organizationId !== undefined) where.add(`i.organization_id = ${where.param(f.organizationId)}`);
    if (f.status) where.add(`i.status = ${where.param(f.status)}`);
    const sort = { id: 'i.id', periodStart: 'p.start_date', status: 'i.status' }[query.sort.field] ?? 'p.start_date';
    const rows = await this.select<{
      id: string;
      period_id: string;
      organization_id: string | null;
      organization_name: string | null;
      policy_number: string;
      start_date: string;
      end_date: string;
      amount: string;
      currency: PreinvoiceView['currency'];
      amount_clp: string | null;
      insured_count: number;
      status: PreinvoiceView['status'];
      update_reason: string | null;
      requested_at: Date | null;
      total: string;
    }>(
      `SELECT i.id, i.period_id, i.organization_id, bp.organization_name, bp.policy_number, p.start_date::text,
              p.end_date::text, p.amount::text, p.currency, p.amount_clp, p.insured_count, i.status, i.update_reason,
              i.requested_at, count(*) OVER () AS total
         FROM billing_preinvoices i JOIN billing_periods p ON p.id = i.period_id
         JOIN billing_policies bp ON bp.policy_id = p.policy_id
         ${where.sql} ORDER BY ${sort} ${query.sort.order}, i.id ${query.sort.order}
         LIMIT ${where.param(query.limit)} OFFSET ${where.param(query.offset)}`,
      where.bind,
    );
    return {
      total: rows[0] ? Number(rows[0].total) : 0,
      rows: rows.map((row) => ({
        id: Number(row.id),
        periodId: Number(row.period_id),
        organizationId: row.organization_id === null ? null : Number(row.organization_id),
        organizationName: row.organization_name,
        policyNumber: row.policy_number,
        periodStart: row.start_date,
        periodEnd: row.end_date,
        amount: decimalText(row.amount),
        currency: row.currency,
        amountClp: row.amount_clp === null ? null : Number(row.amount_clp),
        insuredCount: row.insured_count,
        status: row.status,
        updateReason: row.update_reason,
        requestedAt: iso(row.requested_at),
      })),
    };
  }

  async preinvoice(id: number, scope: BillingScope): Promise<PreinvoiceView | null> {
    const page = await this.preinvoices({
      scope,
      today: '',
      filter: { ids: [id] },
      offset: 0,
      limit: 1,
      sort: { field: 'id', order: 'ASC' },
    });
    return page.rows[0] ?? null;
  }

  async taxDocuments(
    query: ListQuery<{ ids?: number[]; organizationId?: number; status?: string; q?: string }>,
  ): Promise<Page<TaxDocumentView>> {
    const where = new Where();
    const f = query.filter;
    where.add(scopeCondition(where, query.scope, 't.organization_id'));
    if (f.ids) where.add(`t.id = ANY(${where.param(f.ids)}::bigint[])`);
    if (f.organizationId !== undefined) where.add(`t.organization_id = ${where.param(f.organizationId)}`);
    if (f.status) where.add(`t.status = ${where.param(f.status)}`);
    if (f.q) where.add(`t.folio ILIKE ${where.param(`%${f.q}%`)}`);
    const sort =
      { id: 't.id', folio: 't.folio', createdAt: 't.created_at', status: 't.status' }[query.sort.field] ?? 't.id';
    const rows = await this.select<{
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
      total: string;
    }>(
      `SELECT t.id, t.organization_id, o.organization_name, t.period_id, t.folio, t.kind, t.status, t.pdf_file_id,
              t.xml_file_id, t.comment, t.created_at, count(*) OVER () AS total
         FROM billing_tax_documents t
         LEFT JOIN LATERAL (SELECT organization_name FROM billing_policies bp
                             WHERE bp.organization_id = t.organization_id AND bp.organization_name IS NOT NULL
                             LIMIT 1) o ON true
         ${where.sql} ORDER BY ${sort} ${query.sort.order}, t.id ${query.sort.order}
         LIMIT ${where.param(query.limit)} OFFSET ${where.param(query.offset)}`,
      where.bind,
    );
    const id = (value: string | null) => (value === null ? null : Number(value));
    return {
      total: rows[0] ? Number(rows[0].total) : 0,
      rows: rows.map((row) => ({
        id: Number(row.id),
        organizationId: id(row.organization_id),
        organizationName: row.organization_name,
        periodId: id(row.period_id),
        folio: row.folio,
        kind: row.kind,
        status: row.status,
        pdfFileId: id(row.pdf_file_id),
        xmlFileId: id(row.xml_file_id),
        comment: row.comment,
        createdAt: iso(row.created_at)!,
      })),
    };
  }

  async taxDocument(id: number, scope: BillingScope): Promise<TaxDocumentView | null> {
    const page = await this.taxDocuments({
      scope,
      today: '',
      filter: { ids: [id] },
      offset: 0,
      limit: 1,
      sort: { field: 'id', order: 'ASC' },
    });
    return page.rows[0] ?? null;
  }

  async unsentNotifications(
    query: ListQuery<{ ids?: number[]; status?: string; organizationId?: number }>,
  ): Promise<Page<UnsentNotificationView>> {
    const where = new Where();
    const f = query.filter;
    where.add(scopeCondition(where, query.scope, 'n.organization_id'));
    if (f.ids) where.add(`n.id = ANY(${where.param(f.ids)}::bigint[])`);
    if (f.status) where.add(`n.status = ${where.param(f.status)}`);
    if (f.organizationId !== undefined) where.add(`n.organization_id = ${where.param(f.organizationId)}`);
    const sort = { id: 'n.id', createdAt: 'n.created_at', status: 'n.status' }[query.sort.field] ?? 'n.id';
    const rows = await this.select<{
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
      total: string;
    }>(
      `SELECT n.*, bp.organization_name, count(*) OVER () AS total
         FROM billing_unsent_notifications n
         LEFT JOIN billing_periods p ON p.id = n.period_id
         LEFT JOIN billing_policies bp ON bp.policy_id = p.policy_id
         ${where.sql} ORDER BY ${sort} ${query.sort.order}, n.id ${query.sort.order}
         LIMIT ${where.param(query.limit)} OFFSET ${where.param(query.offset)}`,
      where.bind,
    );
    const id = (value: string | null) => (value === null ? null : Number(value));
    return {
      total: rows[0] ? Number(rows[0].total) : 0,
      rows: rows.map((row) => ({
        id: Number(row.id),
        reminderId: id(row.reminder_id),
        periodId: id(row.period_id),
        organizationId: id(row.organization_id),
        organizationName: row.organization_name,
        channel: row.channel,
        toAddress: row.to_address,
        subject: row.subject,
        reason: row.reason,
        status: row.status,
        attempts: row.attempts,
        createdAt: iso(row.created_at)!,
        updatedAt: iso(row.updated_at)!,
      })),
    };
  }

  async unsentNotification(id: number, scope: BillingScope): Promise<UnsentNotificationView | null> {
    const page = await this.unsentNotifications({
      scope,
      today: '',
      filter: { ids: [id] },
      offset: 0,
      limit: 1,
      sort: { field: 'id', order: 'ASC' },
    });
    return page.rows[0] ?? null;
  }

  async file(id: number): Promise<StoredFile | null> {
    const [row] = await this.select<{
      id: string;
      purpose: string;
      filename: string;
      content_type: string;
      size: number;
      organization_id: string | null;
      data: Buffer;
    }>('SELECT id, purpose, filename, content_type, size, organization_id, data FROM billing_files WHERE id = $1', [
      id,
    ]);
    return row
      ? {
          id: Number(row.id),
          purpose: row.purpose,
          filename: row.filename,
          contentType: row.content_type,
          size: row.size,
          organizationId: row.organization_id === null ? null : Number(row.organization_id),
          data: row.data,
        }
      : null;
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
        WHERE p.status IN ('PENDING', 'PARTIAL') AND p.due_date < $1::date AND p.id > $2
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
              COALESCE(sum(LEAST(p.paid_clp, COALESCE(p.amount_clp, p.paid_clp))), 0) AS collected
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
      `SELECT (${day}::date - p.due_date) AS days, GREATEST(COALESCE(p.amount_clp, 0) - p.paid_clp, 0) AS balance,
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
