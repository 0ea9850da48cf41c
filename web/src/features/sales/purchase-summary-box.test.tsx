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
    .replace(/<\/dt><dd>/g, ': ')
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
});
