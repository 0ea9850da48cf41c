import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { EventPublisher } from '../../../../platform/outbox/integration-events.js';
import type { Outbox } from '../../../../platform/outbox/outbox.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { OpenedPeriod } from '../../../billing/contracts.js';
import type {
  ChargeSettlement,
  DuePeriod,
  LinkPeriod,
  NewPeriodCharge,
  PeriodChargeRecord,
  SubscriptionHistoryEntry,
  SubscriptionListQuery,
  SubscriptionPeriod,
  SubscriptionRecord,
  SubscriptionRepository,
  SubscriptionView,
} from '../../application/subscription-ports.js';
import type { PaymentType, ProviderName } from '../../domain/payment-types.js';
import { chargeDateOf, type SubscriptionState } from '../../domain/subscriptions.js';

interface SubscriptionRow {
  id: string;
  sale_id: string;
  payment_type: PaymentType;
  provider: ProviderName;
  token_ref: string;
  card_brand: string | null;
  card_last4: string | null;
  status: SubscriptionState;
  charge_day: number | null;
  created_at: Date;
  updated_at: Date;
}

const SUBSCRIPTION_COLUMNS = `sub.id, sub.sale_id, sub.payment_type, sub.provider, sub.token_ref, sub.card_brand,
  sub.card_last4, sub.status, sub.charge_day, sub.created_at, sub.updated_at`;

