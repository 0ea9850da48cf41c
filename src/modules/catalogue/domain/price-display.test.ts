import { describe, expect, it } from 'vitest';
import { cardPriceDisplay, priceDisplay } from './price-display.js';
import type { CardPrice } from './product-card.js';

describe('priceDisplay (spec 01 §4)', () => {
  it("'Consultar' when no price is known", () => {
    for (const amount of [null, undefined, 0, Number.NaN]) {
      expect(priceDisplay({ amount, currency: 'CLP', profileEntered: true, arePricesDefined: true })).toEqual({
        label: null,
        amountText: 'Consultar',
        suffix: null,
        text: 'Consultar',
        hasPrice: false,
      });
    }
  });
  it("'Desde' unless the profile is entered and prices are defined", () => {
    const base = { amount: 23490, currency: 'CLP' as const };
    expect(priceDisplay({ ...base, profileEntered: false, arePricesDefined: true }).text).toBe('Desde $23.490');
    expect(priceDisplay({ ...base, profileEntered: true, arePricesDefined: false }).text).toBe('Desde $23.490');
    expect(priceDisplay({ ...base, profileEntered: false, arePricesDefined: false }).label).toBe('Desde');
    expect(priceDisplay({ ...base, profileEntered: true, arePricesDefined: true })).toMatchObject({
      label: null,
      text: '$23.490',
    });
  });
  it("guards: 'Precio Anual', UF, 'p/p'", () => {
    const guard = priceDisplay({
      amount: 1.5,
      currency: 'UF',
      profileEntered: false,
      arePricesDefined: false,
      isGuard: true,
    });
    expect(guard.text).toBe('Precio Anual UF 1,50 p/p');
    expect(guard.suffix).toBe('p/p');
  });
  it("annual personal accidents: 'Precio Anual' once exact, 'Desde' before", () => {
    const base = { amount: 30000, currency: 'CLP' as const, annual: true };
    expect(priceDisplay({ ...base, profileEntered: true, arePricesDefined: true }).text).toBe('Precio Anual $30.000');
    expect(priceDisplay({ ...base, profileEntered: false, arePricesDefined: true }).text).toBe('Desde $30.000');
  });
  it('applies to the API card price', () => {
    const price: CardPrice = {
      amount: 1.5,
      currency: 'UF',
      exact: true,
      suffix: 'p/p',
      label: 'Precio Anual',
      period: 'anual',
      amountClp: 58822,
      text: 'UF 1,50',
      minPrice: 1.5,
      unit: { code: 'UF' },
      arePricesDefined: true,
    };
    expect(cardPriceDisplay(price, false).text).toBe('Precio Anual UF 1,50 p/p');
    expect(
      cardPriceDisplay({ ...price, suffix: null, period: 'mensual', currency: 'CLP', amount: 10000 }, true).text,
    ).toBe('$10.000');
  });
});

describe('the editions’ amounts (issue 27, spec 02 §9)', () => {
  it('PEN with 2 decimals, COP with none, USD by code with its zone unit when the price is in USD', () => {
    const base = { profileEntered: true, arePricesDefined: true };
    expect(priceDisplay({ ...base, amount: 918, currency: 'PEN' }).text).toBe('S/ 918,00');
    expect(priceDisplay({ ...base, amount: 412345, currency: 'COP' }).text).toBe('$412.345');
    expect(priceDisplay({ ...base, amount: 980, currency: 'USD', annual: true, unitLabel: 'USD/USA' }).text).toBe(
      'Precio Anual USD 980,00/USA',
    );
    // A scope of another currency is not printed (the list asked for pesos).
    expect(priceDisplay({ ...base, amount: 931000, currency: 'CLP', unitLabel: 'USD/USA' }).text).toBe('$931.000');
  });
});
