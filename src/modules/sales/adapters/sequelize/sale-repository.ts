import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { newEvent, type EventPublisher } from '../../../../platform/outbox/integration-events.js';
import type { Outbox } from '../../../../platform/outbox/outbox.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import { CHILE_TIME_ZONE, chileanDate } from '../../../pricing/index.js';
import type {
  PaymentChallenge,
  NewPayment,
  NewSale,
  PaymentEventRecord,
  PaymentOutcome,
  PaymentRecord,
  ReminderMessage,
  SaleListQuery,
  SaleListRow,
  SalePolicyFacts,
  SaleRecord,
  SaleCountry,
  SaleRepository,
} from '../../application/ports.js';
import type { Money } from '../../../../kernel/money.js';
import { fromMinor, toMinor, type SaleCurrency } from '../../domain/fees.js';
import type { PaymentType, ProviderName } from '../../domain/payment-types.js';
import {
  applyProviderStatus,
  canPayment,
  saleStatusAfterRefund,
  type PaymentStatus,
  type SaleStatus,
} from '../../domain/statuses.js';
import type { SectionCode } from '../../domain/steps.js';
import type { SaleCompleted, SaleRefunded } from '../../contracts.js';
import {
  CONFIRMATION_JOB,
  SALES_DUPLICATE_REFUND_QUEUE,
  SALES_MAIL_QUEUE,
  SALES_REMINDER_QUEUE,
} from '../../tokens.js';

/** numeric(18,4) text -> the currency's exact amount ('12000.0000' CLP -> '12000'). */
const money = (amount: string | number, currency: SaleCurrency): Money => {
  const [whole, fraction = ''] = String(amount).split('.');
  const decimals = { CLP: 0, UF: 4, USD: 2, PEN: 2 }[currency];
  const trimmed = fraction.slice(0, decimals).padEnd(decimals, '0');
  return fromMinor(toMinor({ amount: decimals ? `${whole}.${trimmed}` : whole!, currency }), currency);
};
/** A timestamp column (pg hands over a Date; a few queries select it as text) as ISO text. */
const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

interface SaleRow {
  id: string;
  token_hash: string;
  product_id: number | null;
  product_code: string;
  product_name: string | null;
  product_type: string | null;
  country_code: SaleCountry;
  insurer_id: number | null;
  /** text[] holding section codes (the save-step use case writes only known codes). */
  sections: SectionCode[];
  status: SaleStatus;
  sale_type: string;
  amount: string;
  /** Written only from a SaleMoney's currency. */
  currency: SaleCurrency;
  periodicity_months: number;
  profile: Record<string, unknown> | null;
  lead_id: string | null;
  buyer_name: string | null;
  buyer_email: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  steps: Record<string, { data: Record<string, unknown>; updatedAt: string }> | null;
  policy_number?: string | null;
  policy_start_date?: string | null;
  insurer_name?: string | null;
}

interface PaymentRow {
  id: string;
  sale_id: string;
  idempotency_key: string;
  /** Written only from PaymentType and ProviderName values (beginPayment). */
  payment_type: PaymentType;
  provider: ProviderName | null;
  status: PaymentStatus;
  amount: string;
  fee: string;
  tax: string;
  /** Written only from a SaleMoney's currency. */
  currency: SaleCurrency;
  provider_reference: string | null;
  error_code: string | null;
  message: string | null;
  advice: string | null;
  instructions: Record<string, unknown> | null;
  redirect_url: string | null;
  challenge: PaymentChallenge | null;
  card_brand: string | null;
  card_last4: string | null;
  settled_at: string | null;
  paid_at: string | null;
  created_at: string;
  lease_until: string | null;
  duplicate: boolean;
}

const SALE_SELECT = `SELECT s.*, to_char(s.policy_start_date, 'YYYY-MM-DD') AS policy_start_date, (SELECT jsonb_object_agg(st.code, jsonb_build_object('data', st.data, 'updatedAt', st.updated_at))
    FROM sale_steps st WHERE st.sale_id = s.id) AS steps FROM sales s`;

