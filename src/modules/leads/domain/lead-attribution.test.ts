import { describe, expect, it } from 'vitest';
import { appendAttribution, attributionOfVisit, campaignParams, MAX_ATTRIBUTION_ENTRIES } from './lead-attribution';
import { advisorEmailError, isReferrerExpired } from './referrer';

describe('lead attribution (spec 03 §4)', () => {
  it('keeps at most 100 entries, dropping the oldest', () => {
    let entries = appendAttribution([], { referrer: 'r0', date: '2026-01-01' });
    for (let n = 1; n <= 120; n++) entries = appendAttribution(entries, { referrer: `r${n}`, date: '2026-01-01' });
    expect(entries).toHaveLength(MAX_ATTRIBUTION_ENTRIES);
    expect(entries[0]!.referrer).toBe('r21');
    expect(entries.at(-1)!.referrer).toBe('r120');
  });

  it('keeps campaign parameters only', () => {
    expect(campaignParams('?utm_source=google&utm_campaign=cyber&gclid=abc&x=1')).toEqual({
      utm_source: 'google',
      utm_campaign: 'cyber',
      gclid: 'abc',
    });
  });
});

describe('stored referrer (spec 02 §4)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('expires after more than 30 days unless an executive is set', () => {
    const base = { name: 'Asesor', email: 'a@b.cl' };
    expect(isReferrerExpired({ ...base, initialDate: '2026-10-24T12:00:00Z' }, now)).toBe(false);
    expect(isReferrerExpired({ ...base, initialDate: '2026-10-23T11:59:00Z' }, now)).toBe(true);
    expect(isReferrerExpired({ ...base, ejecutivo: 'Eva', initialDate: '2025-01-01T00:00:00Z' }, now)).toBe(false);
    expect(isReferrerExpired({ ...base, initialDate: 'ayer' }, now)).toBe(true);
  });

  it('checks the advisor e-mail: required, at most 50 characters, well formed', () => {
    expect(advisorEmailError('')).toBe('required');
    expect(advisorEmailError(`${'a'.repeat(41)}@correo.cl`)).toBe('tooLong');
    expect(advisorEmailError(`${'a'.repeat(40)}@correo.cl`)).toBeNull();
    expect(advisorEmailError('asesor@correo')).toBe('invalidEmail');
    expect(advisorEmailError('asesor@correo.cl')).toBeNull();
  });
});

describe('attributionOfVisit (spec 02 §5: bots get no lead attribution)', () => {
  const entries = [{ referrer: 'https://google.com', date: '2026-11-27T10:00:00.000Z' }];
  it('keeps a browser visit and drops a bot visit', () => {
    expect(attributionOfVisit(entries, 'Mozilla/5.0 (Windows NT 10.0) Chrome/131 Safari/537.36')).toBe(entries);
    expect(attributionOfVisit(entries, undefined)).toBe(entries);
    expect(attributionOfVisit(entries, 'Mozilla/5.0 (compatible; Googlebot/2.1)')).toBeUndefined();
    expect(attributionOfVisit(entries, 'AhrefsBot/7.0')).toBeUndefined();
  });
});
