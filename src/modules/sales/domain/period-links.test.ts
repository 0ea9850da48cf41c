import { describe, expect, it } from 'vitest';
import { linkIdempotencyKey, periodLinkAmounts, periodLinkState } from './period-links.js';

describe('periodLinkState', () => {
  it('is paid once sales saw the period paid, whatever billing still says', () => {
    expect(periodLinkState({ paidAt: '2026-12-01T10:00:00Z', billingStatus: 'PENDING' })).toBe('paid');
    expect(periodLinkState({ paidAt: null, billingStatus: 'PAID' })).toBe('paid');
  });
  it('is payable while billing chases it (pending or partly paid)', () => {
    expect(periodLinkState({ paidAt: null, billingStatus: 'PENDING' })).toBe('payable');
    expect(periodLinkState({ paidAt: null, billingStatus: 'PARTIAL' })).toBe('payable');
  });
  it('is closed for every other state (void, not applicable)', () => {
    for (const status of ['VOID', 'NA', 'CANCELED', 'LATE']) {
      expect(periodLinkState({ paidAt: null, billingStatus: status })).toBe('closed');
    }
  });
});

describe('periodLinkAmounts', () => {
  it('shows a CLP period in pesos and in UF at the period UF', () => {
    expect(periodLinkAmounts({ amount: '39500', currency: 'CLP', amountClp: 39500, ufValue: '39500.00' })).toEqual({
      clp: 39500,
      uf: '1.00',
    });
    expect(periodLinkAmounts({ amount: '20000', currency: 'CLP', amountClp: 20000, ufValue: '38000.00' })).toEqual({
      clp: 20000,
      uf: '0.53',
    });
  });
  it('rounds the UF half up to the hundredth', () => {
    // 19000 / 38000 = 0.5 exactly; 19190 / 38000 = 0.505 -> 0.51
    expect(periodLinkAmounts({ amount: '19190', currency: 'CLP', amountClp: 19190, ufValue: '38000' }).uf).toBe('0.51');
  });
  it('shows a UF period as is and its pesos at the period UF when billing had none', () => {
    expect(periodLinkAmounts({ amount: '1.5', currency: 'UF', amountClp: null, ufValue: '38000.50' })).toEqual({
      clp: 57001,
      uf: '1.50',
    });
  });
  it('has no UF without the period UF, and no pesos for a UF period without it', () => {
    expect(periodLinkAmounts({ amount: '20000', currency: 'CLP', amountClp: 20000, ufValue: null })).toEqual({
      clp: 20000,
      uf: null,
    });
    expect(periodLinkAmounts({ amount: '1', currency: 'UF', amountClp: null, ufValue: null })).toEqual({
      clp: null,
      uf: '1.00',
    });
  });
});

describe('linkIdempotencyKey', () => {
  it('keys the provider call by period and browser attempt, apart from the subscription attempts', () => {
    expect(linkIdempotencyKey(12, 'abc')).toBe('period-12-link-abc');
    expect(linkIdempotencyKey(12, 'abc')).not.toMatch(/attempt/);
  });
});
