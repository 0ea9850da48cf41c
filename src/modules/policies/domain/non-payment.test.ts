import { describe, expect, it } from 'vitest';
import { POLICY_STATUSES } from './statuses.js';
import {
  inArrears,
  NON_PAYMENT_ACTION,
  NON_PAYMENT_CLEARED_ACTION,
  onPeriodLate,
  onPeriodSettled,
} from './non-payment.js';
import { historyActionLabel } from './policy-history.js';

describe('non-payment rules of a policy (issue 28)', () => {
  it('records a late period for every status but the ended ones, never changing the status', () => {
    const outcomes = Object.fromEntries(
      POLICY_STATUSES.map((policyStatus) => [
        policyStatus,
        onPeriodLate({ policyStatus, alreadyRecorded: false, openLatePeriodsBefore: 0 }).record,
      ]),
    );
    expect(outcomes).toEqual({
      ACTIVE: true,
      CANCELED: false,
      PENDING: true,
      PROCESS_ACTIVATION: true,
      PROCESS_CANCELLATION: true,
      DECLINE: false,
    });
  });

  it('marks the first late period as the start of the arrears, and a repeated one not at all', () => {
    expect(onPeriodLate({ policyStatus: 'ACTIVE', alreadyRecorded: false, openLatePeriodsBefore: 0 })).toEqual({
      record: true,
      history: { action: NON_PAYMENT_ACTION, firstInArrears: true },
    });
    expect(onPeriodLate({ policyStatus: 'ACTIVE', alreadyRecorded: false, openLatePeriodsBefore: 2 })).toEqual({
      record: true,
      history: { action: NON_PAYMENT_ACTION, firstInArrears: false },
    });
    expect(onPeriodLate({ policyStatus: 'ACTIVE', alreadyRecorded: true, openLatePeriodsBefore: 1 })).toEqual({
      record: false,
    });
  });

  it('clears a late period once paid; the arrears end with the last one', () => {
    expect(onPeriodSettled({ wasLate: false, openLatePeriodsAfter: 0 })).toEqual({ clear: false });
    expect(onPeriodSettled({ wasLate: true, openLatePeriodsAfter: 1 })).toEqual({
      clear: true,
      history: { action: NON_PAYMENT_CLEARED_ACTION, arrearsEnded: false },
    });
    expect(onPeriodSettled({ wasLate: true, openLatePeriodsAfter: 0 })).toEqual({
      clear: true,
      history: { action: NON_PAYMENT_CLEARED_ACTION, arrearsEnded: true },
    });
    expect([0, 1, 3].map(inArrears)).toEqual([false, true, true]);
  });

  it('names both history actions in Spanish', () => {
    expect(historyActionLabel(NON_PAYMENT_ACTION)).toBe('Cuota impaga: pago automático rechazado');
    expect(historyActionLabel(NON_PAYMENT_CLEARED_ACTION)).toBe('Cuota atrasada pagada');
  });
});
