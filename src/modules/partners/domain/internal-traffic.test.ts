import { describe, expect, it } from 'vitest';
import {
  forcesRefresh,
  INTERNAL_TOGGLES,
  internalTabLabel,
  isCompanyEmail,
  isFlagOn,
  parsePonderer,
  PONDERER_ERROR,
  switchesAllowed,
  toggleValues,
} from './internal-traffic';

describe('internal traffic (spec 02 §2.9, §4, §6)', () => {
  it("labels the tab with the referrer's name or 'Tráfico Interno'", () => {
    expect(internalTabLabel('Ana Asesora')).toBe('Ana Asesora');
    expect(internalTabLabel('  ')).toBe('Tráfico Interno');
    expect(internalTabLabel(null)).toBe('Tráfico Interno');
  });

  it('recognises company e-mail addresses only', () => {
    expect(isCompanyEmail('Ana@Comparador.cl')).toBe(true);
    expect(isCompanyEmail('ana@ventas.comparador.local')).toBe(true);
    expect(isCompanyEmail('ana@gmail.com')).toBe(false);
    expect(isCompanyEmail('ana@notcomparador.cl')).toBe(false);
    expect(isCompanyEmail('comparador.cl')).toBe(false);
  });

  it('shows the switches only for a company referrer whose e-mail equals the typed one', () => {
    expect(switchesAllowed('ana@comparador.cl', ' ANA@comparador.cl')).toBe(true);
    expect(switchesAllowed('ana@comparador.cl', 'otra@comparador.cl')).toBe(false);
    expect(switchesAllowed('ana@gmail.com', 'ana@gmail.com')).toBe(false);
    expect(switchesAllowed(null, null)).toBe(false);
  });

  it('turns every switch off when not allowed, else stored values over defaults', () => {
    expect(Object.values(toggleValues({ 'force-refresh': true }, false)).length).toBeGreaterThan(0);
    expect(Object.values(toggleValues({ 'force-refresh': true }, false)).every((v) => v === false)).toBe(true);
    const allowed = toggleValues({ 'show-experiments': true }, true);
    expect(allowed).toEqual({ 'force-refresh': true, 'show-experiments': true });
    expect(INTERNAL_TOGGLES.map((t) => t.key)).toEqual(['force-refresh', 'show-experiments']);
  });

  it('forces forceRefresh=1 for internal traffic (unless an allowed staff member turns it off) or the flag', () => {
    expect(forcesRefresh({ internal: false, forceRefreshFlag: false, switchesAllowed: false })).toBe(false);
    expect(forcesRefresh({ internal: false, forceRefreshFlag: true, switchesAllowed: false })).toBe(true);
    expect(forcesRefresh({ internal: true, forceRefreshFlag: false, switchesAllowed: false })).toBe(true);
    expect(
      forcesRefresh({ internal: true, forceRefreshFlag: false, switchesAllowed: true, storedForceSwitch: false }),
    ).toBe(false);
    expect(forcesRefresh({ internal: true, forceRefreshFlag: false, switchesAllowed: true })).toBe(true);
  });

  it('accepts a ponderation from 0 to 1 (decimal comma too), nothing else', () => {
    expect(parsePonderer('0')).toEqual({ ok: true, value: 0 });
    expect(parsePonderer('1')).toEqual({ ok: true, value: 1 });
    expect(parsePonderer(' 0,35 ')).toEqual({ ok: true, value: 0.35 });
    expect(parsePonderer('.5')).toEqual({ ok: true, value: 0.5 });
    for (const bad of ['', '1.01', '-0.1', 'abc', '2', '0.5.1', 'NaN'])
      expect(parsePonderer(bad), bad).toEqual({ ok: false, error: PONDERER_ERROR });
  });

  it("reads a stored flag as on for 'true' or '1'", () => {
    expect(isFlagOn('true')).toBe(true);
    expect(isFlagOn('1')).toBe(true);
    expect(isFlagOn('false')).toBe(false);
    expect(isFlagOn(null)).toBe(false);
  });
});
