import { describe, expect, it } from 'vitest';
import { preinvoiceMonth, preinvoiceTotals } from './preinvoices';

describe('pre-invoices per organization and billing month (issue 12)', () => {
  it('groups a period by the month of its billing date', () => {
    expect(preinvoiceMonth('2026-03-01')).toBe('2026-03-01');
    expect(preinvoiceMonth('2026-03-31')).toBe('2026-03-01');
    expect(preinvoiceMonth('2026-12-15')).toBe('2026-12-01');
  });

  it('adds the lines exactly per unit and in pesos, leaving out periods that owe nothing', () => {
    const totals = preinvoiceTotals([
      { amount: '3.1452', currency: 'UF', amountClp: 123_338, insuredCount: 3, status: 'PENDING' },
      { amount: '0.0001', currency: 'UF', amountClp: 4, insuredCount: 1, status: 'PAID' },
      { amount: '29990', currency: 'CLP', amountClp: 29_990, insuredCount: 1, status: 'PARTIAL' },
      { amount: '5', currency: 'UF', amountClp: 196_074, insuredCount: 4, status: 'NA' },
    ]);
    expect(totals).toEqual({
      amountClp: 153_332,
      insuredCount: 5,
      byCurrency: [
        { currency: 'UF', amount: '3.1453' },
        { currency: 'CLP', amount: '29990' },
      ],
    });
  });

  it('has no peso total when a line has no peso amount, and zero totals when empty', () => {
    expect(
      preinvoiceTotals([{ amount: '10.5', currency: 'USD', amountClp: null, insuredCount: 2, status: 'PENDING' }]),
    ).toEqual({ amountClp: null, insuredCount: 2, byCurrency: [{ currency: 'USD', amount: '10.5' }] });
    expect(preinvoiceTotals([])).toEqual({ amountClp: 0, insuredCount: 0, byCurrency: [] });
  });
});
