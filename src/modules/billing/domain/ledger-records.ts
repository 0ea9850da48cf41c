import type { Currency } from './amounts.js';
import type { StoredPaymentStatus } from './payment-status.js';

/* What the billing ledger stores and reads back: billed policies, periods, payments, documents, reminders. */

/** Billing's own copy of a policy, kept from the policies module's events. */
export interface BilledPolicy {
  policyId: number;
  policyNumber: string;
  organizationId: number | null;
  organizationName: string | null;
  billingEmail: string | null;
  insurerId: number | null;
  productId: number | null;
  periodicityMonths: number;
  startDate: string;
  endDate: string | null;
  premium: { amount: string; currency: Currency };
  premiumBasis: 'per-insured' | 'per-policy';
  saleId: string | null;
  renewalOf: number | null;
  canceledAt: string | null;
  /** The day its online sale was refunded (domain/refund.ts): periods not yet due then are void. */
  refundedAt?: string | null;
}

export interface StoredPeriod {
  id: number;
  policyId: number;
  organizationId: number | null;
  seq: number;
  startDate: string;
  endDate: string;
  billingDate: string;
  dueDate: string;
  amount: string;
  currency: Currency;
  ufValue: string | null;
  ufDate: string | null;
  amountClp: number | null;
  insuredCount: number;
  prorated: boolean;
  /** Pesos paid by this period's own payments. */
  paidClp: number;
  /** Credit from earlier periods counted as paid here (domain/settlement.ts). */
  creditClp: number;
  /** Credit this period passes on to the next ones. */
  creditOutClp: number;
  status: StoredPaymentStatus;
}

export type NewPeriod = Omit<StoredPeriod, 'id' | 'paidClp' | 'creditClp' | 'creditOutClp' | 'status'> & {
  status: StoredPaymentStatus;
};

export interface SalePaymentFacts {
  paymentId: string;
  provider: string;
  amount: { amount: string; currency: Currency };
  paidAt: string;
}

export interface ReminderToSend {
  id: number;
  kind: string;
  count: number;
  status: 'QUEUED' | 'SENT' | 'UNSENT';
  to: string | null;
  period: StoredPeriod;
  policyNumber: string;
  organizationName: string | null;
  /** The policy's sale was refunded: it is chased no more (domain/refund.ts). */
  policyRefunded?: boolean;
}

export interface NewTaxDocument {
  organizationId: number | null;
  periodId: number | null;
  folio: string;
  kind: string;
  pdfFileId: number | null;
  xmlFileId: number | null;
  comment: string | null;
  createdBy: number | null;
}

export interface NewPayment {
  periodId: number;
  policyId: number;
  organizationId: number | null;
  amountClp: number;
  method: 'transfer' | 'provider';
  provider: string | null;
  externalId: string | null;
  paidAt: string;
  receiptFileId: number | null;
  note: string | null;
  recordedBy: number | null;
}

export interface ArrearsCandidate {
  periodId: number;
  dueDate: string;
  status: StoredPaymentStatus;
  sentCounts: number[];
  /** The policy's billing e-mail, else the online buyer's; null when nobody can be written to. */
  to: string | null;
}
