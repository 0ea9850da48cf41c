import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { EventPublisher, IntegrationEvent } from '../../../../platform/outbox/integration-events.js';
import type { Outbox } from '../../../../platform/outbox/outbox.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import type {
  BilledPolicy,
  BillingLedger,
  LedgerFactory,
  FileRecord,
  NewPayment,
  NewPeriod,
  NewTaxDocument,
  ReminderToSend,
  SalePaymentFacts,
  StoredFile,
  StoredPeriod,
} from '../../application/ports.js';
import type { Coverage, Currency } from '../../domain/amounts.js';
import { preinvoiceMonth } from '../../domain/preinvoices.js';
import type { StoredPaymentStatus } from '../../domain/payment-status.js';

interface PolicyRow {
  policy_id: string;
  policy_number: string;
  organization_id: string | null;
  organization_name: string | null;
  billing_email: string | null;
  insurer_id: string | null;
  product_id: string | null;
  periodicity_months: number;
  start_date: string;
  end_date: string | null;
  premium_amount: string;
  premium_currency: Currency;
  premium_basis: 'per-insured' | 'per-policy';
  sale_id: string | null;
  renewal_of: string | null;
  canceled_at: string | null;
  refunded_at: string | null;
}

export interface PeriodRow {
  id: string;
  policy_id: string;
  organization_id: string | null;
  seq: number;
  start_date: string;
  end_date: string;
  billing_date: string;
  due_date: string;
  amount: string;
  currency: Currency;
  uf_value: string | null;
  uf_date: string | null;
  amount_clp: string | null;
  insured_count: number;
  prorated: boolean;
  paid_clp: string;
  credit_clp: string;
  credit_out_clp: string;
  status: StoredPaymentStatus;
}

const num = (value: string | null) => (value === null ? null : Number(value));
/** numeric comes back as '1.2500': written without trailing zeros, as the domain writes it. */
export const decimalText = (value: string) =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;

export interface FileRow {
  id: string;
  purpose: string;
  filename: string;
  content_type: string;
  size: number;
  organization_id: string | null;
  storage_key: string | null;
}

export const FILE_COLUMNS = 'id, purpose, filename, content_type, size, organization_id, storage_key';

export const toFile = (row: FileRow): StoredFile => ({
  id: Number(row.id),
  purpose: row.purpose,
  filename: row.filename,
  contentType: row.content_type,
  size: row.size,
  organizationId: num(row.organization_id),
  storageKey: row.storage_key,
});

const toPolicy = (row: PolicyRow): BilledPolicy => ({
  policyId: Number(row.policy_id),
  policyNumber: row.policy_number,
  organizationId: num(row.organization_id),
  organizationName: row.organization_name,
  billingEmail: row.billing_email,
  insurerId: num(row.insurer_id),
  productId: num(row.product_id),
  periodicityMonths: row.periodicity_months,
  startDate: row.start_date,
  endDate: row.end_date,
  premium: { amount: decimalText(row.premium_amount), currency: row.premium_currency },
  premiumBasis: row.premium_basis,
  saleId: row.sale_id,
  renewalOf: num(row.renewal_of),
  canceledAt: row.canceled_at,
  refundedAt: row.refunded_at,
});

export const toPeriod = (row: PeriodRow): StoredPeriod => ({
  id: Number(row.id),
  policyId: Number(row.policy_id),
  organizationId: num(row.organization_id),
  seq: row.seq,
  startDate: row.start_date,
  endDate: row.end_date,
  billingDate: row.billing_date,
  dueDate: row.due_date,
  amount: decimalText(row.amount),
  currency: row.currency,
  ufValue: row.uf_value === null ? null : decimalText(row.uf_value),
  ufDate: row.uf_date,
  amountClp: num(row.amount_clp),
  insuredCount: row.insured_count,
  prorated: row.prorated,
  paidClp: Number(row.paid_clp),
  creditClp: Number(row.credit_clp),
  creditOutClp: Number(row.credit_out_clp),
  status: row.status,
});

