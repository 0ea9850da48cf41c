import type { IntegrationEvent } from '../../../platform/outbox/integration-events.js';
import type { OpenedPeriod } from '../../billing/contracts.js';
import type { PaymentType, ProviderName } from '../domain/payment-types.js';
import type { SubscriptionState } from '../domain/subscriptions.js';

/** A card enrolled for automatic monthly charges (only the provider's token reference, brand and last 4). */
export interface SubscriptionRecord {
  id: string;
  saleId: string;
  paymentType: PaymentType;
  provider: ProviderName;
  tokenRef: string;
  cardBrand: string | null;
  cardLast4: string | null;
  status: SubscriptionState;
  chargeDay: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface SubscriptionView extends SubscriptionRecord {
  productName: string | null;
  buyerName: string | null;
  buyerEmail: string | null;
  /** The next unpaid period the run will charge, and its charge date (null when none is open). */
  nextCharge: { periodId: number; seq: number; chargeDate: string; amountClp: number | null } | null;
  latePeriods: number;
}

/** A period of the subscription's sale as the back-office shows it (billing stays the owner of the period). */
export interface SubscriptionPeriod {
  periodId: number;
  seq: number;
  billingDate: string;
  /** The day the run charges it (the billing date, or the staff's charge day of that month). */
  chargeDate: string;
  amountClp: number | null;
  attempts: number;
  paidAt: string | null;
  paidBy: string | null;
  lateAt: string | null;
}

export interface SubscriptionHistoryEntry {
  action: string;
  detail: Record<string, unknown> | null;
  actorId: number | null;
  at: string;
}

/** A period of an online sale with a charging subscription, as the monthly run sees it. */
export interface DuePeriod {
  periodId: number;
  policyId: number;
  saleId: string;
  seq: number;
  billingDate: string;
  amount: string;
  currency: string;
  amountClp: number | null;
  attempts: number;
  subscription: Pick<SubscriptionRecord, 'id' | 'provider' | 'tokenRef' | 'paymentType' | 'chargeDay' | 'cardLast4'>;
}

export interface PeriodChargeRecord {
  id: string;
  periodId: number;
  policyId: number;
  saleId: string;
  subscriptionId: string | null;
  source: 'subscription' | 'link';
  attempt: number;
  idempotencyKey: string;
  provider: ProviderName;
  paymentType: PaymentType;
  amountClp: number;
  status: 'PENDING' | 'OK' | 'DECLINED';
  providerReference: string | null;
  errorCode: string | null;
  cardLast4: string | null;
  leaseUntil: string | null;
  tokenRef: string | null;
  /** A pending one-time payment's next step for the buyer (transfer details, a provider's own page). */
  instructions?: Record<string, unknown> | null;
  redirectUrl?: string | null;
  settledAt?: string | null;
}

/** A billing period as its payment link shows it (sales' read model, the sale and its subscription). */
export interface LinkPeriod {
  periodId: number;
  policyId: number;
  saleId: string;
  seq: number;
  billingDate: string;
  dueDate: string;
  amount: string;
  currency: string;
  amountClp: number | null;
  ufValue: string | null;
  billingStatus: string;
  paidAt: string | null;
  lateAt: string | null;
  productName: string | null;
  productCode: string;
  buyerEmail: string | null;
  subscriptionStatus: SubscriptionState | null;
  /** The charge of the period in flight now (a link payment waiting for its transfer, a run's charge). */
  pendingCharge: PeriodChargeRecord | null;
}

export interface NewPeriodCharge {
  periodId: number;
  subscriptionId: string | null;
  source: 'subscription' | 'link';
  attempt: number;
  idempotencyKey: string;
  provider: ProviderName;
  paymentType: PaymentType;
  amountClp: number;
  cardLast4: string | null;
}

/** How a charge ends, with what it changes in the same transaction. */
export interface ChargeSettlement {
  status: 'OK' | 'DECLINED';
  reference: string | null;
  errorCode: string | null;
  /** The period ran out of automatic retries: LATE, and the subscription DECLINED. */
  late: boolean;
  /** The subscription's state after this answer (null: unchanged). */
  subscriptionStatus: SubscriptionState | null;
  events: IntegrationEvent[];
  /** Outbox jobs written with it (the buyer's decline e-mail). */
  jobs: { queue: string; name: string; payload: Record<string, unknown> }[];
}

export interface SubscriptionListQuery {
  status?: string;
  q?: string;
  ids?: string[];
  offset: number;
  limit: number;
}

/** Sales' subscriptions, the read model of billing's periods and the charges made on them. */
export interface SubscriptionRepository {
  /**
   * Stores the card enrolled for a sale at checkout, PENDING until its first charge is answered (a second enrolment
   * before the sale is paid replaces the card and is PENDING again).
   */
  enrol(input: {
    saleId: string;
    paymentType: PaymentType;
    provider: ProviderName;
    tokenRef: string;
    cardBrand: string | null;
    cardLast4: string | null;
  }): Promise<SubscriptionRecord>;
  findById(id: string): Promise<SubscriptionRecord | null>;
  findBySale(saleId: string): Promise<SubscriptionRecord | null>;
  /** Moves the state (and writes the history) unless it already is `status`; answers the record after. */
  setStatus(
    id: string,
    status: SubscriptionState,
    action: string,
    actorId: number | null,
    detail?: Record<string, unknown>,
  ): Promise<SubscriptionRecord | null>;
  replaceCard(
    id: string,
    card: { tokenRef: string; cardBrand: string | null; cardLast4: string | null },
    actorId: number | null,
  ): Promise<SubscriptionRecord | null>;
  /** Sets the charge day (null: the billing date) and writes the history, with `detail` beside the new day. */
  setChargeDay(
    id: string,
    day: number | null,
    actorId: number | null,
    detail?: Record<string, unknown>,
  ): Promise<SubscriptionRecord | null>;
  history(id: string): Promise<SubscriptionHistoryEntry[]>;
  /** The periods of the subscription's sale, in order (the back-office's detail). */
  periods(id: string): Promise<SubscriptionPeriod[]>;
  list(query: SubscriptionListQuery, today: string): Promise<{ rows: SubscriptionView[]; total: number }>;
  view(id: string, today: string): Promise<SubscriptionView | null>;

