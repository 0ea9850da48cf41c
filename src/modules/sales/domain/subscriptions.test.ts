import { describe, expect, it } from 'vitest';
import {
  attemptDate,
  canMoveSubscription,
  chargeClp,
  chargeDateOf,
  chargeIdempotencyKey,
  declinedChargeEmail,
  dueAttempt,
  MAX_ATTEMPTS,
  monthlyCharge,
  monthlyChargeNotice,
} from './subscriptions.js';

describe('subscription charges (issue 28)', () => {
  it('retries a declined period on days 0, 4 and 8 of its charge date', () => {
    expect([1, 2, 3].map((attempt) => attemptDate('2026-03-01', attempt))).toEqual([
      '2026-03-01',
      '2026-03-05',
      '2026-03-09',
    ]);
    expect(() => attemptDate('2026-03-01', MAX_ATTEMPTS + 1)).toThrow(RangeError);
  });

  it('makes the attempt due today, waits for a later one, and stops after the last', () => {
    expect(dueAttempt({ chargeDate: '2026-03-01', attemptsMade: 0, today: '2026-02-28' })).toEqual({ wait: 'not-yet' });
    expect(dueAttempt({ chargeDate: '2026-03-01', attemptsMade: 0, today: '2026-03-01' })).toEqual({ attempt: 1 });
    expect(dueAttempt({ chargeDate: '2026-03-01', attemptsMade: 1, today: '2026-03-03' })).toEqual({ wait: 'not-yet' });
    expect(dueAttempt({ chargeDate: '2026-03-01', attemptsMade: 1, today: '2026-03-05' })).toEqual({ attempt: 2 });
    expect(dueAttempt({ chargeDate: '2026-03-01', attemptsMade: 3, today: '2026-03-09' })).toEqual({
      wait: 'exhausted',
    });
  });

  it('catches up a run missed for a few days, never a period older than the retry window', () => {
    // Redis was down on the 1st: the run of the 3rd makes the first attempt.
    expect(dueAttempt({ chargeDate: '2026-03-01', attemptsMade: 0, today: '2026-03-03' })).toEqual({ attempt: 1 });
    expect(dueAttempt({ chargeDate: '2026-03-01', attemptsMade: 0, today: '2026-03-09' })).toEqual({ attempt: 1 });
    expect(dueAttempt({ chargeDate: '2026-03-01', attemptsMade: 0, today: '2026-03-10' })).toEqual({ wait: 'stale' });
  });

  it('keys every attempt at a period apart', () => {
    expect(chargeIdempotencyKey(12, 1)).toBe('period-12-attempt-1');
    expect(chargeIdempotencyKey(12, 2)).not.toBe(chargeIdempotencyKey(12, 1));
  });

  it('moves the charge date to the day staff chose, within the billing month', () => {
    expect(chargeDateOf('2026-02-01', null)).toBe('2026-02-01');
    expect(chargeDateOf('2026-02-01', 15)).toBe('2026-02-15');
    expect(chargeDateOf('2026-02-01', 31)).toBe('2026-02-28');
    expect(chargeDateOf('2024-02-01', 30)).toBe('2024-02-29');
  });

  it('charges CLP as is and UF at the day’s UF, exact to the peso', () => {
    expect(chargeClp('15990', 'CLP', null)).toBe(15990);
    expect(chargeClp('1.25', 'UF', '38000.55')).toBe(47501);
    expect(chargeClp('0.5123', 'UF', '39123.45')).toBe(20043);
    expect(chargeClp('1', 'UF', null)).toBeNull();
    expect(chargeClp('1', 'USD', '1')).toBeNull();
  });

  it('lets staff pause, resume and cancel, never revive a canceled subscription', () => {
    expect(canMoveSubscription('SUCCESS', 'PAUSED')).toBe(true);
    expect(canMoveSubscription('PAUSED', 'SUCCESS')).toBe(true);
    expect(canMoveSubscription('DECLINED', 'SUCCESS')).toBe(true);
    expect(canMoveSubscription('CANCELED', 'SUCCESS')).toBe(false);
    expect(canMoveSubscription('PAUSED', 'DECLINED')).toBe(false);
  });

  it('tells the buyer the card was declined, the advice and where to update it', () => {
    const mail = declinedChargeEmail({
      productName: 'Vida Simple',
      periodSeq: 2,
      amountClp: '$15.990',
      attempt: 3,
      advice: 'Comunícate con tu banco.',
      cardLast4: '4242',
      updateCardUrl: 'https://x.cl/suscripcion/abc/tarjeta',
      nextAttemptOn: null,
    });
    expect(mail.subject).toContain('intento 3 de 3');
    expect(mail.text).toContain('terminada en 4242');
    expect(mail.text).toContain('Comunícate con tu banco.');
    expect(mail.text).toContain('https://x.cl/suscripcion/abc/tarjeta');
    expect(mail.text).toContain('último intento');
  });
});

describe('the monthly charge told at checkout (issue 28)', () => {
  it('falls on the policy start day, the next one a month after the first', () => {
    expect(monthlyCharge('2026-11-27', null)).toEqual({ day: 27, nextChargeDate: '2026-12-27' });
    expect(monthlyCharge('2026-01-31', null)).toEqual({ day: 31, nextChargeDate: '2026-02-28' });
    expect(monthlyCharge('2026-12-15', null)).toEqual({ day: 15, nextChargeDate: '2027-01-15' });
  });

  it('follows the day staff chose (changeDate)', () => {
    expect(monthlyCharge('2026-11-27', 5)).toEqual({ day: 5, nextChargeDate: '2026-12-05' });
    expect(monthlyCharge('2026-01-10', 30)).toEqual({ day: 30, nextChargeDate: '2026-02-28' });
  });

  it('names the card ending and the day, and says what happens in short months', () => {
    expect(monthlyChargeNotice('4242', 27)).toBe(
      'Cobraremos automáticamente tu tarjeta terminada en 4242 el día 27 de cada mes.',
    );
    expect(monthlyChargeNotice('4242', 28)).not.toContain('último día');
    expect(monthlyChargeNotice('5555', 31)).toBe(
      'Cobraremos automáticamente tu tarjeta terminada en 5555 el día 31 de cada mes. En los meses que no tienen ese día, el cobro se hace el último día del mes.',
    );
    expect(monthlyChargeNotice(null, 3)).toBe('Cobraremos automáticamente tu tarjeta inscrita el día 3 de cada mes.');
  });
});
