import { describe, expect, it } from 'vitest';
import { reminderDueTimes, reminderEmail, resumeUrl, shouldSendReminder } from './reminders.js';

describe('resume-contracting reminders 0, 1, 2 (spec 03 §4)', () => {
  it('due at the configured delays', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    expect(reminderDueTimes(at, [3_600_000, 86_400_000, 259_200_000]).map((d) => d.toISOString())).toEqual([
      '2026-11-23T11:00:00.000Z',
      '2026-11-24T10:00:00.000Z',
      '2026-11-26T10:00:00.000Z',
    ]);
  });
  it('only while the sale is open', () => {
    expect(shouldSendReminder('PENDING')).toBe(true);
    expect(shouldSendReminder('OK')).toBe(false);
    expect(shouldSendReminder('FAIL')).toBe(false);
  });
  it('e-mails link back to the step with the shared session', () => {
    const url = resumeUrl('http://localhost:3000/', 'QPS1', 'Estado-de-salud', 'abc', 'tok');
    expect(url).toBe('http://localhost:3000/Compra-Online/QPS1/Estado-de-salud?session=abc.tok&sessionType=sale');
    const first = reminderEmail({ reminder: 0, name: 'Ana', productName: 'Seguro X', resumeUrl: url });
    const third = reminderEmail({ reminder: 2, name: 'Ana', productName: 'Seguro X', resumeUrl: url });
    expect(first.subject).toBe('Tu compra de Seguro X te espera');
    expect(third.subject).toBe('Tercer recordatorio: termina la contratación de Seguro X');
    expect(third.text).toContain(url);
  });
});
