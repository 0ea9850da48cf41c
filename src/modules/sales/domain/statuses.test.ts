import { describe, expect, it } from 'vitest';
import {
  applyProviderStatus,
  canPayment,
  canSale,
  InvalidTransitionError,
  isFinalPayment,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  SALE_STATUSES,
  SALE_TRANSITIONS,
  saleStatusAfterRefund,
  SUBSCRIPTION_STATUSES,
  transitionForm,
  transitionPayment,
  transitionSale,
  transitionSubscription,
} from './statuses.js';

describe('sale and payment state machine (spec 03 §4)', () => {
  it('lists exactly the statuses of the spec', () => {
    expect([...SALE_STATUSES].sort()).toEqual(
      [
        'OK',
        'FAIL',
        'PENDING',
        'SUBS_CANCELLED_SUCCESS_PAYMENT',
        'SUBS_CANCELLED_WITHOUT_PAYMENT',
        'PENDING_CANCELLATION',
        'OVERDUE',
        'CANCELLATION_REQUEST',
      ].sort(),
    );
    expect([...PAYMENT_STATUSES].sort()).toEqual(
      ['OK', 'FAIL', 'REFUND', 'REQUEST_REFUND', 'VOID', 'DECLINED', 'PENDING'].sort(),
    );
    expect([...SUBSCRIPTION_STATUSES].sort()).toEqual(['DECLINED', 'PENDING', 'SUCCESS']);
  });

  // Every pair: allowed exactly when the table says so; a refused one throws NOT_EDITABLE.
  for (const from of SALE_STATUSES) {
    for (const to of SALE_STATUSES) {
      // The branch picks which test to declare; each declared test asserts unconditionally.
      if (SALE_TRANSITIONS[from].includes(to))
        it(`sale ${from} -> ${to} is allowed`, () => expect(transitionSale(from, to)).toBe(to));
      else
        it(`sale ${from} -> ${to} is refused`, () =>
          expect(() => transitionSale(from, to)).toThrow(InvalidTransitionError));
    }
  }
  for (const from of PAYMENT_STATUSES) {
    for (const to of PAYMENT_STATUSES) {
      if (PAYMENT_TRANSITIONS[from].includes(to))
        it(`payment ${from} -> ${to} is allowed`, () => expect(transitionPayment(from, to)).toBe(to));
      else
        it(`payment ${from} -> ${to} is refused`, () =>
          expect(() => transitionPayment(from, to)).toThrow(/No se puede pasar el pago/));
    }
  }

  it('key transitions: a paid payment is never declined afterwards, a refund needs a request', () => {
    expect(canPayment('OK', 'DECLINED')).toBe(false);
    expect(canPayment('OK', 'REFUND')).toBe(false);
    expect(canPayment('OK', 'REQUEST_REFUND')).toBe(true);
    expect(canPayment('REQUEST_REFUND', 'REFUND')).toBe(true);
    expect(canSale('PENDING', 'OK')).toBe(true);
    expect(canSale('OK', 'PENDING')).toBe(false);
    expect(canSale('FAIL', 'OK')).toBe(false);
  });

  it('the refused transition error carries the NOT_EDITABLE code and a Spanish message', () => {
    const attempt = () => transitionSale('FAIL', 'OK');
    expect(attempt).toThrow(InvalidTransitionError);
    expect(attempt).toThrow(
      expect.objectContaining({ code: 'NOT_EDITABLE', message: 'No se puede pasar la venta de FAIL a OK.' }),
    );
  });

  it('subscriptions and forms', () => {
    expect(transitionSubscription('PENDING', 'SUCCESS')).toBe('SUCCESS');
    expect(() => transitionSubscription('DECLINED', 'SUCCESS')).toThrow(InvalidTransitionError);
    expect(transitionForm('PENDING', 'COMPLETED')).toBe('COMPLETED');
    expect(transitionForm('COMPLETED', 'COMPLETED')).toBe('COMPLETED');
    expect(() => transitionForm('COMPLETED', 'PENDING')).toThrow(InvalidTransitionError);
  });

  it('final payment statuses', () => {
    expect(PAYMENT_STATUSES.filter(isFinalPayment).sort()).toEqual(['DECLINED', 'FAIL', 'REFUND', 'VOID']);
  });

  it('provider reports apply only forward: repeated or late messages change nothing', () => {
    expect(applyProviderStatus('PENDING', 'OK')).toBe('OK');
    expect(applyProviderStatus('OK', 'OK')).toBe('OK');
    // A late 'pending' after the approval, or a 'declined' after it: ignored.
    expect(applyProviderStatus('OK', 'PENDING')).toBe('OK');
    expect(applyProviderStatus('OK', 'DECLINED')).toBe('OK');
    expect(applyProviderStatus('DECLINED', 'OK')).toBe('DECLINED');
    // Whatever order two messages arrive in, the end state is the same.
    const reports = ['PENDING', 'OK'] as const;
    const forward = reports.reduce<(typeof PAYMENT_STATUSES)[number]>((s, r) => applyProviderStatus(s, r), 'PENDING');
    const backward = [...reports]
      .reverse()
      .reduce<(typeof PAYMENT_STATUSES)[number]>((s, r) => applyProviderStatus(s, r), 'PENDING');
    expect(forward).toBe(backward);
  });
});

describe('saleStatusAfterRefund (issue 25 hole 3)', () => {
  it('ends a paid sale cancelled without payment, and leaves an open or closed one alone', () => {
    expect(Object.fromEntries(SALE_STATUSES.map((s) => [s, saleStatusAfterRefund(s)]))).toEqual({
      PENDING: null,
      OK: 'SUBS_CANCELLED_WITHOUT_PAYMENT',
      FAIL: null,
      SUBS_CANCELLED_SUCCESS_PAYMENT: null,
      SUBS_CANCELLED_WITHOUT_PAYMENT: null,
      PENDING_CANCELLATION: 'SUBS_CANCELLED_WITHOUT_PAYMENT',
      OVERDUE: 'SUBS_CANCELLED_WITHOUT_PAYMENT',
      CANCELLATION_REQUEST: 'SUBS_CANCELLED_WITHOUT_PAYMENT',
    });
  });

  it('every answer is an allowed transition', () => {
    const moves = SALE_STATUSES.flatMap((status) => {
      const next = saleStatusAfterRefund(status);
      return next ? [{ status, next }] : [];
    });
    expect(moves.length).toBeGreaterThan(0);
    for (const { status, next } of moves) expect(canSale(status, next), `${status} -> ${next}`).toBe(true);
  });
});
