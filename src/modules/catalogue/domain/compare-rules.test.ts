import { describe, expect, it } from 'vitest';
import { isEventActive } from './comparator-event.js';
import { filterRange, invalidRangeMessage, restrictedOrganizationIds } from './compare.js';

describe('isEventActive (comparator events)', () => {
  const event = { show: true, start: '2026-11-01T00:00:00Z', finish: '2026-11-30T23:59:59Z' };
  it('is active between its dates, both included', () => {
    expect(isEventActive(event, new Date('2026-11-15T12:00:00Z'))).toBe(true);
    expect(isEventActive(event, new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isEventActive(event, new Date('2026-11-30T23:59:59Z'))).toBe(true);
  });
  it('is inactive before, after, or when hidden', () => {
    expect(isEventActive(event, new Date('2026-10-31T23:59:59Z'))).toBe(false);
    expect(isEventActive(event, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isEventActive({ ...event, show: false }, new Date('2026-11-15T12:00:00Z'))).toBe(false);
  });
});

describe('restrictedOrganizationIds (site restriction, issue 14)', () => {
  const organizations = [
    { id: 1, organizationCode: 'METLIFE' },
    { id: 2, organizationCode: 'colmena' },
    { id: 3, organizationCode: 'BICE' },
  ];
  it('keeps the allowed codes, without case', () => {
    expect([...restrictedOrganizationIds(['metlife', 'COLMENA'], organizations, null)]).toEqual([1, 2]);
  });
  it('stays within what the request asked for', () => {
    expect([...restrictedOrganizationIds(['METLIFE', 'COLMENA'], organizations, new Set([2, 3]))]).toEqual([2]);
  });
  it('allows nothing when no code is allowed', () => {
    expect(restrictedOrganizationIds([], organizations, null).size).toBe(0);
  });
});

describe('filter ranges', () => {
  it('rejects a lower bound above the upper one', () => {
    expect(invalidRangeMessage('Price', 10, 5)).toBe('fromPrice no puede ser mayor que toPrice.');
    expect(invalidRangeMessage('Deductible', 3, 1)).toBe('fromDeductible no puede ser mayor que toDeductible.');
    expect(invalidRangeMessage('Price', 5, 5)).toBeNull();
    expect(invalidRangeMessage('Price', null, 5)).toBeNull();
  });
  it('is NaN when not filtered and open on a missing side', () => {
    expect(filterRange(null, null, 1, 0.5)).toEqual({ min: Number.NaN, max: Number.NaN });
    expect(filterRange(1000, null, 1, 0.5)).toEqual({ min: 999.5, max: Number.POSITIVE_INFINITY });
    expect(filterRange(null, 10, 40_000, 0.5)).toEqual({ min: -0.5, max: 400_000.5 });
  });
});
