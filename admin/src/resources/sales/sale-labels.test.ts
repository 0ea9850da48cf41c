import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPES } from '@domain/sales/domain/payment-types';
import { FORM_STATUSES, PAYMENT_STATUSES, SALE_STATUSES } from '@domain/sales/domain/statuses';
import { i18nProvider } from '../../i18n';
import { paymentStatusChoices, paymentTypeChoices, saleStatusChoices, stepStatusChoices } from './sale-labels';

const label = (choices: { id: string; name: string }[], code: string) =>
  i18nProvider.translate(choices.find((choice) => choice.id === code)?.name ?? code) as string;

describe('Ventas labels: every sale code shown in the back-office has a Spanish text in the catalogue', () => {
  it.each([
    ['sale statuses', saleStatusChoices, SALE_STATUSES],
    ['payment statuses', paymentStatusChoices, PAYMENT_STATUSES],
    ['payment types', paymentTypeChoices, PAYMENT_TYPES],
    ['step statuses', stepStatusChoices, FORM_STATUSES],
  ] as const)('%s: one catalogue key per code, translated, never the raw code', (_, choices, codes) => {
    expect(choices.map((choice) => choice.id)).toEqual([...codes]);
    for (const { id, name } of choices) {
      expect(name).toMatch(/^resources\.sales\./);
      const text = i18nProvider.translate(name) as string;
      expect([id, text]).not.toEqual([id, name]);
      expect([id, text]).not.toEqual([id, id]);
    }
    // Two codes with one text could not be told apart on screen.
    const texts = choices.map((choice) => i18nProvider.translate(choice.name));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('reads as the back-office staff expect', () => {
    expect(label(saleStatusChoices, 'OK')).toBe('Pagada');
    expect(label(saleStatusChoices, 'PENDING')).toBe('Pendiente');
    expect(label(paymentStatusChoices, 'REFUND')).toBe('Devuelto');
    expect(label(paymentStatusChoices, 'REQUEST_REFUND')).toBe('Devolución solicitada');
    expect(label(paymentTypeChoices, 'tdc-one-time')).toBe('Tarjeta de crédito, pago único');
    expect(label(paymentTypeChoices, 'transfer-one-time-non-automated')).toBe('Transferencia manual');
  });
});