  /**
   * Keeps billing's periods of a sale (in `tx`, the consumer's handleOnce transaction). The first period is
   * marked paid at checkout when the sale was paid then (billing learns that payment on its own).
   */
  recordPeriods(tx: unknown, saleId: string, policyId: number, periods: OpenedPeriod[]): Promise<void>;
  /** Periods of charging subscriptions whose billing date is in [from, to], after `afterPeriodId`. */
  chargeCandidates(from: string, to: string, afterPeriodId: number, limit: number): Promise<DuePeriod[]>;
  /** PENDING charges whose lease ran out (their process died mid-charge): resumed with the same key. */
  abandonedCharges(limit: number): Promise<PeriodChargeRecord[]>;
  /**
   * Inserts the PENDING charge unless the period is paid ('paid'), another charge of it is in flight ('busy')
   * or this key was used ('exists'). The partial unique indexes decide between concurrent callers.
   */
  beginCharge(
    charge: NewPeriodCharge,
    leaseMs: number,
  ): Promise<{ charge: PeriodChargeRecord } | { conflict: 'paid' | 'busy' | 'exists' }>;
  renewChargeLease(chargeId: string, leaseMs: number): Promise<void>;
  /** Applies the answer, the period's and subscription's changes, the events and jobs in one transaction. */
  settleCharge(chargeId: string, settlement: ChargeSettlement): Promise<PeriodChargeRecord | null>;
  findCharge(chargeId: string): Promise<PeriodChargeRecord | null>;
  findChargeByKey(idempotencyKey: string): Promise<PeriodChargeRecord | null>;
  /** A period of an online sale, for its payment link (null when sales does not know it). */
  linkPeriod(periodId: number): Promise<LinkPeriod | null>;
  /** A one-time payment left pending by the provider: what the buyer does next, kept for replays. */
  notePendingCharge(
    chargeId: string,
    pending: { reference: string | null; instructions: Record<string, unknown> | null; redirectUrl: string | null },
  ): Promise<void>;
  /** What the decline e-mail needs about a charge. */
  chargeContext(chargeId: string): Promise<{
    charge: PeriodChargeRecord;
    seq: number;
    billingDate: string;
    productName: string | null;
    buyerEmail: string | null;
    subscription: SubscriptionRecord | null;
  } | null>;
}

/** The UF of a day (the pricing module's source): a period opened without one shows its UF at today's value. */
export interface UfOfDay {
  on(date: Date): Promise<string | null>;
}