/**
 * A period's amount and status as a jsonb_to_recordset record (the columns' names): the part of the row that
 * insertPeriods and updatePeriods both write.
 */
const periodAmountRecord = (p: NewPeriod) => ({
  amount: p.amount,
  currency: p.currency,
  uf_value: p.ufValue,
  uf_date: p.ufDate,
  amount_clp: p.amountClp,
  insured_count: p.insuredCount,
  prorated: p.prorated,
  status: p.status,
});

/** Dates as 'YYYY-MM-DD' text (pg would otherwise build JS Dates in the process time zone). */
export const PERIOD_COLUMNS = `p.id, p.policy_id, p.organization_id, p.seq, p.start_date::text, p.end_date::text,
  p.billing_date::text, p.due_date::text, p.amount::text, p.currency, p.uf_value::text, p.uf_date::text,
  p.amount_clp, p.insured_count, p.prorated, p.paid_clp, p.credit_clp, p.credit_out_clp, p.status`;
const POLICY_COLUMNS = `policy_id, policy_number, organization_id, organization_name, billing_email, insurer_id,
  product_id, periodicity_months, start_date::text, end_date::text, premium_amount::text, premium_currency,
  premium_basis, sale_id, renewal_of, canceled_at::text, refunded_at::text`;

class SequelizeLedger implements BillingLedger {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly transaction: Transaction,
    private readonly outbox: Outbox,
    private readonly events: EventPublisher,
  ) {}

  private select<T extends object>(sql: string, bind: unknown[] = []): Promise<T[]> {
    return this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction: this.transaction });
  }

  private async run(sql: string, bind: unknown[] = []): Promise<void> {
    await this.sequelize.query(sql, { bind, transaction: this.transaction });
  }

  async lockPolicy(policyId: number): Promise<void> {
    await this.select("SELECT pg_advisory_xact_lock(hashtext('billing-policy'), $1::int) AS locked", [policyId]);
  }

  async lockPolicies(policyIds: number[]): Promise<void> {
    if (policyIds.length === 0) return;
    await this.select(
      `SELECT pg_advisory_xact_lock(hashtext('billing-policy'), id) AS locked
         FROM (SELECT DISTINCT unnest($1::int[]) AS id ORDER BY 1) AS ids`,
      [policyIds],
    );
  }

  async upsertPolicy(p: BilledPolicy): Promise<void> {
    await this.run(
      `INSERT INTO billing_policies (policy_id, policy_number, organization_id, organization_name, billing_email,
         insurer_id, product_id, periodicity_months, start_date, end_date, premium_amount, premium_currency,
         premium_basis, sale_id, renewal_of, canceled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (policy_id) DO UPDATE SET policy_number = EXCLUDED.policy_number,
         organization_id = EXCLUDED.organization_id,
         organization_name = COALESCE(EXCLUDED.organization_name, billing_policies.organization_name),
         billing_email = COALESCE(EXCLUDED.billing_email, billing_policies.billing_email),
         insurer_id = EXCLUDED.insurer_id, product_id = EXCLUDED.product_id,
         periodicity_months = EXCLUDED.periodicity_months, start_date = EXCLUDED.start_date,
         end_date = EXCLUDED.end_date, premium_amount = EXCLUDED.premium_amount,
         premium_currency = EXCLUDED.premium_currency, premium_basis = EXCLUDED.premium_basis,
         sale_id = EXCLUDED.sale_id, renewal_of = EXCLUDED.renewal_of`,
      [
        p.policyId,
        p.policyNumber,
        p.organizationId,
        p.organizationName,
        p.billingEmail,
        p.insurerId,
        p.productId,
        p.periodicityMonths,
        p.startDate,
        p.endDate,
        p.premium.amount,
        p.premium.currency,
        p.premiumBasis,
        p.saleId,
        p.renewalOf,
        p.canceledAt,
      ],
    );
  }

  async findPolicy(policyId: number): Promise<BilledPolicy | null> {
    const [row] = await this.select<PolicyRow>(`SELECT ${POLICY_COLUMNS} FROM billing_policies WHERE policy_id = $1`, [
      policyId,
    ]);
    return row ? toPolicy(row) : null;
  }

  async findPolicies(policyIds: number[]): Promise<BilledPolicy[]> {
    const rows = await this.select<PolicyRow>(
      `SELECT ${POLICY_COLUMNS} FROM billing_policies WHERE policy_id = ANY($1::bigint[]) ORDER BY policy_id`,
      [policyIds],
    );
    return rows.map(toPolicy);
  }

  async findPolicyBySale(saleId: string): Promise<BilledPolicy | null> {
    const [row] = await this.select<PolicyRow>(`SELECT ${POLICY_COLUMNS} FROM billing_policies WHERE sale_id = $1`, [
      saleId,
    ]);
    return row ? toPolicy(row) : null;
  }

  async setCanceled(policyId: number, canceledAt: string): Promise<void> {
    await this.run('UPDATE billing_policies SET canceled_at = $2 WHERE policy_id = $1', [policyId, canceledAt]);
  }

  async setRefunded(policyId: number, refundedAt: string): Promise<void> {
    await this.run('UPDATE billing_policies SET refunded_at = $2 WHERE policy_id = $1', [policyId, refundedAt]);
  }

  async reversePayment(externalId: string): Promise<{ periodId: number } | null> {
    const [row] = await this.select<{ period_id: string }>(
      `UPDATE billing_payments SET reversed_at = now() WHERE external_id = $1 AND reversed_at IS NULL
       RETURNING period_id`,
      [externalId],
    );
    return row ? { periodId: Number(row.period_id) } : null;
  }

  async upsertInsured(
    policyId: number,
    insuredId: number,
    rut: string,
    change: { startDate?: string; exclusionDate?: string },
  ): Promise<void> {
    // An exclusion seen before its activation starts at the exclusion date (covers nothing) until it arrives.
    await this.run(
      `INSERT INTO billing_insured (policy_id, insured_id, rut, start_date, exclusion_date)
       VALUES ($1, $2, $3, COALESCE($4::date, $5::date), $5::date)
       ON CONFLICT (policy_id, insured_id) DO UPDATE SET rut = EXCLUDED.rut,
         start_date = COALESCE($4::date, billing_insured.start_date),
         exclusion_date = COALESCE($5::date, billing_insured.exclusion_date)`,
      [policyId, insuredId, rut, change.startDate ?? null, change.exclusionDate ?? null],
    );
  }

  async insuredOf(policyId: number): Promise<Coverage[]> {
    const rows = await this.select<{ start_date: string; exclusion_date: string | null }>(
      'SELECT start_date::text, exclusion_date::text FROM billing_insured WHERE policy_id = $1 ORDER BY insured_id',
      [policyId],
    );
    return rows.map((row) => ({ startDate: row.start_date, exclusionDate: row.exclusion_date }));
  }

  async periodsOf(policyId: number): Promise<StoredPeriod[]> {
    const rows = await this.select<PeriodRow>(
      `SELECT ${PERIOD_COLUMNS} FROM billing_periods p WHERE p.policy_id = $1 ORDER BY p.seq`,
      [policyId],
    );
    return rows.map(toPeriod);
  }

  async periodsOfPolicies(policyIds: number[]): Promise<Map<number, StoredPeriod[]>> {
    const rows = await this.select<PeriodRow>(
      `SELECT ${PERIOD_COLUMNS} FROM billing_periods p WHERE p.policy_id = ANY($1::bigint[]) ORDER BY p.policy_id, p.seq`,
      [policyIds],
    );
    const byPolicy = new Map<number, StoredPeriod[]>();
    for (const period of rows.map(toPeriod)) {
      const periods = byPolicy.get(period.policyId);
      if (periods) periods.push(period);
      else byPolicy.set(period.policyId, [period]);
    }
    return byPolicy;
  }

  async closingCredits(policyIds: number[]): Promise<Map<number, number>> {
    if (policyIds.length === 0) return new Map();
    const rows = await this.select<{ policy_id: string; credit_out_clp: string }>(
      `SELECT DISTINCT ON (policy_id) policy_id, credit_out_clp FROM billing_periods
        WHERE policy_id = ANY($1::bigint[]) ORDER BY policy_id, seq DESC`,
      [policyIds],
    );
    return new Map(rows.map((row) => [Number(row.policy_id), Number(row.credit_out_clp)]));
  }

  async renewalsOf(policyId: number): Promise<BilledPolicy[]> {
    const rows = await this.select<PolicyRow>(
      `SELECT ${POLICY_COLUMNS} FROM billing_policies WHERE renewal_of = $1 ORDER BY policy_id`,
      [policyId],
    );
    return rows.map(toPolicy);
  }

  async insertPeriods(periods: NewPeriod[]): Promise<number> {
    if (periods.length === 0) return 0;
    const inserted = await this.select<{ organization_id: string | null; billing_date: string }>(
      `INSERT INTO billing_periods (policy_id, organization_id, seq, start_date, end_date, billing_date, due_date,
         amount, currency, uf_value, uf_date, amount_clp, insured_count, prorated, status)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(policy_id bigint, organization_id bigint, seq int,
         start_date date, end_date date, billing_date date, due_date date, amount numeric, currency text,
         uf_value numeric, uf_date date, amount_clp bigint, insured_count int, prorated boolean, status text)
       ON CONFLICT (policy_id, seq) DO NOTHING
       RETURNING organization_id, billing_date::text`,
      [
        JSON.stringify(
          periods.map((p) => ({
            policy_id: p.policyId,
            organization_id: p.organizationId,
            seq: p.seq,
            start_date: p.startDate,
            end_date: p.endDate,
            billing_date: p.billingDate,
            due_date: p.dueDate,
            ...periodAmountRecord(p),
          })),
        ),
      ],
    );
    // A pre-invoice per organization and billing month, for the company to review before its tax document.
    const preinvoices = new Map<string, { organization: string; month: string }>();
    for (const row of inserted) {
      if (row.organization_id === null) continue;
      const month = preinvoiceMonth(row.billing_date);
      preinvoices.set(`${row.organization_id}/${month}`, { organization: row.organization_id, month });
    }
    if (preinvoices.size > 0) {
      const rows = [...preinvoices.values()];
      await this.run(
        `INSERT INTO billing_preinvoices (organization_id, billing_month)
         SELECT unnest($1::bigint[]), unnest($2::date[]) ON CONFLICT (organization_id, billing_month) DO NOTHING`,
        [rows.map((row) => row.organization), rows.map((row) => row.month)],
      );
    }
    return inserted.length;
  }

  async updatePeriods(periods: StoredPeriod[]): Promise<void> {
    if (periods.length === 0) return;
    await this.run(
      `UPDATE billing_periods p SET amount = x.amount, currency = x.currency, uf_value = x.uf_value,
         uf_date = x.uf_date, amount_clp = x.amount_clp, insured_count = x.insured_count, prorated = x.prorated,
         status = x.status, credit_clp = x.credit_clp, credit_out_clp = x.credit_out_clp, updated_at = now()
         FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, amount numeric, currency text, uf_value numeric,
           uf_date date, amount_clp bigint, insured_count int, prorated boolean, status text, credit_clp bigint,
           credit_out_clp bigint)
        WHERE p.id = x.id`,
      [
        JSON.stringify(
          periods.map((p) => ({
            id: p.id,
            ...periodAmountRecord(p),
            credit_clp: p.creditClp,
            credit_out_clp: p.creditOutClp,
          })),
        ),
      ],
    );
  }

  async saveSale(sale: {
    saleId: string;
    buyerEmail: string | null;
    buyerName: string | null;
    payment: SalePaymentFacts | null;
    completedAt: string;
  }): Promise<void> {
    await this.run(
      `INSERT INTO billing_sales (sale_id, buyer_email, buyer_name, payment, completed_at)
       VALUES ($1, $2, $3, $4::jsonb, $5) ON CONFLICT (sale_id) DO NOTHING`,
      [
        sale.saleId,
        sale.buyerEmail,
        sale.buyerName,
        sale.payment ? JSON.stringify(sale.payment) : null,
        sale.completedAt,
      ],
    );
  }

  async saleOf(saleId: string): Promise<{ buyerEmail: string | null; payment: SalePaymentFacts | null } | null> {
    const [row] = await this.select<{ buyer_email: string | null; payment: SalePaymentFacts | null }>(
      'SELECT buyer_email, payment FROM billing_sales WHERE sale_id = $1',
      [saleId],
    );
    return row ? { buyerEmail: row.buyer_email, payment: row.payment } : null;
  }

  async addPayment(p: NewPayment): Promise<boolean> {
    const rows = await this.select<{ id: string }>(
      `INSERT INTO billing_payments (period_id, policy_id, organization_id, amount_clp, method, provider, external_id,
         paid_at, receipt_file_id, note, recorded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (external_id) DO NOTHING RETURNING id`,
      [
        p.periodId,
        p.policyId,
        p.organizationId,
        p.amountClp,
        p.method,
        p.provider,
        p.externalId,
        p.paidAt,
        p.receiptFileId,
        p.note,
        p.recordedBy,
      ],
    );
    return rows.length > 0;
  }

  async syncPaid(periodId: number): Promise<void> {
    await this.run(
      `UPDATE billing_periods SET updated_at = now(),
         paid_clp = (SELECT COALESCE(sum(amount_clp), 0) FROM billing_payments
                     WHERE period_id = $1 AND reversed_at IS NULL)
       WHERE id = $1`,
      [periodId],
    );
  }

  async periodById(periodId: number): Promise<StoredPeriod | null> {
    const [row] = await this.select<PeriodRow>(`SELECT ${PERIOD_COLUMNS} FROM billing_periods p WHERE p.id = $1`, [
      periodId,
    ]);
    return row ? toPeriod(row) : null;
  }

  async paymentById(paymentId: number) {
    const [row] = await this.select<{ id: string; period_id: string; organization_id: string | null; method: string }>(
      'SELECT id, period_id, organization_id, method FROM billing_payments WHERE id = $1',
      [paymentId],
    );
    return row
      ? {
          id: Number(row.id),
          periodId: Number(row.period_id),
          organizationId: num(row.organization_id),
          method: row.method,
        }
      : null;
  }

  async deletePayment(paymentId: number): Promise<void> {
    await this.run('DELETE FROM billing_payments WHERE id = $1', [paymentId]);
  }

  async insertFile(file: FileRecord): Promise<number> {
    const [row] = await this.select<{ id: string }>(
      `INSERT INTO billing_files (purpose, filename, content_type, size, storage_key, organization_id, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [file.purpose, file.filename, file.contentType, file.size, file.storageKey, file.organizationId, file.uploadedBy],
    );
    return Number(row!.id);
  }

  async claimFile(fileId: number, organizationId: number | null): Promise<void> {
    if (organizationId === null) return;
    await this.run('UPDATE billing_files SET organization_id = $2 WHERE id = $1 AND organization_id IS NULL', [
      fileId,
      organizationId,
    ]);
  }

  async fileForUpdate(fileId: number): Promise<StoredFile | null> {
    const [row] = await this.select<FileRow>(`SELECT ${FILE_COLUMNS} FROM billing_files WHERE id = $1 FOR UPDATE`, [
      fileId,
    ]);
    return row ? toFile(row) : null;
  }

  async legacyBytes(fileId: number): Promise<Buffer | null> {
    const [row] = await this.select<{ data: Buffer }>('SELECT data FROM billing_files_legacy WHERE file_id = $1', [
      fileId,
    ]);
    return row?.data ?? null;
  }

  async movedToStorage(fileId: number, key: string): Promise<void> {
    await this.run('UPDATE billing_files SET storage_key = $2 WHERE id = $1', [fileId, key]);
    await this.run('DELETE FROM billing_files_legacy WHERE file_id = $1', [fileId]);
  }

  async fileMeta(fileId: number) {
    const [row] = await this.select<{ id: string; purpose: string; organization_id: string | null }>(
      'SELECT id, purpose, organization_id FROM billing_files WHERE id = $1',
      [fileId],
    );
    return row ? { id: Number(row.id), purpose: row.purpose, organizationId: num(row.organization_id) } : null;
  }

  async preinvoiceForUpdate(id: number) {
    const [row] = await this.select<{ id: string; organization_id: string; billing_month: string }>(
      'SELECT id, organization_id, billing_month::text FROM billing_preinvoices WHERE id = $1 FOR UPDATE',
      [id],
    );
    return row ? { id: Number(row.id), organizationId: Number(row.organization_id), month: row.billing_month } : null;
  }

  async markPreinvoiceUpdateRequested(id: number, reason: string, userId: number | null): Promise<void> {
    await this.run(
      `UPDATE billing_preinvoices SET status = 'UPDATE_REQUESTED', update_reason = $2, requested_by = $3,
         requested_at = now() WHERE id = $1`,
      [id, reason, userId],
    );
  }

  async insertTaxDocument(doc: NewTaxDocument): Promise<number> {
    const [row] = await this.select<{ id: string }>(
      `INSERT INTO billing_tax_documents (organization_id, period_id, folio, kind, pdf_file_id, xml_file_id, comment, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [doc.organizationId, doc.periodId, doc.folio, doc.kind, doc.pdfFileId, doc.xmlFileId, doc.comment, doc.createdBy],
    );
    return Number(row!.id);
  }

  async taxDocumentForUpdate(id: number) {
    const [row] = await this.select<{ id: string; organization_id: string | null; status: 'ACTIVE' | 'CANCELLED' }>(
      'SELECT id, organization_id, status FROM billing_tax_documents WHERE id = $1 FOR UPDATE',
      [id],
    );
    return row ? { id: Number(row.id), organizationId: num(row.organization_id), status: row.status } : null;
  }

  async setTaxDocumentStatus(id: number, status: 'ACTIVE' | 'CANCELLED'): Promise<void> {
    await this.run('UPDATE billing_tax_documents SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
  }

  async deleteTaxDocument(id: number): Promise<void> {
    await this.run('DELETE FROM billing_tax_documents WHERE id = $1', [id]);
  }

  async unsentForUpdate(id: number) {
    const [row] = await this.select<{
      id: string;
      reminder_id: string | null;
      organization_id: string | null;
      status: string;
    }>('SELECT id, reminder_id, organization_id, status FROM billing_unsent_notifications WHERE id = $1 FOR UPDATE', [
      id,
    ]);
    return row
      ? {
          id: Number(row.id),
          reminderId: num(row.reminder_id),
          organizationId: num(row.organization_id),
          status: row.status,
        }
      : null;
  }

  async setUnsentStatus(id: number, status: string, countAttempt: boolean): Promise<void> {
    await this.run(
      `UPDATE billing_unsent_notifications SET status = $2, attempts = attempts + $3, updated_at = now() WHERE id = $1`,
      [id, status, countAttempt ? 1 : 0],
    );
  }

  async markLate(periodId: number, at: string): Promise<boolean> {
    const rows = await this.select<{ id: string }>(
      `UPDATE billing_periods SET late_at = $2, updated_at = now()
        WHERE id = $1 AND late_at IS NULL AND status IN ('PENDING', 'PARTIAL') RETURNING id`,
      [periodId, at],
    );
    return rows.length > 0;
  }

  async publish(...events: IntegrationEvent[]): Promise<void> {
    await this.events.publish(this.transaction, ...events);
  }

  async enqueue(...messages: { queue: string; name: string; payload: Record<string, unknown> }[]): Promise<void> {
    await this.outbox.add(this.transaction, ...messages);
  }

  async claimReminders(rows: { periodId: number; kind: string; count: number; to: string | null }[]) {
    if (rows.length === 0) return [];
    const inserted = await this.select<{ id: string; period_id: string; count: number }>(
      `INSERT INTO billing_reminders (period_id, kind, count, to_address)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(period_id bigint, kind text, count smallint, to_address text)
       ON CONFLICT (period_id, kind, count) DO NOTHING RETURNING id, period_id, count`,
      [JSON.stringify(rows.map((r) => ({ period_id: r.periodId, kind: r.kind, count: r.count, to_address: r.to })))],
    );
    return inserted.map((row) => ({ id: Number(row.id), periodId: Number(row.period_id), count: row.count }));
  }

  async reminderForSend(id: number): Promise<ReminderToSend | null> {
    const [row] = await this.select<
      PeriodRow & {
        reminder_id: string;
        kind: string;
        count: number;
        reminder_status: ReminderToSend['status'];
        to_address: string | null;
        policy_number: string;
        organization_name: string | null;
        refunded: boolean;
      }
    >(
      `SELECT r.id AS reminder_id, r.kind, r.count, r.status AS reminder_status, r.to_address, bp.policy_number,
              bp.organization_name, bp.refunded_at IS NOT NULL AS refunded, ${PERIOD_COLUMNS}
         FROM billing_reminders r JOIN billing_periods p ON p.id = r.period_id
         JOIN billing_policies bp ON bp.policy_id = p.policy_id
        WHERE r.id = $1 FOR UPDATE OF r`,
      [id],
    );
    if (!row) return null;
    return {
      id: Number(row.reminder_id),
      kind: row.kind,
      count: row.count,
      status: row.reminder_status,
      to: row.to_address,
      period: toPeriod(row),
      policyNumber: row.policy_number,
      organizationName: row.organization_name,
      policyRefunded: row.refunded,
    };
  }

  async markReminderSent(id: number): Promise<void> {
    await this.run("UPDATE billing_reminders SET status = 'SENT', sent_at = now() WHERE id = $1", [id]);
    await this.run(
      "UPDATE billing_unsent_notifications SET status = 'SENT', updated_at = now() WHERE reminder_id = $1",
      [id],
    );
  }

  async markReminderUnsent(reminder: ReminderToSend, subject: string, reason: string): Promise<void> {
    await this.run("UPDATE billing_reminders SET status = 'UNSENT' WHERE id = $1", [reminder.id]);
    await this.run(
      `INSERT INTO billing_unsent_notifications (reminder_id, period_id, organization_id, to_address, subject, reason)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (reminder_id) DO UPDATE SET status = 'PENDING', reason = EXCLUDED.reason,
         to_address = EXCLUDED.to_address, updated_at = now()`,
      [reminder.id, reminder.period.id, reminder.period.organizationId, reminder.to, subject, reason],
    );
  }
}

@injectable()
export class SequelizeLedgerFactory implements LedgerFactory {
  constructor(
    @inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize,
    @inject(PLATFORM.Outbox) private readonly outbox: Outbox,
    @inject(PLATFORM.EventPublisher) private readonly events: EventPublisher,
  ) {}

  inTransaction<T>(work: (ledger: BillingLedger) => Promise<T>): Promise<T> {
    return this.sequelize.transaction((transaction) =>
      work(new SequelizeLedger(this.sequelize, transaction, this.outbox, this.events)),
    );
  }

  on(transaction: unknown): BillingLedger {
    return new SequelizeLedger(this.sequelize, transaction as Transaction, this.outbox, this.events);
  }
}
