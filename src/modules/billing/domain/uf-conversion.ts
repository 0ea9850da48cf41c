import type { Currency } from './amounts.js';
import { compare, fraction } from './decimal.js';
import type { StoredPaymentStatus } from './payment-status.js';

/**
 * Which UF converts a UF period to pesos (issue 12: "UF converted with the UF of the billing date").
 *
 * - The UF published for the billing date is final for the period.
 * - Before it is published (a future billing date, or a day whose value was missing), the latest UF known is
 *   used and the pesos are provisional.
 * - While such a period is open (PENDING or PARTIAL), it is converted again each time the UF changes, until
 *   the UF of its billing date itself is stored. A PAID or NA period keeps the conversion it had: what was
 *   paid was paid at that amount.
 */
export interface UfConverted {
  currency: Currency;
  status: StoredPaymentStatus;
  billingDate: string;
  ufValue: string | null;
  ufDate: string | null;
}

/** Whether the pesos of a UF period still wait for the UF of its billing date. */
export const ufIsProvisional = (period: Omit<UfConverted, 'status' | 'ufValue'>): boolean =>
  period.currency === 'UF' && (period.ufDate === null || period.ufDate < period.billingDate);

/** Whether `rate` (the latest UF on or before the billing date) replaces the period's UF. */
export function replacesUf(period: UfConverted, rate: { value: string; date: string } | null): boolean {
  if (rate === null || !ufIsProvisional(period)) return false;
  if (period.status !== 'PENDING' && period.status !== 'PARTIAL') return false;
  if (rate.date > period.billingDate) return false;
  return (
    rate.date !== period.ufDate ||
    period.ufValue === null ||
    compare(fraction(rate.value), fraction(period.ufValue)) !== 0
  );
}
