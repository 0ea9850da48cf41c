import { describe, expect, it } from 'vitest';
import { formatClp, formatUf, payableOnline, PORTAL_PAYMENT_LABELS } from './payments.js';

describe('portal payment statuses', () => {
  it('names the four statuses as the customer reads them', () => {
    expect(PORTAL_PAYMENT_LABELS.PAID).toBe('Pagado');
    expect(PORTAL_PAYMENT_LABELS.PENDING).toBe('Pendiente');
    expect(PORTAL_PAYMENT_LABELS.LATE).toBe('Atrasado');
    expect(PORTAL_PAYMENT_LABELS.PARTIAL).toBe('Parcial');
  });

  it('offers to pay online what is still owed, never what is paid or not owed', () => {
    expect(payableOnline('LATE')).toBe(true);
    expect(payableOnline('PENDING')).toBe(true);
    expect(payableOnline('PARTIAL')).toBe(true);
    expect(payableOnline('PAID')).toBe(false);
    expect(payableOnline('NA')).toBe(false);
  });

  it('formats pesos and UF', () => {
    expect(formatClp(52939)).toBe('$52.939');
    expect(formatClp(0)).toBe('$0');
    expect(formatClp(1234567)).toBe('$1.234.567');
    expect(formatUf('1.3500')).toBe('UF 1,35');
    expect(formatUf('1234.5')).toBe('UF 1.234,50');
    expect(formatUf('2')).toBe('UF 2,00');
  });
});
