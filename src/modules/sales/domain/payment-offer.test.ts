import { describe, expect, it } from 'vitest';
import { isFreePurchase, offeredPaymentTypes, offersMonthlyCard, paymentTypeProblem } from './payment-types.js';

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

describe('"Pago automático mensual con tarjeta" (issue 28)', () => {
  const monthly = { periodicityMonths: 1, vaultAvailable: true };
  const yearly = { periodicityMonths: 12, vaultAvailable: true };
  const noVault = { periodicityMonths: 1, vaultAvailable: false };

  it('is offered for a product paid monthly when a provider keeps cards', () => {
    expect(offersMonthlyCard('12000', null, monthly)).toBe(true);
    expect(offeredPaymentTypes('12000', null, monthly)).toEqual(
      expect.arrayContaining(['t-subscriptions', 'tdc-subscriptions', 'tdd-subscriptions', 'tdc-one-time']),
    );
    expect(paymentTypeProblem('t-subscriptions', '12000', null, monthly)).toBeNull();
  });

  it('is neither offered nor accepted for a product paid yearly, without a vault, or without the context', () => {
    expect(offersMonthlyCard('12000', null, yearly)).toBe(false);
    expect(offersMonthlyCard('12000', null, noVault)).toBe(false);
    expect(offeredPaymentTypes('12000', null)).not.toContain('t-subscriptions');
    expect(offeredPaymentTypes('12000', null, yearly)).toContain('tdc-one-time');
    expect(paymentTypeProblem('t-subscriptions', '12000', null, yearly)).toBe(
      'Este seguro no se paga mensualmente: el pago automático mensual con tarjeta no está disponible.',
    );
    expect(paymentTypeProblem('tdc-subscriptions', '12000', null, null)).toBe(
      'Este seguro no se paga mensualmente: el pago automático mensual con tarjeta no está disponible.',
    );
    expect(paymentTypeProblem('t-subscriptions', '12000', null, noVault)).toBe(
      'El pago automático mensual con tarjeta no está disponible en este momento.',
    );
  });

  it('follows the product configuration and free purchases', () => {
    const onlyCard = { paymentTypes: ['tdc-one-time' as const], freeOfCharge: false };
    expect(offersMonthlyCard('12000', onlyCard, monthly)).toBe(false);
    expect(paymentTypeProblem('t-subscriptions', '12000', onlyCard, monthly)).toBe(
      'Este seguro no se puede pagar con el tipo de pago t-subscriptions.',
    );
    expect(offersMonthlyCard('0', null, monthly)).toBe(false);
    expect(paymentTypeProblem('t-subscriptions', '0', null, monthly)).toBe(
      'Este seguro no tiene costo: confírmalo sin medio de pago.',
    );
    // The one-click type is a back-office operation, never chosen by the buyer.
    expect(paymentTypeProblem('t-subscriptions-one-click', '12000', null, monthly)).toBe(
      'El tipo de pago t-subscriptions-one-click no existe.',
    );
  });
});
