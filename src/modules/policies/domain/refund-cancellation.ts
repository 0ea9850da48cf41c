import type { PolicyStatus } from './statuses.js';

/** Why a policy and its insured people were cancelled by a refund (history and exclusion reason). */
export const REFUND_CANCELLATION_REASON = 'Devolución del pago de la compra en línea';

/**
 * A refunded online sale ends its policy (issue 25 hole 3): whatever stage it is in — issued (ACTIVE), still
 * being activated (PENDING, PROCESS_ACTIVATION) or on its way out (PROCESS_CANCELLATION) — it becomes CANCELED
 * from the refund day, with its insured people. A policy that already ended (CANCELED, DECLINE) stays as it is
 * (null: nothing to do). Unlike a staff move (membership-flow.ts canMovePolicy), no stage refuses it: the buyer
 * already has the money back.
 */
export function statusAfterRefund(current: PolicyStatus): 'CANCELED' | null {
  return current === 'CANCELED' || current === 'DECLINE' ? null : 'CANCELED';
}

/** The insured people a refund cancels: every membership still covered or on its way in or out. */
export function membershipCancelledByRefund(current: PolicyStatus): boolean {
  return statusAfterRefund(current) !== null;
}