function toSale(row: SaleRow): SaleRecord {
  return {
    id: row.id,
    tokenHash: row.token_hash,
    countryCode: row.country_code,
    productId: row.product_id,
    productCode: row.product_code,
    productName: row.product_name,
    productType: row.product_type,
    insurerId: row.insurer_id,
    sections: row.sections,
    status: row.status,
    saleType: row.sale_type,
    amount: money(row.amount, row.currency),
    periodicityMonths: row.periodicity_months,
    profile: row.profile,
    leadId: row.lead_id === null ? null : Number(row.lead_id),
    buyerName: row.buyer_name,
    buyerEmail: row.buyer_email,
    completedAt: iso(row.completed_at),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    steps: row.steps ?? {},
    policy: row.policy_number
      ? { policyNumber: row.policy_number, startDate: row.policy_start_date!, insurerName: row.insurer_name ?? null }
      : null,
  };
}

function toPayment(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    saleId: row.sale_id,
    idempotencyKey: row.idempotency_key,
    paymentType: row.payment_type,
    provider: row.provider,
    status: row.status,
    amount: money(row.amount, row.currency),
    fee: money(row.fee, row.currency),
    tax: money(row.tax, row.currency),
    providerReference: row.provider_reference,
    errorCode: row.error_code,
    message: row.message,
    advice: row.advice,
    instructions: row.instructions,
    redirectUrl: row.redirect_url,
    challenge: row.challenge ?? null,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    settledAt: iso(row.settled_at),
    paidAt: iso(row.paid_at),
    createdAt: iso(row.created_at)!,
    leaseUntil: iso(row.lease_until),
    duplicate: row.duplicate,
  };
}

const SORT: Record<SaleListQuery['sort']['field'], string> = {
  createdAt: 's.created_at',
  status: 's.status',
  amount: 's.amount',
  productCode: 's.product_code',
  completedAt: 's.completed_at',
};

@injectable()
export class SequelizeSaleRepository implements SaleRepository {
  constructor(
    @inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize,
    @inject(PLATFORM.Outbox) private readonly outbox: Outbox,
    @inject(PLATFORM.EventPublisher) private readonly events: EventPublisher,
  ) {}