const toSubscription = (row: SubscriptionRow): SubscriptionRecord => ({
  id: row.id,
  saleId: row.sale_id,
  paymentType: row.payment_type,
  provider: row.provider,
  tokenRef: row.token_ref,
  cardBrand: row.card_brand,
  cardLast4: row.card_last4,
  status: row.status,
  chargeDay: row.charge_day,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

interface ChargeRow {
  id: string;
  period_id: string;
  policy_id: string;
  sale_id: string;
  subscription_id: string | null;
  source: 'subscription' | 'link';
  attempt: number;
  idempotency_key: string;
  provider: ProviderName;
  payment_type: PaymentType;
  amount_clp: string;
  status: 'PENDING' | 'OK' | 'DECLINED';
  provider_reference: string | null;
  error_code: string | null;
  card_last4: string | null;
  lease_until: Date | null;
  token_ref: string | null;
  instructions: Record<string, unknown> | null;
  redirect_url: string | null;
  settled_at: Date | null;
}

const CHARGE_SELECT = `SELECT c.id, c.period_id, p.policy_id, p.sale_id, c.subscription_id, c.source, c.attempt,
    c.idempotency_key, c.provider, c.payment_type, c.amount_clp, c.status, c.provider_reference, c.error_code,
    c.card_last4, c.lease_until, sub.token_ref, c.instructions, c.redirect_url, c.settled_at
  FROM sale_period_charges c
  JOIN sale_billing_periods p ON p.period_id = c.period_id
  LEFT JOIN sale_subscriptions sub ON sub.id = c.subscription_id`;

const toCharge = (row: ChargeRow): PeriodChargeRecord => ({
  id: row.id,
  periodId: Number(row.period_id),
  policyId: Number(row.policy_id),
  saleId: row.sale_id,
  subscriptionId: row.subscription_id,
  source: row.source,
  attempt: row.attempt,
  idempotencyKey: row.idempotency_key,
  provider: row.provider,
  paymentType: row.payment_type,
  amountClp: Number(row.amount_clp),
  status: row.status,
  providerReference: row.provider_reference,
  errorCode: row.error_code,
  cardLast4: row.card_last4,
  leaseUntil: row.lease_until ? new Date(row.lease_until).toISOString() : null,
  tokenRef: row.token_ref,
  instructions: row.instructions,
  redirectUrl: row.redirect_url,
  settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
});

/** PostgreSQL's unique_violation. */
const isUniqueViolation = (error: unknown) =>
  (error as { parent?: { code?: string }; original?: { code?: string } })?.parent?.code === '23505' ||
  (error as { original?: { code?: string } })?.original?.code === '23505';

@injectable()
export class SequelizeSubscriptionRepository implements SubscriptionRepository {
  constructor(
    @inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize,
    @inject(PLATFORM.Outbox) private readonly outbox: Outbox,
    @inject(PLATFORM.EventPublisher) private readonly events: EventPublisher,
  ) {}

  private select<T extends object>(sql: string, bind: unknown[] = [], transaction?: Transaction): Promise<T[]> {
    return this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction });
  }

  private async writeHistory(
    transaction: Transaction,
    id: string,
    action: string,
    actorId: number | null,
    detail: Record<string, unknown> | null,
  ): Promise<void> {
    await this.sequelize.query(
      `INSERT INTO sale_subscription_history (subscription_id, action, detail, actor_id) VALUES ($1, $2, $3::jsonb, $4)`,
      { bind: [id, action, detail ? JSON.stringify(detail) : null, actorId], transaction },
    );
  }

  async enrol(input: Parameters<SubscriptionRepository['enrol']>[0]): Promise<SubscriptionRecord> {
    return this.sequelize.transaction(async (transaction) => {
      const [row] = await this.select<SubscriptionRow>(
        `INSERT INTO sale_subscriptions AS sub (sale_id, payment_type, provider, token_ref, card_brand, card_last4)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (sale_id) DO UPDATE SET payment_type = EXCLUDED.payment_type, provider = EXCLUDED.provider,
           token_ref = EXCLUDED.token_ref, card_brand = EXCLUDED.card_brand, card_last4 = EXCLUDED.card_last4,
           status = 'PENDING', updated_at = now()
         RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [input.saleId, input.paymentType, input.provider, input.tokenRef, input.cardBrand, input.cardLast4],
        transaction,
      );
      await this.writeHistory(transaction, row!.id, 'enrolled', null, {
        provider: input.provider,
        cardBrand: input.cardBrand,
        cardLast4: input.cardLast4,
      });
      return toSubscription(row!);
    });
  }

  async findById(id: string): Promise<SubscriptionRecord | null> {
    const [row] = await this.select<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM sale_subscriptions sub WHERE sub.id = $1`,
      [id],
    );
    return row ? toSubscription(row) : null;
  }

  async findBySale(saleId: string): Promise<SubscriptionRecord | null> {
    const [row] = await this.select<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM sale_subscriptions sub WHERE sub.sale_id = $1`,
      [saleId],
    );
    return row ? toSubscription(row) : null;
  }

  private update(
    id: string,
    set: string,
    bind: unknown[],
    action: string,
    actorId: number | null,
    detail: Record<string, unknown> | null,
  ): Promise<SubscriptionRecord | null> {
    return this.sequelize.transaction(async (transaction) => {
      const [row] = await this.select<SubscriptionRow>(
        `UPDATE sale_subscriptions sub SET ${set}, updated_at = now() WHERE sub.id = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [id, ...bind],
        transaction,
      );
      if (!row) return null;
      await this.writeHistory(transaction, id, action, actorId, detail);
      return toSubscription(row);
    });
  }

  async setStatus(
    id: string,
    status: SubscriptionState,
    action: string,
    actorId: number | null,
    detail: Record<string, unknown> = {},
  ): Promise<SubscriptionRecord | null> {
    const current = await this.findById(id);
    if (!current || current.status === status) return current;
    return this.update(id, 'status = $2', [status], action, actorId, { from: current.status, to: status, ...detail });
  }

  replaceCard(
    id: string,
    card: { tokenRef: string; cardBrand: string | null; cardLast4: string | null },
    actorId: number | null,
  ): Promise<SubscriptionRecord | null> {
    return this.update(
      id,
      'token_ref = $2, card_brand = $3, card_last4 = $4',
      [card.tokenRef, card.cardBrand, card.cardLast4],
      'card-replaced',
      actorId,
      { cardBrand: card.cardBrand, cardLast4: card.cardLast4 },
    );
  }

  setChargeDay(
    id: string,
    day: number | null,
    actorId: number | null,
    detail: Record<string, unknown> = {},
  ): Promise<SubscriptionRecord | null> {
    return this.update(id, 'charge_day = $2', [day], 'charge-day-changed', actorId, { ...detail, chargeDay: day });
  }

  async history(id: string): Promise<SubscriptionHistoryEntry[]> {
    const rows = await this.select<{
      action: string;
      detail: Record<string, unknown> | null;
      actor_id: string | null;
      at: Date;
    }>('SELECT action, detail, actor_id, at FROM sale_subscription_history WHERE subscription_id = $1 ORDER BY id', [
      id,
    ]);
    return rows.map((row) => ({
      action: row.action,
      detail: row.detail,
      actorId: row.actor_id === null ? null : Number(row.actor_id),
      at: new Date(row.at).toISOString(),
    }));
  }

  async periods(id: string): Promise<SubscriptionPeriod[]> {
    const rows = await this.select<{
      period_id: string;
      seq: number;
      billing_date: string;
      amount_clp: string | null;
      attempts: number;
      paid_at: Date | null;
      paid_by: string | null;
      late_at: Date | null;
      charge_day: number | null;
    }>(
      `SELECT p.period_id, p.seq, p.billing_date::text, p.amount_clp, p.attempts, p.paid_at, p.paid_by, p.late_at,
              sub.charge_day
         FROM sale_subscriptions sub JOIN sale_billing_periods p ON p.sale_id = sub.sale_id
        WHERE sub.id = $1 ORDER BY p.seq`,
      [id],
    );
    const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
    return rows.map((row) => ({
      periodId: Number(row.period_id),
      seq: row.seq,
      billingDate: row.billing_date,
      chargeDate: chargeDateOf(row.billing_date, row.charge_day),
      amountClp: row.amount_clp === null ? null : Number(row.amount_clp),
      attempts: row.attempts,
      paidAt: iso(row.paid_at),
      paidBy: row.paid_by,
      lateAt: iso(row.late_at),
    }));
  }

  private async views(where: string, bind: unknown[], today: string, page = ''): Promise<SubscriptionView[]> {
    const rows = await this.select<
      SubscriptionRow & {
        product_name: string | null;
        buyer_name: string | null;
        buyer_email: string | null;
        next_period: string | null;
        next_seq: number | null;
        next_billing: string | null;
        next_clp: string | null;
        late: string;
      }
    >(
      `SELECT ${SUBSCRIPTION_COLUMNS}, s.product_name, s.buyer_name, s.buyer_email,
              n.period_id AS next_period, n.seq AS next_seq, n.billing_date::text AS next_billing,
              n.amount_clp AS next_clp,
              (SELECT count(*) FROM sale_billing_periods l WHERE l.sale_id = sub.sale_id AND l.late_at IS NOT NULL
                 AND l.paid_at IS NULL) AS late
         FROM sale_subscriptions sub JOIN sales s ON s.id = sub.sale_id
         LEFT JOIN LATERAL (SELECT period_id, seq, billing_date, amount_clp FROM sale_billing_periods p
                             WHERE p.sale_id = sub.sale_id AND p.paid_at IS NULL AND p.late_at IS NULL
                               AND p.billing_status IN ('PENDING', 'PARTIAL')
                             ORDER BY seq LIMIT 1) n ON true
        ${where} ORDER BY sub.created_at DESC, sub.id ${page}`,
      bind,
    );
    void today;
    return rows.map((row) => ({
      ...toSubscription(row),
      productName: row.product_name,
      buyerName: row.buyer_name,
      buyerEmail: row.buyer_email,
      nextCharge:
        row.next_period === null
          ? null
          : {
              periodId: Number(row.next_period),
              seq: row.next_seq!,
              chargeDate: chargeDateOf(row.next_billing!, row.charge_day),
              amountClp: row.next_clp === null ? null : Number(row.next_clp),
            },
      latePeriods: Number(row.late),
    }));
  }

  async list(query: SubscriptionListQuery, today: string): Promise<{ rows: SubscriptionView[]; total: number }> {
    const conditions: string[] = [];
    const bind: unknown[] = [];
    if (query.status) {
      bind.push(query.status);
      conditions.push(`sub.status = $${bind.length}`);
    }
    if (query.q) {
      bind.push(`%${query.q}%`);
      conditions.push(
        `(s.buyer_email ILIKE $${bind.length} OR s.buyer_name ILIKE $${bind.length} OR s.product_name ILIKE $${bind.length})`,
      );
    }
    if (query.ids?.length) {
      bind.push(query.ids);
      conditions.push(`sub.id = ANY($${bind.length}::uuid[])`);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [count] = await this.select<{ total: string }>(
      `SELECT count(*) AS total FROM sale_subscriptions sub JOIN sales s ON s.id = sub.sale_id ${where}`,
      bind,
    );
    const rows = await this.views(
      where,
      bind,
      today,
      `OFFSET ${Math.max(0, query.offset)} LIMIT ${Math.max(1, query.limit)}`,
    );
    return { rows, total: Number(count?.total ?? 0) };
  }

  async view(id: string, today: string): Promise<SubscriptionView | null> {
    return (await this.views('WHERE sub.id = $1', [id], today))[0] ?? null;
  }

  async recordPeriods(tx: unknown, saleId: string, policyId: number, periods: OpenedPeriod[]): Promise<void> {
    if (periods.length === 0) return;
    const transaction = tx as Transaction;
    await this.sequelize.query(
      `INSERT INTO sale_billing_periods AS p (period_id, policy_id, sale_id, seq, billing_date, due_date, amount,
         currency, amount_clp, billing_status, uf_value, paid_at, paid_by)
       SELECT x.period_id, $2::bigint, $1::uuid, x.seq, x.billing_date, x.due_date, x.amount, x.currency, x.amount_clp, x.status,
              x.uf_value,
              CASE WHEN x.seq = 1 AND s.status = 'OK' THEN COALESCE(s.completed_at, now()) END,
              CASE WHEN x.seq = 1 AND s.status = 'OK' THEN 'checkout' END
         FROM jsonb_to_recordset($3::jsonb) AS x(period_id bigint, seq integer, billing_date date, due_date date,
                amount numeric, currency text, amount_clp bigint, status text, uf_value numeric)
         LEFT JOIN sales s ON s.id = $1::uuid
       ON CONFLICT (period_id) DO UPDATE SET billing_date = EXCLUDED.billing_date, due_date = EXCLUDED.due_date,
         amount = EXCLUDED.amount, currency = EXCLUDED.currency, amount_clp = EXCLUDED.amount_clp,
         billing_status = EXCLUDED.billing_status, uf_value = COALESCE(EXCLUDED.uf_value, p.uf_value),
         updated_at = now()`,
      {
        bind: [
          saleId,
          policyId,
          JSON.stringify(
            periods.map((period) => ({
              period_id: period.periodId,
              seq: period.seq,
              billing_date: period.billingDate,
              due_date: period.dueDate,
              amount: period.amount.amount,
              currency: period.amount.currency,
              amount_clp: period.amountClp,
              status: period.status,
              uf_value: period.ufValue,
            })),
          ),
        ],
        transaction,
      },
    );
  }

  async chargeCandidates(from: string, to: string, afterPeriodId: number, limit: number): Promise<DuePeriod[]> {
    const rows = await this.select<{
      period_id: string;
      policy_id: string;
      sale_id: string;
      seq: number;
      billing_date: string;
      amount: string;
      currency: string;
      amount_clp: string | null;
      attempts: number;
      sub_id: string;
      provider: ProviderName;
      token_ref: string;
      payment_type: PaymentType;
      charge_day: number | null;
      card_last4: string | null;
    }>(
      `SELECT p.period_id, p.policy_id, p.sale_id, p.seq, p.billing_date::text, p.amount::text, p.currency,
              p.amount_clp, p.attempts, sub.id AS sub_id, sub.provider, sub.token_ref, sub.payment_type,
              sub.charge_day, sub.card_last4
         FROM sale_billing_periods p JOIN sale_subscriptions sub ON sub.sale_id = p.sale_id
        WHERE p.paid_at IS NULL AND p.late_at IS NULL AND p.billing_status IN ('PENDING', 'PARTIAL')
          AND p.billing_date BETWEEN $1::date AND $2::date AND p.period_id > $3
          AND sub.status IN ('PENDING', 'SUCCESS', 'DECLINED')
        ORDER BY p.period_id LIMIT $4`,
      [from, to, afterPeriodId, limit],
    );
    return rows.map((row) => ({
      periodId: Number(row.period_id),
      policyId: Number(row.policy_id),
      saleId: row.sale_id,
      seq: row.seq,
      billingDate: row.billing_date,
      amount: row.amount,
      currency: row.currency,
      amountClp: row.amount_clp === null ? null : Number(row.amount_clp),
      attempts: row.attempts,
      subscription: {
        id: row.sub_id,
        provider: row.provider,
        tokenRef: row.token_ref,
        paymentType: row.payment_type,
        chargeDay: row.charge_day,
        cardLast4: row.card_last4,
      },
    }));
  }

  async abandonedCharges(limit: number): Promise<PeriodChargeRecord[]> {
    const rows = await this.select<ChargeRow>(
      `${CHARGE_SELECT} WHERE c.status = 'PENDING' AND c.source = 'subscription'
          AND (c.lease_until IS NULL OR c.lease_until < clock_timestamp()) ORDER BY c.created_at LIMIT $1`,
      [limit],
    );
    return rows.map(toCharge);
  }

  async beginCharge(
    charge: NewPeriodCharge,
    leaseMs: number,
  ): Promise<{ charge: PeriodChargeRecord } | { conflict: 'paid' | 'busy' | 'exists' }> {
    try {
      const inserted = await this.sequelize.transaction(async (transaction) => {
        // The period's row lock orders a link payment and the monthly run on the same period.
        const [period] = await this.select<{ paid_at: Date | null }>(
          'SELECT paid_at FROM sale_billing_periods WHERE period_id = $1 FOR UPDATE',
          [charge.periodId],
          transaction,
        );
        if (!period || period.paid_at) return 'paid' as const;
        const [row] = await this.select<{ id: string }>(
          `INSERT INTO sale_period_charges (period_id, subscription_id, source, attempt, idempotency_key, provider,
             payment_type, amount_clp, card_last4, lease_until)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, clock_timestamp() + $10 * interval '1 millisecond')
           RETURNING id`,
          [
            charge.periodId,
            charge.subscriptionId,
            charge.source,
            charge.attempt,
            charge.idempotencyKey,
            charge.provider,
            charge.paymentType,
            charge.amountClp,
            charge.cardLast4,
            leaseMs,
          ],
          transaction,
        );
        return row!.id;
      });
      if (inserted === 'paid') return { conflict: 'paid' };
      return { charge: (await this.findCharge(inserted))! };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const [existing] = await this.select<{ id: string }>(
        'SELECT id FROM sale_period_charges WHERE idempotency_key = $1',
        [charge.idempotencyKey],
      );
      if (existing) return { conflict: 'exists' };
      const [paid] = await this.select<{ id: string }>(
        `SELECT id FROM sale_period_charges WHERE period_id = $1 AND status = 'OK'`,
        [charge.periodId],
      );
      return { conflict: paid ? 'paid' : 'busy' };
    }
  }

  async renewChargeLease(chargeId: string, leaseMs: number): Promise<void> {
    await this.sequelize.query(
      `UPDATE sale_period_charges SET lease_until = clock_timestamp() + $2 * interval '1 millisecond'
        WHERE id = $1 AND status = 'PENDING'`,
      { bind: [chargeId, leaseMs] },
    );
  }

  async settleCharge(chargeId: string, settlement: ChargeSettlement): Promise<PeriodChargeRecord | null> {
    const settled = await this.sequelize.transaction(async (transaction) => {
      // The period's row first, as beginCharge takes it: a settle and a new charge of the same period queue on
      // it, instead of each waiting for the other (this charge's unique-index entry against the period's lock).
      await this.sequelize.query(
        `SELECT 1 FROM sale_billing_periods WHERE period_id = (SELECT period_id FROM sale_period_charges WHERE id = $1)
            FOR UPDATE`,
        { bind: [chargeId], transaction },
      );
      const [row] = await this.select<{ period_id: string; subscription_id: string | null; source: string }>(
        `UPDATE sale_period_charges SET status = $2, provider_reference = $3, error_code = $4,
                settled_at = clock_timestamp(), lease_until = NULL
          WHERE id = $1 AND status = 'PENDING' RETURNING period_id, subscription_id, source`,
        [chargeId, settlement.status, settlement.reference, settlement.errorCode],
        transaction,
      );
      if (!row) return false; // settled before (a replay, or another worker's answer)
      await this.sequelize.query(
        `UPDATE sale_billing_periods SET updated_at = now(),
            attempts = attempts + CASE WHEN $3 = 'subscription' THEN 1 ELSE 0 END,
            paid_at = CASE WHEN $2 = 'OK' THEN clock_timestamp() ELSE paid_at END,
            paid_by = CASE WHEN $2 = 'OK' THEN $3 ELSE paid_by END,
            late_at = CASE WHEN $4 THEN clock_timestamp() ELSE late_at END
          WHERE period_id = $1`,
        { bind: [row.period_id, settlement.status, row.source, settlement.late], transaction },
      );
      if (row.subscription_id && settlement.subscriptionStatus) {
        const [before] = await this.select<{ status: string }>(
          'SELECT status FROM sale_subscriptions WHERE id = $1 FOR UPDATE',
          [row.subscription_id],
          transaction,
        );
        // Staff states (paused, canceled) are never overwritten by a charge's answer.
        if (
          before &&
          before.status !== settlement.subscriptionStatus &&
          !['PAUSED', 'CANCELED'].includes(before.status)
        ) {
          await this.sequelize.query('UPDATE sale_subscriptions SET status = $2, updated_at = now() WHERE id = $1', {
            bind: [row.subscription_id, settlement.subscriptionStatus],
            transaction,
          });
          await this.writeHistory(transaction, row.subscription_id, 'charge-answer', null, {
            from: before.status,
            to: settlement.subscriptionStatus,
            chargeId,
            errorCode: settlement.errorCode,
          });
        }
      }
      await this.events.publish(transaction, ...settlement.events);
      await this.outbox.add(transaction, ...settlement.jobs);
      return true;
    });
    void settled;
    return this.findCharge(chargeId);
  }

  async findCharge(chargeId: string): Promise<PeriodChargeRecord | null> {
    const [row] = await this.select<ChargeRow>(`${CHARGE_SELECT} WHERE c.id = $1`, [chargeId]);
    return row ? toCharge(row) : null;
  }

  async findChargeByKey(idempotencyKey: string): Promise<PeriodChargeRecord | null> {
    const [row] = await this.select<ChargeRow>(`${CHARGE_SELECT} WHERE c.idempotency_key = $1`, [idempotencyKey]);
    return row ? toCharge(row) : null;
  }

  async linkPeriod(periodId: number): Promise<LinkPeriod | null> {
    const [row] = await this.select<{
      period_id: string;
      policy_id: string;
      sale_id: string;
      seq: number;
      billing_date: string;
      due_date: string;
      amount: string;
      currency: string;
      amount_clp: string | null;
      uf_value: string | null;
      billing_status: string;
      paid_at: Date | null;
      late_at: Date | null;
      product_name: string | null;
      product_code: string | null;
      buyer_email: string | null;
      subscription_status: SubscriptionState | null;
    }>(
      `SELECT p.period_id, p.policy_id, p.sale_id, p.seq, p.billing_date::text, p.due_date::text, p.amount::text,
              p.currency, p.amount_clp, p.uf_value::text, p.billing_status, p.paid_at, p.late_at, s.product_name,
              s.product_code, s.buyer_email, sub.status AS subscription_status
         FROM sale_billing_periods p
         LEFT JOIN sales s ON s.id = p.sale_id
         LEFT JOIN sale_subscriptions sub ON sub.sale_id = p.sale_id
        WHERE p.period_id = $1`,
      [periodId],
    );
    if (!row) return null;
    const [pending] = await this.select<ChargeRow>(`${CHARGE_SELECT} WHERE c.period_id = $1 AND c.status = 'PENDING'`, [
      periodId,
    ]);
    return {
      periodId: Number(row.period_id),
      policyId: Number(row.policy_id),
      saleId: row.sale_id,
      seq: row.seq,
      billingDate: row.billing_date,
      dueDate: row.due_date,
      amount: row.amount,
      currency: row.currency,
      amountClp: row.amount_clp === null ? null : Number(row.amount_clp),
      ufValue: row.uf_value,
      billingStatus: row.billing_status,
      paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
      lateAt: row.late_at ? new Date(row.late_at).toISOString() : null,
      productName: row.product_name,
      productCode: row.product_code ?? '',
      buyerEmail: row.buyer_email,
      subscriptionStatus: row.subscription_status,
      pendingCharge: pending ? toCharge(pending) : null,
    };
  }

  async notePendingCharge(
    chargeId: string,
    pending: { reference: string | null; instructions: Record<string, unknown> | null; redirectUrl: string | null },
  ): Promise<void> {
    // No lease: a transfer waits for the bank (the back-office or the provider's notice settles it).
    await this.sequelize.query(
      `UPDATE sale_period_charges SET provider_reference = COALESCE($2, provider_reference),
              instructions = $3::jsonb, redirect_url = $4, lease_until = NULL
        WHERE id = $1 AND status = 'PENDING'`,
      {
        bind: [
          chargeId,
          pending.reference,
          pending.instructions ? JSON.stringify(pending.instructions) : null,
          pending.redirectUrl,
        ],
      },
    );
  }

  async chargeContext(chargeId: string) {
    const charge = await this.findCharge(chargeId);
    if (!charge) return null;
    const [row] = await this.select<{
      seq: number;
      billing_date: string;
      product_name: string | null;
      buyer_email: string | null;
    }>(
      `SELECT p.seq, p.billing_date::text, s.product_name, s.buyer_email FROM sale_billing_periods p JOIN sales s ON s.id = p.sale_id
        WHERE p.period_id = $1`,
      [charge.periodId],
    );
    return {
      charge,
      seq: row?.seq ?? 0,
      billingDate: row?.billing_date ?? '',
      productName: row?.product_name ?? null,
      buyerEmail: row?.buyer_email ?? null,
      subscription: charge.subscriptionId ? await this.findById(charge.subscriptionId) : null,
    };
  }
}
