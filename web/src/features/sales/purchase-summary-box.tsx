import { purchaseSummary, type PurchaseFacts } from '@domain/sales/domain/purchase-summary';

const MONTHLY_LINE = 'Pago automático mensual';
import type { Sale } from './api/sale';
import { useCompany } from '../../shared/api/get-company';
import { SALE_TEXTS as T } from './texts';

/** The summary's facts from the sale the API answered (the same facts the confirmation e-mail is written from). */
export function saleFacts(sale: Sale, contactEmail: string | null): PurchaseFacts {
  const paid = sale.payments.find((p) => p.paidAt) ?? sale.payments.at(-1) ?? null;
  return {
    productName: sale.productName ?? sale.productCode,
    insurerName: sale.policy?.insurerName ?? null,
    policyNumber: sale.policy?.policyNumber ?? null,
    policyStartDate: sale.policy?.startDate ?? null,
    paid: paid ? { amount: paid.amount, currency: paid.currency } : null,
    periodicityMonths: sale.periodicityMonths,
    paymentType: paid?.paymentType ?? null,
    card: paid?.card ?? null,
    providerReference: paid?.providerReference ?? null,
    contactEmail,
    // Paid by automatic monthly charges: the card enrolled and the day of the month it is charged.
    monthlyCard:
      paid?.paymentType.includes('subscriptions') && sale.subscription?.chargeDay
        ? { cardLast4: sale.subscription.card.last4, day: sale.subscription.chargeDay }
        : null,
  };
}

/** Confirmacion: the purchase summary, in the words of the e-mail (domain/purchase-summary.ts). */
export function PurchaseSummaryBox({ sale }: { sale: Sale }) {
  const facts = saleFacts(sale, useCompany()?.contactEmail ?? null);
  const summary = purchaseSummary(facts);
  return (
    <section className="sale-box sale-confirmed" data-testid="sale-confirmed" aria-live="polite">
      <h2>{summary.title}</h2>
      <p>{sale.policy ? T.confirmedMailed : T.confirmedMailSoon}</p>
      <dl className="sale-summary" data-testid="sale-summary">
        {summary.lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            {/* The monthly charge (issue 28): which card, and the day of every month it is charged. */}
            <dd data-testid={line.label === MONTHLY_LINE ? 'monthly-card-notice' : undefined}>{line.value}</dd>
          </div>
        ))}
      </dl>
      <h3>{T.nextTitle}</h3>
      <ul>
        {summary.next.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{summary.contact}</p>
      <p className="sale-muted">
        {T.saleNumber}: {sale.id}
      </p>
    </section>
  );
}