  private async one<T extends object>(sql: string, bind: unknown[], transaction?: Transaction): Promise<T | null> {
    const rows = await this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction });
    return rows[0] ?? null;
  }

  async create(sale: NewSale): Promise<{ sale: SaleRecord; created: boolean; requestHash: string | null }> {
    // A key already used inserts nothing (the unique index decides between concurrent retries).
    const row = await this.one<{ id: string }>(
      `INSERT INTO sales (token_hash, product_id, product_code, product_name, product_type, insurer_id, sections,
         amount, currency, periodicity_months, profile, referrer, attribution, idempotency_key, request_hash,
         country_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8::numeric, $9, $10, $11::jsonb, $12, $13::jsonb, $14, $15, $16)
       ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING id`,
      [
        sale.tokenHash,
        sale.product.id,
        sale.product.code,
        sale.product.name,
        sale.product.insuranceType,
        sale.product.insurerId,
        sale.sections,
        sale.amount.amount,
        sale.amount.currency,
        sale.product.periodicityMonths,
        sale.profile ? JSON.stringify(sale.profile) : null,
        sale.referrer,
        sale.attribution ? JSON.stringify(sale.attribution) : null,
        sale.idempotency?.key ?? null,
        sale.idempotency?.requestHash ?? null,
        sale.countryCode ?? 'CL',
      ],
    );
    if (row)
      return {
        sale: (await this.findById(row.id))!,
        created: true,
        requestHash: sale.idempotency?.requestHash ?? null,
      };
    const first = await this.one<{ id: string; request_hash: string | null }>(
      'SELECT id, request_hash FROM sales WHERE idempotency_key = $1',
      [sale.idempotency!.key],
    );
    return { sale: (await this.findById(first!.id))!, created: false, requestHash: first!.request_hash };
  }

  async findById(id: string, transaction?: Transaction): Promise<SaleRecord | null> {
    const row = await this.one<SaleRow>(`${SALE_SELECT} WHERE s.id = $1`, [id], transaction);
    return row ? toSale(row) : null;
  }

  async saveStep(
    saleId: string,
    code: SectionCode,
    data: Record<string, unknown>,
    buyer: { name: string; email: string } | null,
    reminders: ReminderMessage[],
  ): Promise<SaleRecord> {
    await this.sequelize.transaction(async (transaction) => {
      await this.sequelize.query(
        `INSERT INTO sale_steps (sale_id, code, data) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (sale_id, code) DO UPDATE SET data = EXCLUDED.data, status = 'COMPLETED', updated_at = now()`,
        { bind: [saleId, code, JSON.stringify(data)], transaction },
      );
      if (buyer) {
        await this.sequelize.query(
          'UPDATE sales SET buyer_name = $2, buyer_email = $3, updated_at = now() WHERE id = $1',
          { bind: [saleId, buyer.name, buyer.email], transaction },
        );
      } else {
        await this.sequelize.query('UPDATE sales SET updated_at = now() WHERE id = $1', {
          bind: [saleId],
          transaction,
        });
      }
      await this.outbox.add(
        transaction,
        ...reminders.map((reminder) => ({
          queue: SALES_REMINDER_QUEUE,
          name: `sale.resume-reminder-${reminder.reminder}`,
          payload: { ...reminder },
        })),
      );
    });
    return (await this.findById(saleId))!;
  }

  async recordPolicy(tx: unknown, saleId: string, facts: SalePolicyFacts): Promise<boolean> {
    const transaction = tx as Transaction;
    // A renewal names the same sale: the first policy is the one the buyer bought, and it is mailed once.
    const first = await this.one<{ id: string }>(
      `UPDATE sales SET policy_number = $2, policy_start_date = $3::date, insurer_name = $4, updated_at = now()
        WHERE id = $1 AND policy_number IS NULL RETURNING id`,
      [saleId, facts.policyNumber, facts.startDate, facts.insurerName],
      transaction,
    );
    if (!first) return false;
    await this.outbox.add(transaction, { queue: SALES_MAIL_QUEUE, name: CONFIRMATION_JOB, payload: { saleId } });
    return true;
  }

  async setLead(saleId: string, leadId: number): Promise<void> {
    await this.sequelize.query('UPDATE sales SET lead_id = $2 WHERE id = $1 AND lead_id IS NULL', {
      bind: [saleId, leadId],
    });
  }

  async findPayment(saleId: string, idempotencyKey: string): Promise<PaymentRecord | null> {
    const row = await this.one<PaymentRow>('SELECT * FROM sale_payments WHERE sale_id = $1 AND idempotency_key = $2', [
      saleId,
      idempotencyKey,
    ]);
    return row ? toPayment(row) : null;
  }

  async findPaymentById(id: string): Promise<PaymentRecord | null> {
    const row = await this.one<PaymentRow>('SELECT * FROM sale_payments WHERE id = $1', [id]);
    return row ? toPayment(row) : null;
  }

  async findPaymentByReference(provider: string, reference: string): Promise<PaymentRecord | null> {
    const row = await this.one<PaymentRow>(
      'SELECT * FROM sale_payments WHERE provider = $1 AND provider_reference = $2 ORDER BY created_at DESC LIMIT 1',
      [provider, reference],
    );
    return row ? toPayment(row) : null;
  }

  async payments(saleId: string): Promise<PaymentRecord[]> {
    const rows = await this.sequelize.query<PaymentRow>(
      'SELECT * FROM sale_payments WHERE sale_id = $1 ORDER BY created_at',
      { bind: [saleId], type: QueryTypes.SELECT },
    );
    return rows.map(toPayment);
  }

  async paymentEvents(paymentId: string): Promise<PaymentEventRecord[]> {
    const rows = await this.sequelize.query<{
      source: string;
      status: string;
      applied: boolean;
      data: Record<string, unknown> | null;
      at: string;
    }>('SELECT source, status, applied, data, at FROM sale_payment_events WHERE payment_id = $1 ORDER BY id', {
      bind: [paymentId],
      type: QueryTypes.SELECT,
    });
    return rows.map((row) => ({ ...row, at: iso(row.at)! }));
  }

  async beginPayment(
    payment: NewPayment,
    leaseMs: number,
  ): Promise<{ payment: PaymentRecord } | { conflict: 'exists' | 'busy' | 'closed' }> {
    return this.sequelize.transaction(async (transaction) => {
      // The sale's row lock serialises every payment attempt of one sale.
      const sale = await this.one<{ status: string }>(
        'SELECT status FROM sales WHERE id = $1 FOR UPDATE',
        [payment.saleId],
        transaction,
      );
      if (!sale) return { conflict: 'closed' as const };
      const same = await this.one<{ id: string }>(
        'SELECT id FROM sale_payments WHERE sale_id = $1 AND idempotency_key = $2',
        [payment.saleId, payment.idempotencyKey],
        transaction,
      );
      if (same) return { conflict: 'exists' as const };
      if (sale.status !== 'PENDING') return { conflict: 'closed' as const };
      // A card payment still undecided (or left PENDING by a timeout) blocks a second charge.
      const busy = await this.one<{ id: string }>(
        `SELECT id FROM sale_payments WHERE sale_id = $1 AND status = 'PENDING' AND instructions IS NULL LIMIT 1`,
        [payment.saleId],
        transaction,
      );
      if (busy) return { conflict: 'busy' as const };
      const row = await this.one<PaymentRow>(
        `INSERT INTO sale_payments (sale_id, idempotency_key, payment_type, provider, amount, fee, tax, currency,
           card_brand, card_last4, lease_until)
         VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7::numeric, $8, $9, $10,
           now() + $11 * interval '1 millisecond') RETURNING *`,
        [
          payment.saleId,
          payment.idempotencyKey,
          payment.paymentType,
          payment.provider,
          payment.amount.amount,
          payment.fee.amount,
          payment.tax.amount,
          payment.amount.currency,
          payment.cardBrand,
          payment.cardLast4,
          leaseMs,
        ],
        transaction,
      );
      await this.sequelize.query(
        `INSERT INTO sale_payment_events (payment_id, source, status, applied) VALUES ($1, 'api', 'PENDING', true)`,
        { bind: [row!.id], transaction },
      );
      return { payment: toPayment(row!) };
    });
  }

  async renewLease(paymentId: string, leaseMs: number): Promise<void> {
    await this.sequelize.query(
      `UPDATE sale_payments SET lease_until = now() + $2 * interval '1 millisecond'
        WHERE id = $1 AND status = 'PENDING' AND settled_at IS NULL`,
      { bind: [paymentId, leaseMs] },
    );
  }

  async applyOutcome(
    paymentId: string,
    outcome: PaymentOutcome,
    completion: (sale: SaleRecord, payment: PaymentRecord, now: Date) => SaleCompleted['payload'],
  ): Promise<{ payment: PaymentRecord; applied: boolean; completed: boolean; sale: SaleRecord }> {
    return this.sequelize.transaction(async (transaction) => {
      const current = await this.one<PaymentRow>(
        'SELECT * FROM sale_payments WHERE id = $1 FOR UPDATE',
        [paymentId],
        transaction,
      );
      if (!current) throw new Error(`payment ${paymentId} not found`);
      // Provider messages only move forward; back-office moves follow the state machine too.
      const next =
        outcome.source === 'admin'
          ? canPayment(current.status, outcome.status)
            ? outcome.status
            : current.status
          : applyProviderStatus(current.status, outcome.status);
      const applied = next !== current.status;
      const samePending = !applied && next === 'PENDING';
      await this.sequelize.query(
        `UPDATE sale_payments SET
           status = $2,
           provider_reference = COALESCE(provider_reference, $3),
           error_code = CASE WHEN $9 THEN $4 ELSE error_code END,
           message = CASE WHEN $9 THEN $5 ELSE message END,
           advice = CASE WHEN $9 THEN $6 ELSE advice END,
           instructions = COALESCE($7::jsonb, instructions),
           redirect_url = COALESCE($8, redirect_url),
           challenge = CASE WHEN $2 <> 'PENDING' THEN NULL ELSE COALESCE($11::jsonb, challenge) END,
           settled_at = CASE WHEN $10 THEN COALESCE(settled_at, now()) ELSE settled_at END,
           paid_at = CASE WHEN $2 = 'OK' THEN COALESCE(paid_at, now()) ELSE paid_at END,
           updated_at = now()
         WHERE id = $1`,
        {
          bind: [
            paymentId,
            next,
            outcome.providerReference ?? null,
            outcome.errorCode ?? null,
            outcome.message ?? null,
            outcome.advice ?? null,
            outcome.instructions ? JSON.stringify(outcome.instructions) : null,
            outcome.redirectUrl ?? null,
            applied || samePending,
            outcome.settle,
            outcome.challenge ? JSON.stringify(outcome.challenge) : null,
          ],
          transaction,
        },
      );
      await this.sequelize.query(
        `INSERT INTO sale_payment_events (payment_id, source, status, applied, data) VALUES ($1, $2, $3, $4, $5::jsonb)`,
        {
          bind: [
            paymentId,
            outcome.source,
            outcome.status,
            applied,
            JSON.stringify({ ...(outcome.data ?? {}), errorCode: outcome.errorCode ?? null }),
          ],
          transaction,
        },
      );
      let payment = toPayment(
        (await this.one<PaymentRow>('SELECT * FROM sale_payments WHERE id = $1', [paymentId], transaction))!,
      );
      let completed = false;
      if (applied && next === 'OK') {
        // The sale's row lock orders concurrent approvals of two payments: the second finds it paid.
        const updated = await this.one<{ id: string }>(
          `UPDATE sales SET status = 'OK', completed_at = now(), updated_at = now() WHERE id = $1 AND status = 'PENDING' RETURNING id`,
          [payment.saleId],
          transaction,
        );
        if (updated) {
          const sale = (await this.findById(payment.saleId, transaction))!;
          const now = new Date();
          await this.events.publish(transaction, newEvent('SaleCompleted', completion(sale, payment, now), now));
          completed = true;
        } else if (current.status === 'PENDING') {
          // A second payment of a sale already paid (issue 25 hole 4): kept apart and refunded by a job.
          payment = await this.markDuplicate(payment, transaction);
        }
      }
      if (applied && next === 'REFUND' && !payment.duplicate) await this.refunded(payment, transaction);
      const sale = (await this.findById(payment.saleId, transaction))!;
      return { payment, applied, completed, sale };
    });
  }

  /**
   * The provider confirmed a refund (back-office or webhook): the sale shows it (saleStatusAfterRefund) and
   * SaleRefunded is published in the same transaction; policies and billing undo their side (contracts.ts).
   */
  private async refunded(payment: PaymentRecord, transaction: Transaction): Promise<void> {
    const sale = await this.one<{ status: SaleStatus }>(
      'SELECT status FROM sales WHERE id = $1 FOR UPDATE',
      [payment.saleId],
      transaction,
    );
    const status = sale && saleStatusAfterRefund(sale.status);
    if (status) {
      await this.sequelize.query('UPDATE sales SET status = $2, updated_at = now() WHERE id = $1', {
        bind: [payment.saleId, status],
        transaction,
      });
    }
    const now = new Date();
    const event: SaleRefunded = newEvent(
      'SaleRefunded',
      {
        saleId: payment.saleId,
        paymentId: payment.id,
        amount: { ...payment.amount },
        refundedAt: now.toISOString(),
        refundDate: chileanDate(now),
      },
      now,
    );
    await this.events.publish(transaction, event);
  }

  private async markDuplicate(payment: PaymentRecord, transaction: Transaction): Promise<PaymentRecord> {
    const row = await this.one<PaymentRow>(
      'UPDATE sale_payments SET duplicate = true WHERE id = $1 RETURNING *',
      [payment.id],
      transaction,
    );
    await this.sequelize.query(
      `INSERT INTO sale_payment_events (payment_id, source, status, applied, data) VALUES ($1, 'duplicate', 'OK', false, $2::jsonb)`,
      {
        bind: [payment.id, JSON.stringify({ reason: 'La venta ya estaba pagada con otro pago: se devuelve.' })],
        transaction,
      },
    );
    await this.outbox.add(transaction, {
      queue: SALES_DUPLICATE_REFUND_QUEUE,
      name: 'sale.refund-duplicate-payment',
      payload: { paymentId: payment.id, saleId: payment.saleId },
    });
    return toPayment(row!);
  }

  async completeWithoutPayment(
    saleId: string,
    completion: (sale: SaleRecord, now: Date) => SaleCompleted['payload'],
  ): Promise<{ completed: boolean; sale: SaleRecord }> {
    return this.sequelize.transaction(async (transaction) => {
      const updated = await this.one<{ id: string }>(
        `UPDATE sales SET status = 'OK', completed_at = now(), updated_at = now() WHERE id = $1 AND status = 'PENDING' RETURNING id`,
        [saleId],
        transaction,
      );
      const sale = (await this.findById(saleId, transaction))!;
      if (updated) {
        const now = new Date();
        await this.events.publish(transaction, newEvent('SaleCompleted', completion(sale, now), now));
      }
      return { completed: !!updated, sale };
    });
  }

  async pendingPayments(olderThan: Date, limit: number): Promise<PaymentRecord[]> {
    const rows = await this.sequelize.query<PaymentRow>(
      `SELECT * FROM sale_payments WHERE status = 'PENDING'
          AND (created_at < $1 OR (settled_at IS NULL AND lease_until < now()))
        ORDER BY created_at LIMIT $2`,
      { bind: [olderThan.toISOString(), limit], type: QueryTypes.SELECT },
    );
    return rows.map(toPayment);
  }

  async markReminderSent(saleId: string, reminder: number): Promise<boolean> {
    const rows = await this.sequelize.query<{ sale_id: string }>(
      'INSERT INTO sale_reminders (sale_id, reminder) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING sale_id',
      { bind: [saleId, reminder], type: QueryTypes.SELECT },
    );
    return rows.length > 0;
  }

  async list(query: SaleListQuery): Promise<{ rows: SaleListRow[]; total: number }> {
    const where: string[] = [];
    const bind: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      bind.push(value);
      where.push(sql.replace('?', `$${bind.length}`));
    };
    if (query.ids?.length) add('s.id = ANY(?::uuid[])', query.ids);
    if (query.status) add('s.status = ?', query.status);
    if (query.countryCode) add('s.country_code = ?', query.countryCode);
    if (query.productCode) add('s.product_code = ?', query.productCode);
    if (query.provider) add('p.provider = ?', query.provider);
    // from/to are Chilean days: from the day's midnight in America/Santiago, whatever the session's zone.
    if (query.from) add(`s.created_at >= (?::date::timestamp AT TIME ZONE '${CHILE_TIME_ZONE}')`, query.from);
    if (query.to) add(`s.created_at < ((?::date + 1)::timestamp AT TIME ZONE '${CHILE_TIME_ZONE}')`, query.to);
    if (query.q) {
      bind.push(`%${query.q}%`);
      const n = `$${bind.length}`;
      where.push(
        `(s.buyer_email ILIKE ${n} OR s.buyer_name ILIKE ${n} OR s.product_name ILIKE ${n} OR s.product_code ILIKE ${n})`,
      );
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const from = `FROM sales s LEFT JOIN LATERAL (SELECT provider, status FROM sale_payments sp WHERE sp.sale_id = s.id
        AND NOT sp.duplicate ORDER BY sp.created_at DESC LIMIT 1) p ON true ${whereSql}`;
    const [count] = await this.sequelize.query<{ n: string }>(`SELECT count(*) AS n ${from}`, {
      bind,
      type: QueryTypes.SELECT,
    });
    const rows = await this.sequelize.query<
      SaleRow & { provider: string | null; payment_status: string | null; duplicate_to_refund: boolean }
    >(
      `SELECT s.*, NULL AS steps, p.provider, p.status AS payment_status,
         EXISTS (SELECT 1 FROM sale_payments d WHERE d.sale_id = s.id AND d.duplicate AND d.status = 'REQUEST_REFUND')
           AS duplicate_to_refund ${from}
       ORDER BY ${SORT[query.sort.field]} ${query.sort.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST, s.id
       LIMIT ${Number(query.limit)} OFFSET ${Number(query.offset)}`,
      { bind, type: QueryTypes.SELECT },
    );
    return {
      total: Number(count?.n ?? 0),
      rows: rows.map((row) => {
        const sale = toSale(row);
        return {
          id: sale.id,
          status: sale.status,
          productCode: sale.productCode,
          productName: sale.productName,
          amount: sale.amount,
          buyerName: sale.buyerName,
          buyerEmail: sale.buyerEmail,
          provider: row.provider,
          paymentStatus: row.payment_status,
          duplicatePaymentToRefund: row.duplicate_to_refund,
          leadId: sale.leadId,
          countryCode: sale.countryCode,
          createdAt: sale.createdAt,
          completedAt: sale.completedAt,
        };
      }),
    };
  }
}
