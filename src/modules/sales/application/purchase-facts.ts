import type { PurchaseFacts } from '../domain/purchase-summary.js';
import type { PaymentRecord, SaleRecord } from './ports.js';

/**
 * The facts of the purchase summary from the sale and its payments (the one that paid, else the last one), and
 * the card enrolled for automatic monthly charges when there is one.
 */
export function purchaseFacts(
  sale: SaleRecord,
  payments: PaymentRecord[],
  contactEmail: string | null,
  monthlyCard: PurchaseFacts['monthlyCard'] = null,
): PurchaseFacts {
  const paid = payments.find((p) => p.paidAt !== null) ?? payments.at(-1) ?? null;
  return {
    productName: sale.productName ?? sale.productCode,
    insurerName: sale.policy?.insurerName ?? null,
    policyNumber: sale.policy?.policyNumber ?? null,
    policyStartDate: sale.policy?.startDate ?? null,
    paid: paid ? { ...paid.amount } : null,
    periodicityMonths: sale.periodicityMonths,
    paymentType: paid?.paymentType ?? null,
    card: paid?.cardLast4 ? { brand: paid.cardBrand, last4: paid.cardLast4 } : null,
    providerReference: paid?.providerReference ?? null,
    contactEmail,
    // Only a purchase paid by automatic monthly charges tells the card's monthly charge.
    monthlyCard: paid?.paymentType.includes('subscriptions') ? monthlyCard : null,
  };
}
