import { describe, expect, it } from 'vitest';
import { emailsWeSend, normalizeChileanPhone } from './preferences.js';

describe('datos y preferencias', () => {
  it('accepts Chilean phones as typed and stores them as +56 and 9 digits', () => {
    expect(normalizeChileanPhone('+56 9 1234 5678')).toBe('+56912345678');
    expect(normalizeChileanPhone('912345678')).toBe('+56912345678');
    expect(normalizeChileanPhone('56-9-1234-5678')).toBe('+56912345678');
    expect(normalizeChileanPhone('12345')).toBeNull();
    expect(normalizeChileanPhone('+54 9 1234 5678 9')).toBeNull();
  });

  it('always lists the service e-mails, and advice by e-mail only with consent by that channel', () => {
    const none = emailsWeSend({ consent: false, channel: null });
    expect(none.filter((e) => e.active).map((e) => e.key)).toEqual(['purchase', 'sign-in', 'payments', 'cancellation']);
    expect(emailsWeSend({ consent: true, channel: 'email' }).find((e) => e.key === 'advice')!.active).toBe(true);
    expect(emailsWeSend({ consent: true, channel: 'phone' }).find((e) => e.key === 'advice')!.active).toBe(false);
    expect(emailsWeSend({ consent: true, channel: 'email' }).find((e) => e.key === 'renewal')!.active).toBe(true);
    expect(emailsWeSend({ consent: true, channel: 'whatsapp' }).find((e) => e.key === 'renewal')!.active).toBe(false);
  });
});
