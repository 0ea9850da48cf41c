import type { Currency } from './amounts.js';
import type { StoredPeriod } from './ledger-records.js';
import type { PaymentStatus, PeriodState, StoredPaymentStatus } from './payment-status.js';

/* What the back-office reads (BillingQueries): periods, payments, pre-invoices, documents, the dashboard. */

export interface PeriodView extends StoredPeriod {
  policyNumber: string;
  organizationName: string | null;
  paymentStatus: PaymentStatus;
  state: PeriodState;
  balanceClp: number | null;
}

export interface PeriodFilter {
  ids?: number[];
  state?: PeriodState;
  paymentStatus?: PaymentStatus;
  organizationId?: number;
  policyId?: number;
  from?: string;
  to?: string;
  q?: string;
}

export interface PaymentView {
  id: number;
  periodId: number;
  policyId: number;
  policyNumber: string;
  organizationId: number | null;
  organizationName: string | null;
  amountClp: number;
  method: 'transfer' | 'provider';
  provider: string | null;
  externalId: string | null;
  paidAt: string;
  receiptFileId: number | null;
  note: string | null;
  recordedBy: number | null;
  createdAt: string;
}

export interface PreinvoiceLine {
  periodId: number;
  policyId: number;
  policyNumber: string;
  startDate: string;
  endDate: string;
  amount: string;
  currency: Currency;
  ufValue: string | null;
  amountClp: number | null;
  insuredCount: number;
  prorated: boolean;
  status: StoredPaymentStatus;
}

/** A pre-invoice: one organization, one billing month, the periods billed in it and their totals. */
export interface PreinvoiceView {
  id: number;
  organizationId: number;
  organizationName: string | null;
  /** 'YYYY-MM': the billing month. */
  month: string;
  periodStart: string | null;
  periodEnd: string | null;
  lines: PreinvoiceLine[];
  policies: number;
  amountClp: number | null;
  insuredCount: number;
  byCurrency: { currency: Currency; amount: string }[];
  status: 'ISSUED' | 'UPDATE_REQUESTED';
  updateReason: string | null;
  requestedAt: string | null;
}

export interface TaxDocumentView {
  id: number;
  organizationId: number | null;
  organizationName: string | null;
  periodId: number | null;
  folio: string;
  kind: string;
  status: 'ACTIVE' | 'CANCELLED';
  pdfFileId: number | null;
  xmlFileId: number | null;
  comment: string | null;
  createdAt: string;
}

export interface UnsentNotificationView {
  id: number;
  reminderId: number | null;
  periodId: number | null;
  organizationId: number | null;
  organizationName: string | null;
  channel: string;
  toAddress: string | null;
  subject: string;
  reason: string;
  status: 'PENDING' | 'RETRY_REQUESTED' | 'SENT' | 'DISCARDED';
  attempts: number;
  createdAt: string;
  updatedAt: string;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface BillingDashboard {
  collectedVsDue: { month: string; dueClp: number; collectedClp: number }[];
  arrearsByAge: { bucket: string; label: string; periods: number; balanceClp: number }[];
  topLateOrganizations: {
    organizationId: number | null;
    organizationName: string;
    periods: number;
    balanceClp: number;
  }[];
  totals: { overduePeriods: number; overdueClp: number; pendingPeriods: number; paidPeriods: number };
}
