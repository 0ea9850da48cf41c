import { describe, expect, it } from 'vitest';
import {
  arrearsBucket,
  balanceClp,
  checkPayment,
  paymentStatusOn,
  periodStateOn,
  settledStatus,
} from './payment-status';

describe('payment states (spec 03 §4)', () => {
  it('settles from what is owed and the payments, which accumulate', () => {
    expect(settledStatus(49019, 0)).toBe('PENDING');
    expect(settledStatus(49019, 1)).toBe('PARTIAL');
    expect(settledStatus(49019, 20000 + 29018)).toBe('PARTIAL');
    expect(settledStatus(49019, 20000 + 29019)).toBe('PAID');
    expect(settledStatus(49019, 60000)).toBe('PAID');
    expect(settledStatus(0, 0)).toBe('NA');
    expect(settledStatus(49019, 0, false)).toBe('NA');
    // Pesos unknown (USD premium): never PAID by comparison.
    expect(settledStatus(null, 5000)).toBe('PARTIAL');
  });

  it('derives LATE and the period state from the day, at the due date edge', () => {
    expect(paymentStatusOn('PENDING', '2026-01-11', '2026-01-11')).toBe('PENDING');
    expect(paymentStatusOn('PENDING', '2026-01-11', '2026-01-12')).toBe('LATE');
    expect(paymentStatusOn('PARTIAL', '2026-01-11', '2026-03-01')).toBe('PARTIAL');
    expect(paymentStatusOn('PAID', '2026-01-11', '2026-03-01')).toBe('PAID');
    expect(periodStateOn('PENDING', '2026-01-11', '2026-01-11')).toBe('pending');
    expect(periodStateOn('PENDING', '2026-01-11', '2026-01-12')).toBe('overdue');
    expect(periodStateOn('PARTIAL', '2026-01-11', '2026-01-12')).toBe('overdue');
    expect(periodStateOn('PAID', '2026-01-11', '2026-01-12')).toBe('pay');
    expect(periodStateOn('NA', '2026-01-11', '2026-01-12')).toBe('pay');
  });

  it('accepts only positive whole pesos for a period that still owes', () => {
    expect(() => checkPayment(0, 'PENDING')).toThrow('mayor que cero');
    expect(() => checkPayment(10.5, 'PENDING')).toThrow('entero');
    expect(() => checkPayment(-1, 'PARTIAL')).toThrow();
    expect(() => checkPayment(1000, 'PAID')).toThrow('ya está pagado');
    expect(() => checkPayment(1000, 'NA')).toThrow('no tiene monto');
    expect(() => checkPayment(1000, 'PARTIAL')).not.toThrow();
    expect(balanceClp(49019, 20000)).toBe(29019);
    expect(balanceClp(49019, 60000)).toBe(0);
    expect(balanceClp(null, 1)).toBeNull();
  });

  it('puts unpaid periods in age buckets by days after the due date', () => {
    expect(arrearsBucket('2026-01-11', '2026-01-11')).toBeNull();
    expect(arrearsBucket('2026-01-11', '2026-01-12')).toBe('1-30');
    expect(arrearsBucket('2026-01-11', '2026-02-10')).toBe('1-30');
    expect(arrearsBucket('2026-01-11', '2026-02-11')).toBe('31-60');
    expect(arrearsBucket('2026-01-11', '2026-04-11')).toBe('61-90');
    expect(arrearsBucket('2026-01-11', '2026-04-12')).toBe('90+');
  });
});

describe('LATE after the automatic card charge ran out of retries (issue 28)', () => {
  it('is LATE before the due date when the last retry was declined, until paid', () => {
    expect(paymentStatusOn('PENDING', '2026-03-11', '2026-03-09', true)).toBe('LATE');
    expect(paymentStatusOn('PARTIAL', '2026-03-11', '2026-03-09', true)).toBe('LATE');
    expect(paymentStatusOn('PAID', '2026-03-11', '2026-03-09', true)).toBe('PAID');
    expect(paymentStatusOn('PENDING', '2026-03-11', '2026-03-09')).toBe('PENDING');
  });
});
