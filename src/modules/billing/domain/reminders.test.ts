import { describe, expect, it } from 'vitest';
import { arrearsCount, arrearsReminderEmail, dueArrearsReminder } from './reminders';

const due = '2026-01-11';
const on = (today: string, alreadySent: number[] = [], status: 'PENDING' | 'PARTIAL' | 'PAID' | 'NA' = 'PENDING') =>
  dueArrearsReminder({ status, dueDate: due, today, alreadySent });

describe('arrears reminders keyed by count 0, 4, 8 (spec 03 §4)', () => {
  it('counts whole days in arrears: the day after the due date is count 0', () => {
    expect(arrearsCount(due, '2026-01-11')).toBe(-1);
    expect(arrearsCount(due, '2026-01-12')).toBe(0);
    expect(arrearsCount(due, '2026-01-20')).toBe(8);
  });

  it('sends nothing before arrears, the first at count 0, the second at 4, the third at 8', () => {
    expect(on('2026-01-10')).toBeNull();
    expect(on('2026-01-11')).toBeNull();
    expect(on('2026-01-12')).toBe(0);
    expect(on('2026-01-15', [0])).toBeNull(); // count 3
    expect(on('2026-01-16', [0])).toBe(4);
    expect(on('2026-01-19', [0, 4])).toBeNull(); // count 7
    expect(on('2026-01-20', [0, 4])).toBe(8);
    expect(on('2026-03-01', [0, 4, 8])).toBeNull();
  });

  it('sends each (period, count) once: a re-run the same day sends nothing', () => {
    expect(on('2026-01-12', [0])).toBeNull();
    expect(on('2026-01-16', [0, 4])).toBeNull();
  });

  it('after days without runs, sends only the latest stage due, never an earlier one after a later', () => {
    expect(on('2026-01-21')).toBe(8);
    expect(on('2026-01-17')).toBe(4);
    expect(on('2026-01-17', [8])).toBeNull();
  });

  it('chases PENDING and PARTIAL periods only', () => {
    expect(on('2026-01-12', [], 'PARTIAL')).toBe(0);
    expect(on('2026-01-12', [], 'PAID')).toBeNull();
    expect(on('2026-01-12', [], 'NA')).toBeNull();
  });

  it('writes a Spanish e-mail naming the stage, the policy and the balance', () => {
    const mail = arrearsReminderEmail({
      count: 4,
      policyNumber: 'POL-1',
      organizationName: 'Acme SpA',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      dueDate: due,
      balance: '$49.019',
    });
    expect(mail.subject).toBe('Segundo aviso: pago pendiente de la póliza POL-1');
    expect(mail.text).toContain('de Acme SpA');
    expect(mail.text).toContain('saldo pendiente de $49.019');
  });

  it('carries the period payment link when the period has one, and no link line otherwise', () => {
    const facts = {
      count: 0 as const,
      policyNumber: 'POL-2',
      organizationName: null,
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
      dueDate: '2026-02-10',
      balance: '$20.000',
    };
    const linked = arrearsReminderEmail({ ...facts, paymentUrl: 'https://example.cl/pagar-cuota/7?t=x.y' });
    expect(linked.text).toContain(
      'Puede pagar esta cuota con tarjeta, Webpay o transferencia aquí: https://example.cl/pagar-cuota/7?t=x.y',
    );
    expect(arrearsReminderEmail(facts).text).not.toContain('pagar-cuota');
    expect(arrearsReminderEmail({ ...facts, paymentUrl: null }).text).not.toContain('Puede pagar');
  });
});
