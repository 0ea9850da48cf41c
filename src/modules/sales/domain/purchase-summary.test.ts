import { describe, expect, it } from 'vitest';
import {
  paymentMethodLabel,
  PENDING_POLICY_NUMBER,
  purchaseConfirmationEmail,
  purchaseSummary,
  type PurchaseFacts,
} from './purchase-summary';

const facts: PurchaseFacts = {
  productName: 'Seguro de Vida Simple',
  insurerName: 'Seguros Andes',
  policyNumber: 'IND-000123',
  policyStartDate: '2026-11-23',
  paid: { amount: '29990', currency: 'CLP' },
  periodicityMonths: 1,
  paymentType: 'tdc-one-time',
  card: { brand: 'visa', last4: '4242' },
  providerReference: 'sbx-abc123',
  contactEmail: 'contacto@comparaseguros.cl',
};

describe('purchaseSummary: the one wording of the confirmation page and e-mail (issue 25 hole 5)', () => {
  it('lists product, insurer, policy number, start date, amount, method and provider reference', () => {
    expect(purchaseSummary(facts).lines).toEqual([
      { label: 'Seguro', value: 'Seguro de Vida Simple' },
      { label: 'Aseguradora', value: 'Seguros Andes' },
      { label: 'N° de póliza', value: 'IND-000123' },
      { label: 'Inicio de vigencia', value: '23-11-2026' },
      { label: 'Monto pagado', value: '$29.990 (mensual)' },
      { label: 'Medio de pago', value: 'Tarjeta de crédito Visa terminada en 4242' },
      { label: 'Referencia del pago', value: 'sbx-abc123' },
    ]);
  });

  it('says the policy number is on its way before policies has issued it, and leaves out unknown facts', () => {
    const early = purchaseSummary({
      ...facts,
      policyNumber: null,
      policyStartDate: null,
      insurerName: null,
      providerReference: null,
    });
    expect(early.lines.map((l) => l.label)).toEqual(['Seguro', 'N° de póliza', 'Monto pagado', 'Medio de pago']);
    expect(early.lines[1]!.value).toBe(PENDING_POLICY_NUMBER);
  });

  it('tells what happens next and how to reach us', () => {
    const summary = purchaseSummary(facts);
    expect(summary.next.length).toBeGreaterThan(0);
    expect(summary.contact).toContain('contacto@comparaseguros.cl');
  });

  it('the e-mail carries every line of the page, word for word', () => {
    const mail = purchaseConfirmationEmail(facts, 'Ana María Pérez');
    const summary = purchaseSummary(facts);
    expect(mail.subject).toBe('Confirmación de tu compra: Seguro de Vida Simple (póliza IND-000123)');
    expect(mail.text.startsWith('Hola Ana María Pérez,')).toBe(true);
    for (const line of summary.lines) expect(mail.text).toContain(`${line.label}: ${line.value}`);
    for (const line of [summary.title, ...summary.next, summary.contact]) expect(mail.text).toContain(line);
  });

  it('links to Portal Personas when given its address (issue 29), and says nothing of it otherwise', () => {
    const mail = purchaseConfirmationEmail(facts, 'Ana', 'https://ejemplo.cl/portal-personas');
    expect(mail.text).toContain('Portal Personas: https://ejemplo.cl/portal-personas');
    expect(purchaseConfirmationEmail(facts, 'Ana').text).not.toContain('Portal Personas');
  });

  it('names the payment method', () => {
    expect(paymentMethodLabel('tdd-one-time')).toBe('Tarjeta de débito');
    expect(paymentMethodLabel('t-one-time', { brand: null, last4: '1111' })).toBe('Tarjeta terminada en 1111');
    expect(paymentMethodLabel('transfer-one-time')).toBe('Transferencia bancaria');
    expect(paymentMethodLabel('no-payment-one-time')).toBe('Sin pago');
    expect(paymentMethodLabel(null)).toBe('Sin pago');
  });

  it('tells the card and the day of the automatic monthly charge, on the page and in the e-mail (issue 28)', () => {
    const monthly: PurchaseFacts = {
      ...facts,
      paymentType: 't-subscriptions',
      card: null,
      monthlyCard: { cardLast4: '4242', day: 27 },
    };
    const summary = purchaseSummary(monthly);
    expect(summary.lines).toContainEqual({
      label: 'Pago automático mensual',
      value: 'Cobraremos automáticamente tu tarjeta terminada en 4242 el día 27 de cada mes.',
    });
    expect(summary.lines).toContainEqual({ label: 'Medio de pago', value: 'Pago automático mensual con tarjeta' });
    expect(summary.next).toContain(
      'Las cuotas siguientes se cobrarán solas en tu tarjeta; si un cobro es rechazado, te avisaremos por correo.',
    );
    expect(purchaseConfirmationEmail(monthly, null).text).toContain(
      'Pago automático mensual: Cobraremos automáticamente tu tarjeta terminada en 4242 el día 27 de cada mes.',
    );
    expect(purchaseSummary(facts).lines.map((line) => line.label)).not.toContain('Pago automático mensual');
    expect(paymentMethodLabel('tdc-subscriptions', { brand: 'visa', last4: '4242' })).toBe(
      'Pago automático mensual con tarjeta Visa terminada en 4242',
    );
  });
});
