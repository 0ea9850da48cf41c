/**
 * The sales module's integration-event contracts (DESIGN.md, "Modules talk through integration events").
 * Re-exported by index.ts, which other modules import; kept in their own file so the module's own code
 * can use them without importing index.ts (a cycle through module.ts).
 */
import type { Money } from '../../kernel/money.js';
import type { IntegrationEvent } from '../../platform/outbox/integration-events.js';

/** A person the sale insures (the buyer when holder, or a dependant/beneficiary of the purchase form). */
export interface SoldInsuredPerson {
  rut: string;
  firstName: string;
  paternalSurname: string;
  maternalSurname?: string;
  birthDate?: string;
  gender?: 'M' | 'F';
  email?: string;
  phone?: string;
  /** 'TITULAR' for the buyer, else the normalised parentesco of spec 03 §3 (CONYUGE, HIJO, …). */
  relationship: string;
}

/**
 * Published (through the outbox, in the transaction that marks the sale paid or completed without
 * payment) when an online purchase is complete. Policies turns it into a policy with its insured
 * people; billing into the first payment period and the payment already collected.
 */
export type SaleCompleted = IntegrationEvent<
  'SaleCompleted',
  {
    saleId: string;
    productId: number | null;
    productCode: string;
    productName: string | null;
    /** The catalogue organization (insurer/isapre) of the product. */
    insurerId: number | null;
    buyer: SoldInsuredPerson;
    insured: SoldInsuredPerson[];
    /** The premium per period the buyer agreed to, and the periodicity in months (1, 2, 3, 4, 6, 12). */
    premium: Money;
    periodicityMonths: number;
    /** What was collected now (null for 'no-payment-one-time'). */
    payment: { paymentId: string; provider: string; amount: Money; paidAt: string } | null;
    completedAt: string;
  }
>;

/**
 * Published (through the outbox, in the transaction that moves the payment to REFUND) when the provider confirms
 * a refund, whether asked in the back-office or reported by its webhook. Policies cancels the sale's policy from
 * `refundDate` and answers PolicyCanceled with the refund, which billing turns into a reversed payment, void
 * periods and the buyer's notice.
 */
export type SaleRefunded = IntegrationEvent<
  'SaleRefunded',
  {
    saleId: string;
    paymentId: string;
    amount: Money;
    /** The instant the refund was confirmed (ISO). */
    refundedAt: string;
    /** Its Chilean calendar day ('YYYY-MM-DD'): the day the cover ends. */
    refundDate: string;
  }
>;

/**
 * Published (through the outbox, in the transaction that records the approved charge) when a billing period of
 * an online sale is paid through sales: the card subscription's monthly charge or the period's payment link.
 * Billing records the payment on the period, which becomes PAID by billing's own rules.
 */
export type PeriodChargePaid = IntegrationEvent<
  'PeriodChargePaid',
  {
    periodId: number;
    policyId: number;
    saleId: string;
    /** Our charge id: billing's external id of the payment (a re-delivered event records nothing twice). */
    chargeId: string;
    provider: string;
    source: 'subscription' | 'link';
    amount: Money;
    paidAt: string;
  }
>;

/**
 * Published when the last automatic retry of a period was declined (days 0, 4 and 8): billing marks the period
 * LATE (spec 03 §4) and the subscription is DECLINED until the buyer updates the card.
 */
export type PeriodChargeFailed = IntegrationEvent<
  'PeriodChargeFailed',
  { periodId: number; policyId: number; saleId: string; attempts: number; errorCode: string; failedAt: string }
>;
