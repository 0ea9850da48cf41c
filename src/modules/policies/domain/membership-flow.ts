import type { MembershipStatus } from './statuses.js';

/**
 * Policy-employee flows (spec 03 §4, transitions designed here since the spec does not show them):
 * an activation waits in PROCESS_ACTIVATION until accepted (ACTIVE) or declined (DECLINE); an ACTIVE
 * insured may start a cancellation (PROCESS_CANCELLATION), which is accepted (CANCELED) or declined
 * (back to ACTIVE). Each action has its permission string of spec 03 §6.
 */
export const MEMBERSHIP_ACTIONS = {
  'accept-activation': {
    from: 'PROCESS_ACTIVATION',
    to: 'ACTIVE',
    permission: 'policy-employee:process-activation-accept',
    label: 'Aceptar alta',
  },
  'decline-activation': {
    from: 'PROCESS_ACTIVATION',
    to: 'DECLINE',
    permission: 'policy-employee:process-activation-decline',
    label: 'Rechazar alta',
  },
  'start-cancellation': {
    from: 'ACTIVE',
    to: 'PROCESS_CANCELLATION',
    permission: 'policy-employee:active-process-cancellation',
    label: 'Iniciar baja',
  },
  'accept-cancellation': {
    from: 'PROCESS_CANCELLATION',
    to: 'CANCELED',
    permission: 'policy-employee:process-cancellation-accept',
    label: 'Aceptar baja',
  },
  'decline-cancellation': {
    from: 'PROCESS_CANCELLATION',
    to: 'ACTIVE',
    permission: 'policy-employee:process-cancellation-decline',
    label: 'Rechazar baja',
  },
} as const satisfies Record<
  string,
  { from: MembershipStatus; to: MembershipStatus; permission: string; label: string }
>;

export type MembershipAction = keyof typeof MEMBERSHIP_ACTIONS;
export const MEMBERSHIP_ACTION_NAMES = Object.keys(MEMBERSHIP_ACTIONS) as MembershipAction[];

/** The status after the action, or null when the action does not apply to the current status. */
export function membershipTransition(current: MembershipStatus, action: MembershipAction): MembershipStatus | null {
  const rule = MEMBERSHIP_ACTIONS[action];
  return current === rule.from ? rule.to : null;
}

/** Actions offered for an insured in this status (the back-office shows them as buttons). */
export function actionsFor(current: MembershipStatus): MembershipAction[] {
  return MEMBERSHIP_ACTION_NAMES.filter((action) => MEMBERSHIP_ACTIONS[action].from === current);
}

/** Policy transitions: which statuses a policy may move to from each one. */
const POLICY_TRANSITIONS: Record<MembershipStatus, MembershipStatus[]> = {
  PENDING: ['PROCESS_ACTIVATION', 'ACTIVE', 'DECLINE'],
  PROCESS_ACTIVATION: ['ACTIVE', 'DECLINE'],
  ACTIVE: ['PROCESS_CANCELLATION', 'CANCELED'],
  PROCESS_CANCELLATION: ['CANCELED', 'ACTIVE'],
  CANCELED: [],
  DECLINE: [],
};

export function canMovePolicy(from: MembershipStatus, to: MembershipStatus): boolean {
  return POLICY_TRANSITIONS[from].includes(to);
}
