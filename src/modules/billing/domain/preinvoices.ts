import { STORED_DECIMALS, type Currency } from './amounts.js';
import { add, fraction, toDecimalString, ZERO, type Fraction } from './decimal.js';
import type { StoredPaymentStatus } from './payment-status.js';

/**
 * Pre-invoices per organization and period (issue 12, spec 03 §6 `preinvoice:*`): one per client
 * organization and billing month, listing every period of that organization's policies billed in the month
 * (a period is billed on its first day), for the company to review before its tax document. Individual
 * buyers (no organization) get none.
 */
export const preinvoiceMonth = (billingDate: string): string => `${billingDate.slice(0, 7)}-01`;

export interface PreinvoiceLineAmount {
  amount: string;
  currency: Currency;
  amountClp: number | null;
  insuredCount: number;
  status: StoredPaymentStatus;
}

export interface PreinvoiceTotals {
  /** Pesos of the lines that owe something; null when one of them has no peso amount. */
  amountClp: number | null;
  insuredCount: number;
  /** Exact sums per unit, each rounded as the unit is stored. */
  byCurrency: { currency: Currency; amount: string }[];
}

/** The totals of a pre-invoice's lines; periods that owe nothing (NA) are listed but not added. */
export function preinvoiceTotals(lines: readonly PreinvoiceLineAmount[]): PreinvoiceTotals {
  const owed = lines.filter((line) => line.status !== 'NA');
  const sums = new Map<Currency, Fraction>();
  for (const line of owed) sums.set(line.currency, add(sums.get(line.currency) ?? ZERO, fraction(line.amount)));
  return {
    amountClp: owed.some((line) => line.amountClp === null)
      ? null
      : owed.reduce((sum, line) => sum + (line.amountClp ?? 0), 0),
    insuredCount: owed.reduce((sum, line) => sum + line.insuredCount, 0),
    byCurrency: [...sums].map(([currency, sum]) => ({
      currency,
      amount: toDecimalString(sum, STORED_DECIMALS[currency]),
    })),
  };
}
