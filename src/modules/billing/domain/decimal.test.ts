import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, div, fraction, isDecimal, mul, toDecimalString, toInteger } from './decimal';

describe('exact decimals for money', () => {
  it('parses decimal strings and refuses anything else', () => {
    expect(fraction('12.3456')).toEqual({ n: 7716n, d: 625n });
    expect(fraction('0')).toEqual({ n: 0n, d: 1n });
    expect(fraction(' 3 ')).toEqual({ n: 3n, d: 1n });
    expect(fraction(5)).toEqual({ n: 5n, d: 1n });
    for (const bad of ['', '1,5', '1e3', 'abc', '.5', '1.']) expect(() => fraction(bad)).toThrow(/Monto inválido/);
    expect(() => fraction(1.5)).toThrow();
    expect(isDecimal('10.25')).toBe(true);
    expect(isDecimal('10,25')).toBe(false);
  });

  it('adds, multiplies and divides without binary-float error', () => {
    expect(toDecimalString(add(fraction('0.1'), fraction('0.2')), 4)).toBe('0.3');
    expect(toDecimalString(mul(fraction('1.1'), fraction('3')), 4)).toBe('3.3');
    expect(toDecimalString(div(fraction('1'), fraction('3')), 4)).toBe('0.3333');
    expect(toDecimalString(div(fraction('2'), fraction('3')), 4)).toBe('0.6667');
    expect(() => div(fraction('1'), fraction('0'))).toThrow();
  });

  it('rounds half away from zero once, and writes no trailing zeros', () => {
    expect(toDecimalString(fraction('1.00005'), 4)).toBe('1.0001');
    expect(toDecimalString(fraction('1.00004'), 4)).toBe('1');
    expect(toDecimalString(fraction('-1.00005'), 4)).toBe('-1.0001');
    expect(toDecimalString(fraction('-0.00004'), 4)).toBe('0');
    expect(toDecimalString(fraction('2.5'), 0)).toBe('3');
    expect(toDecimalString(fraction('12.50'), 2)).toBe('12.5');
    expect(toInteger(fraction('39214.5'))).toBe(39215);
    expect(toInteger(fraction('-0.5'))).toBe(-1);
  });

  it('compares exactly', () => {
    expect(compare(fraction('0.3'), add(fraction('0.1'), fraction('0.2')))).toBe(0);
    expect(compare(fraction('1'), fraction('1.0001'))).toBe(-1);
    expect(compare(fraction('2'), fraction('-2'))).toBe(1);
  });

  it('splits an amount in n parts whose exact sum is the amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 365 }), (cents, parts) => {
        const amount = fraction(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
        const part = div(amount, fraction(parts));
        let sum = fraction('0');
        for (let i = 0; i < parts; i++) sum = add(sum, part);
        expect(compare(sum, amount)).toBe(0);
      }),
    );
  });
});
