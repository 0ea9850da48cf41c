import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFee, clp, fromMinor, InvalidAmountError, toMinor } from './fees.js';

describe('card fee 2% and tax 0.38% on the fee (spec 03 §9)', () => {
  it('CLP: whole pesos, rounded half up', () => {
    expect(cardFee(clp(100_000))).toEqual({
      amount: { amount: '100000', currency: 'CLP' },
      fee: { amount: '2000', currency: 'CLP' },
      tax: { amount: '8', currency: 'CLP' }, // 0.38% of 2,000 = 7.6 -> 8
      totalFee: { amount: '2008', currency: 'CLP' },
      net: { amount: '97992', currency: 'CLP' },
    });
    expect(cardFee(clp(25)).fee.amount).toBe('1'); // 0.5 -> 1
    expect(cardFee(clp(24)).fee.amount).toBe('0'); // 0.48 -> 0
    expect(cardFee(clp(23_490)).fee.amount).toBe('470'); // 469.8
  });
  it('UF: four decimals, exact', () => {
    const uf = cardFee({ amount: '1.2345', currency: 'UF' });
    expect(uf.fee).toEqual({ amount: '0.0247', currency: 'UF' }); // 0.02469
    expect(uf.tax).toEqual({ amount: '0.0001', currency: 'UF' }); // 0.0000939
    expect(uf.net.amount).toBe('1.2097');
  });
  it('transfers carry no fee', () => {
    expect(cardFee(clp(50_000), false).totalFee.amount).toBe('0');
    expect(cardFee(clp(50_000), false).net.amount).toBe('50000');
  });
  it('refuses non-positive amounts, too many decimals and floats in CLP', () => {
    expect(() => cardFee(clp(0))).toThrow(InvalidAmountError);
    expect(() => cardFee({ amount: '10.5', currency: 'CLP' })).toThrow(/decimales/);
    expect(() => clp(10.5)).toThrow(/entero/);
    expect(() => toMinor({ amount: 'abc', currency: 'CLP' })).toThrow(/no es un número/);
  });
  it('minor units round-trip', () => {
    expect(fromMinor(toMinor({ amount: '0.0500', currency: 'UF' }), 'UF')).toEqual({
      amount: '0.0500',
      currency: 'UF',
    });
    expect(fromMinor(-5n, 'USD')).toEqual({ amount: '-0.05', currency: 'USD' });
  });
  it('property: fee + tax + net = amount, fee within half a peso of 2%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (pesos) => {
        const b = cardFee(clp(pesos));
        expect(Number(b.fee.amount) + Number(b.tax.amount) + Number(b.net.amount)).toBe(pesos);
        expect(Math.abs(Number(b.fee.amount) - pesos * 0.02)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(Number(b.tax.amount) - Number(b.fee.amount) * 0.0038)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
