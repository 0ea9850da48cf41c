/**
 * The policies module's rules for non-payment (issue 28): what a policy does when billing marks one of its
 * periods LATE (the automatic card charge declined on every retry, spec 03 §4 billing status LATE) and when such a
 * period is paid after all.
 *
 * Chilean law (Código de Comercio art. 528) ends an insurance for unpaid premium only when the insurer's notice
 * is sent and 15 days pass after it; the spec shows no automatic transition for it (spec 03 §4 "transition rules:
 * not shown"). So a late period never changes the policy's status here: the policy is "en mora" (in arrears)
 * while it has an unpaid late period, each late period and the end of the arrears are written in the policy's
 * history, and staff decide a cancellation with the existing status actions.
 */
import type { PolicyStatus } from './statuses.js';

/** Policy statuses in which non-payment no longer matters (nothing more is owed for coverage). */
const ENDED: readonly PolicyStatus[] = ['CANCELED', 'DECLINE'];

export const NON_PAYMENT_ACTOR_NAME = 'Cobranza (pago automático)';

/** The history actions these rules write (labels in policy-history.ts). */
export const NON_PAYMENT_ACTION = 'non-payment';
export const NON_PAYMENT_CLEARED_ACTION = 'non-payment-cleared';

/**
 * A period of the policy went LATE. `alreadyRecorded`: this period's lateness was seen before (the event
 * delivered again under another id). Answers whether to record it and the history to write.
 */
export function onPeriodLate(input: {
  policyStatus: PolicyStatus;
  alreadyRecorded: boolean;
  openLatePeriodsBefore: number;
}): { record: false } | { record: true; history: { action: string; firstInArrears: boolean } } {
  if (input.alreadyRecorded || ENDED.includes(input.policyStatus)) return { record: false };
  return { record: true, history: { action: NON_PAYMENT_ACTION, firstInArrears: input.openLatePeriodsBefore === 0 } };
}

/**
 * A period was settled (PAID). `wasLate`: the policy had it recorded as late and unpaid. The arrears end when
 * no other late period is left unpaid.
 */
export function onPeriodSettled(input: {
  wasLate: boolean;
  openLatePeriodsAfter: number;
}): { clear: false } | { clear: true; history: { action: string; arrearsEnded: boolean } } {
  if (!input.wasLate) return { clear: false };
  return {
    clear: true,
    history: { action: NON_PAYMENT_CLEARED_ACTION, arrearsEnded: input.openLatePeriodsAfter === 0 },
  };
}

/** Whether the policy is "en mora": at least one late period still unpaid. */
export const inArrears = (openLatePeriods: number): boolean => openLatePeriods > 0;
