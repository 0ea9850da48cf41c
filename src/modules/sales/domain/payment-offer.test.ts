import { describe, expect, it } from 'vitest';
import { isFreePurchase, offeredPaymentTypes, paymentTypeProblem } from './payment-types.js';

describe('which payment types a purchase may use (issue 25 hole 1)', () => {
  const free = { paymentTypes: null, freeOfCharge: true };
  const onlyCard = { paymentTypes: ['tdc-one-time' as const, 'tdd-one-time' as const], freeOfCharge: false };

  it('a priced product refuses the purchase without payment, by default and when configured to offer it', () => {
    expect(paymentTypeProblem('no-payment-one-time', '12000', null)).toBe(
      'Este seguro tiene precio: elige un medio de pago para contratarlo.',
    );
    const offersIt = { paymentTypes: ['no-payment-one-time' as const, 'tdc-one-time' as const], freeOfCharge: false };
    expect(paymentTypeProblem('no-payment-one-time', '12000', offersIt)).not.toBeNull();
    expect(paymentTypeProblem('tdc-one-time', '12000', null)).toBeNull();
    expect(paymentTypeProblem('transfer-one-time', '12000', null)).toBeNull();
  });

  it('a price of 0 or a product free of charge completes only without payment', () => {
    expect(isFreePurchase('0', null)).toBe(true);
    expect(isFreePurchase('0.0000', null)).toBe(true);
    expect(isFreePurchase('12000', free)).toBe(true);
    expect(isFreePurchase('12000', { paymentTypes: null, freeOfCharge: false })).toBe(false);
    expect(paymentTypeProblem('no-payment-one-time', '0', null)).toBeNull();
    expect(paymentTypeProblem('no-payment-one-time', '12000', free)).toBeNull();
    expect(paymentTypeProblem('tdc-one-time', '12000', free)).toBe(
      'Este seguro no tiene costo: confírmalo sin medio de pago.',
    );
    expect(offeredPaymentTypes('0', null)).toEqual(['no-payment-one-time']);
  });

  it('refuses made-up types, back-office operations and types the product does not offer', () => {
    expect(paymentTypeProblem('gratis', '12000', null)).toBe('El tipo de pago gratis no existe.');
    expect(paymentTypeProblem('requestRefund', '12000', null)).toBe('El tipo de pago requestRefund no existe.');
    expect(paymentTypeProblem('transfer-one-time', '12000', onlyCard)).toBe(
      'Este seguro no se puede pagar con el tipo de pago transfer-one-time.',
    );
    expect(paymentTypeProblem('tdc-one-time', '12000', onlyCard)).toBeNull();
    expect(offeredPaymentTypes('12000', onlyCard)).toEqual(['tdc-one-time', 'tdd-one-time']);
  });
});
