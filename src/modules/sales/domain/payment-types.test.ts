import { describe, expect, it } from 'vitest';
import {
  BUYER_PAYMENT_TYPES,
  isBuyerPaymentType,
  needsCardToken,
  methodOf,
  PAYMENT_TYPES,
  PaymentRoutingError,
  PROVIDER_IDS,
  routePayment,
  saleTypeOf,
} from './payment-types.js';

describe('payment routing (spec 03 §4)', () => {
  it('card and t one-time go to kushki_ad, the default with numeric id 40', () => {
    expect(routePayment('tdc-one-time')).toBe('kushki_ad');
    expect(routePayment('t-one-time')).toBe('kushki_ad');
    expect(routePayment('tdd-one-time')).toBe('kushki_ad');
    expect(PROVIDER_IDS.kushki_ad).toBe(40);
  });
  it('transfer one-time goes to linkify; the non-automated transfer to manual transfer', () => {
    expect(routePayment('transfer-one-time')).toBe('linkify');
    expect(routePayment('transfer-one-time-non-automated')).toBe('transfer');
  });
  it('subscriptions go by card', () => {
    expect(routePayment('tdc-subscriptions')).toBe('kushki_ad');
    expect(routePayment('t-subscriptions', 'mercadopago')).toBe('mercadopago');
    expect(methodOf('t-subscriptions-one-click')).toBe('card');
  });
  it('no-payment-one-time has no provider', () => {
    expect(routePayment('no-payment-one-time')).toBeNull();
    expect(methodOf('no-payment-one-time')).toBe('none');
  });
  it('a requested provider is honoured when it takes the method, refused otherwise', () => {
    expect(routePayment('tdc-one-time', 'transbank')).toBe('transbank');
    expect(() => routePayment('tdc-one-time', 'linkify')).toThrow(PaymentRoutingError);
    expect(() => routePayment('transfer-one-time', 'transbank')).toThrow(/no acepta transferencias/);
    expect(() => routePayment('tdc-one-time', 'paypal')).toThrow(/no existe/);
  });
  it('configured aliases stand the sandbox in for real providers', () => {
    const aliases = { kushki_ad: 'sandbox', linkify: 'sandbox' } as const;
    expect(routePayment('tdc-one-time', null, aliases)).toBe('sandbox');
    expect(routePayment('transfer-one-time', null, aliases)).toBe('sandbox');
    expect(routePayment('tdc-one-time', 'mercadopago', aliases)).toBe('mercadopago');
  });
  it('a card payment needs a browser token unless its provider takes the card on its own page (Webpay)', () => {
    expect(needsCardToken('tdc-one-time', 'kushki_ad')).toBe(true);
    expect(needsCardToken('tdc-one-time', 'mercadopago')).toBe(true);
    expect(needsCardToken('tdc-one-time', 'sandbox')).toBe(true);
    expect(needsCardToken('tdc-one-time', 'transbank')).toBe(false);
    expect(needsCardToken('transfer-one-time', 'linkify')).toBe(false);
    expect(needsCardToken('no-payment-one-time', null)).toBe(false);
  });
  it('sale types and buyer payment types', () => {
    expect(saleTypeOf('tdc-one-time')).toBe('immediatePayment');
    expect(saleTypeOf('tdc-subscriptions')).toBe('subscriptionImmediatePayment');
    expect(PAYMENT_TYPES).toHaveLength(13);
    expect(isBuyerPaymentType('requestRefund')).toBe(false);
    expect(isBuyerPaymentType('tdc-one-time')).toBe(true);
    for (const type of BUYER_PAYMENT_TYPES) expect(PAYMENT_TYPES).toContain(type);
  });
});
