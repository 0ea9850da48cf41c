import { purchaseConfirmationEmail } from '@domain/sales/domain/purchase-summary';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Sale } from './api/sale';
import { PurchaseSummaryBox, saleFacts } from './purchase-summary-box';

const sale: Sale = {
  id: '7c1f3a52-0000-4000-8000-000000000001',
  productCode: 'VIDA-1',
  productName: 'Seguro de Vida Simple',
  status: 'OK',
  amount: '29990',
  currency: 'CLP',
  periodicityMonths: 1,
  steps: [],
  payments: [
    {
      id: 'p-1',
      status: 'OK',
      provider: 'sandbox',
      paymentType: 'tdc-one-time',
      amount: '29990',
      fee: '0',
      tax: '0',
      currency: 'CLP',
      card: { brand: 'visa', last4: '4242' },
      providerReference: 'sbx-abc123',
      paidAt: '2026-11-23T13:00:00.000Z',
    },
  ],
  policy: { policyNumber: 'IND-000123', startDate: '2026-11-23', insurerName: 'Seguros Andes' },
};

/** The text of the page as a reader sees it: tags dropped, entities decoded, the dl's 'label: value' pairs. */
const visibleText = (html: string) =>
  html
    .replace(/<\/dt><dd[^>]*>/g, ': ')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('Confirmacion shows the lines of the confirmation e-mail (issue 25 hole 5)', () => {
  it('every line of the e-mail body after the greeting is on the page, in the same order', () => {
    const page = visibleText(renderToStaticMarkup(<PurchaseSummaryBox sale={sale} />));
    const mail = purchaseConfirmationEmail(saleFacts(sale, null), 'Ana')
      .text.split('\n')
      .slice(1)
      .map((line) => line.replace(/^- /, ''))
      .filter((line) => line && line !== 'Qué sigue:');
    expect(mail).toContain('N° de póliza: IND-000123');
    expect(mail).toContain('Referencia del pago: sbx-abc123');
    const positions = mail.map((line) => page.indexOf(line));
    expect(
      positions.every((p) => p >= 0),
      `missing: ${mail.filter((_, i) => positions[i]! < 0).join(' | ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('before the policy is issued, says the number and the e-mail are on their way', () => {
    const page = visibleText(renderToStaticMarkup(<PurchaseSummaryBox sale={{ ...sale, policy: null }} />));
    expect(page).toContain('N° de póliza: En emisión (te llegará por correo)');
    expect(page).toContain('Te enviaremos este resumen por correo en cuanto la aseguradora emita tu póliza.');
  });

  it('a purchase paid by automatic monthly charges tells the card ending and the day, as the e-mail does (issue 28)', () => {
    const monthly: Sale = {
      ...sale,
      payments: [{ ...sale.payments[0]!, paymentType: 't-subscriptions', card: undefined }],
      subscription: {
        id: 's-1',
        status: 'SUCCESS',
        provider: 'sandbox',
        card: { brand: 'visa', last4: '4242' },
        chargeDay: 23,
        nextChargeDate: '2026-12-23',
      },
    };
    const html = renderToStaticMarkup(<PurchaseSummaryBox sale={monthly} />);
    const page = visibleText(html);
    const notice = 'Cobraremos automáticamente tu tarjeta terminada en 4242 el día 23 de cada mes.';
    expect(page).toContain(`Pago automático mensual: ${notice}`);
    expect(page).toContain('Medio de pago: Pago automático mensual con tarjeta');
    expect(html).toContain(`data-testid="monthly-card-notice">${notice}<`);
    expect(purchaseConfirmationEmail(saleFacts(monthly, null), 'Ana').text).toContain(notice);
    // A one-time purchase says nothing of it, even with an enrolment cancelled before.
    const oneTime = visibleText(
      renderToStaticMarkup(<PurchaseSummaryBox sale={{ ...monthly, payments: sale.payments }} />),
    );
    expect(oneTime.join(' ')).not.toContain('Cobraremos automáticamente');
  });
});
