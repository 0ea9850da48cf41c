/**
 * What back-office staff may do with a card subscription (issue 28, spec 03 §6 payment permissions): pause it,
 * resume it, move its charge date (the spec's `changeDate` payment type) and cancel it. Pure rules, shared by
 * the API (which enforces them) and the back-office (which only hides what would be refused).
 */
import { isIsoDate } from '../../billing/domain/dates.js';
import { canMoveSubscription, type SubscriptionState } from './subscriptions.js';

export const STAFF_SUBSCRIPTION_ACTIONS = ['pause', 'resume', 'change-date', 'cancel'] as const;
export type StaffSubscriptionAction = (typeof STAFF_SUBSCRIPTION_ACTIONS)[number];

/** The state a status action leads to (change-date keeps the state). */
export const STAFF_ACTION_TARGET: Readonly<Record<Exclude<StaffSubscriptionAction, 'change-date'>, SubscriptionState>> =
  {
    pause: 'PAUSED',
    // A resumed subscription charges again; the next charge's answer tells whether the card still works.
    resume: 'SUCCESS',
    cancel: 'CANCELED',
  };

/** Why `action` is refused for a subscription in `status` (Spanish, for a 409), or null when it is allowed. */
export function staffActionRefusal(action: StaffSubscriptionAction, status: SubscriptionState): string | null {
  if (status === 'CANCELED') return 'El pago automático está cancelado: no admite más cambios.';
  switch (action) {
    case 'pause':
      if (status === 'PAUSED') return 'El pago automático ya está pausado.';
      return canMoveSubscription(status, 'PAUSED')
        ? null
        : 'Solo se puede pausar un pago automático cuyo primer cobro ya fue respondido.';
    case 'resume':
      return status === 'PAUSED' ? null : 'Solo se puede reanudar un pago automático pausado.';
    case 'cancel':
    case 'change-date':
      return null;
  }
}

/** The actions offered for a subscription in `status` (the back-office shows only these buttons). */
export const staffActionsFor = (status: SubscriptionState): StaffSubscriptionAction[] =>
  STAFF_SUBSCRIPTION_ACTIONS.filter((action) => staffActionRefusal(action, status) === null);

/**
 * The charge day staff set by picking the next charge's date. The date must be real, not before today (a charge
 * date in the past would leave the period outside the run's retry window, i.e. never charged), and in the month
 * of the next period's billing date: every later period is then charged on that day of its own billing month
 * (chargeDateOf), so a day never moves a period into another month.
 */
export function chargeDayFromDate(input: {
  date: string;
  today: string;
  nextBillingDate: string | null;
}): { chargeDay: number } | { error: string } {
  if (!isIsoDate(input.date)) return { error: 'Fecha inválida: usa una fecha real con el formato AAAA-MM-DD.' };
  if (input.date < input.today) return { error: 'La nueva fecha de cobro no puede ser anterior a hoy.' };
  if (input.nextBillingDate && input.date.slice(0, 7) !== input.nextBillingDate.slice(0, 7)) {
    const [year, month] = input.nextBillingDate.split('-');
    return { error: `La nueva fecha de cobro debe estar en el mes de la próxima cuota (${month}/${year}).` };
  }
  return { chargeDay: Number(input.date.slice(8, 10)) };
}
