import { describe, expect, it } from 'vitest';
import { luhnValid } from './card-number.js';
import { completeChallenge, parseSandboxToken, SANDBOX_CARDS, sandboxTokenize } from './sandbox-cards.js';

const today = new Date('2026-11-23T12:00:00Z');
const card = (number: string, holderName = 'ANA PEREZ') => ({
  number,
  holderName,
  expiryMonth: '12',
  expiryYear: '30',
  cvv: '123',
});

describe('sandbox test cards and browser tokenisation', () => {
  it('every test card passes the Luhn check', () => {
    for (const test of SANDBOX_CARDS) expect(luhnValid(test.number)).toBe(true);
  });
  it('the token never contains the card number or the security code', () => {
    const result = sandboxTokenize(card('4242 4242 4242 4242'), today, 'abc123');
    expect(result).toMatchObject({ ok: true, brand: 'visa', last4: '4242', requires3ds: false });
    if (!result.ok) throw new Error();
    expect(result.token).not.toContain('4242424242424242');
    expect(result.token).not.toContain('123_');
    expect(parseSandboxToken(result.token)).toEqual({
      scenario: 'ok',
      declineCode: null,
      brand: 'visa',
      last4: '4242',
    });
  });
  it('declines: by card, by holder short name, by catalogue code', () => {
    const tok = (number: string, holder?: string) => {
      const r = sandboxTokenize(card(number, holder), today, 'n');
      if (!r.ok) throw new Error(r.code);
      return parseSandboxToken(r.token);
    };
    expect(tok('4000000000000002')?.declineCode).toBe('K505');
    expect(tok('4000000000009995')?.declineCode).toBe('cc_rejected_insufficient_amount');
    expect(tok('4000000000000002', 'CALL')?.declineCode).toBe('cc_rejected_call_for_authorize');
    expect(tok('4000000000000002', 'cc_rejected_high_risk')?.declineCode).toBe('cc_rejected_high_risk');
    expect(tok('4000000000000002', 'do not honor')?.declineCode).toBe('do not honor');
    expect(tok('4242424242424242', 'FUND')).toMatchObject({
      scenario: 'declined',
      declineCode: 'cc_rejected_insufficient_amount',
    });
    expect(tok('4000000000000119')?.scenario).toBe('timeout');
  });
  it('3-D Secure: the token needs the challenge before it approves', () => {
    const r = sandboxTokenize(card('4000000000003220'), today, 'n');
    if (!r.ok) throw new Error();
    expect(r.requires3ds).toBe(true);
    expect(parseSandboxToken(r.token)?.scenario).toBe('3ds');
    expect(parseSandboxToken(completeChallenge(r.token))?.scenario).toBe('3dsok');
  });
  it('card errors carry the catalogue code of the field', () => {
    expect(sandboxTokenize(card('4242424242424241'), today, 'n')).toEqual({ ok: false, code: '3016', field: 'number' });
    expect(sandboxTokenize(card('4242'), today, 'n')).toEqual({ ok: false, code: '3015', field: 'number' });
    expect(sandboxTokenize(card('378282246310005'), today, 'n')).toEqual({ ok: false, code: 'K004', field: 'number' });
    expect(sandboxTokenize({ ...card('4242424242424242'), expiryMonth: '13' }, today, 'n')).toMatchObject({
      code: '3029',
    });
    expect(
      sandboxTokenize({ ...card('4242424242424242'), expiryMonth: '10', expiryYear: '26' }, today, 'n'),
    ).toMatchObject({ code: 'K017' });
    expect(sandboxTokenize({ ...card('4242424242424242'), cvv: '12' }, today, 'n')).toMatchObject({ code: '3012' });
    expect(sandboxTokenize({ ...card('4242424242424242'), holderName: ' ' }, today, 'n')).toMatchObject({
      code: '3000',
    });
  });
  it('foreign strings are not sandbox tokens', () => {
    expect(parseSandboxToken('tok_live_123')).toBeNull();
    expect(parseSandboxToken('sbx_ok_visa_4242_')).toBeNull();
  });
});
