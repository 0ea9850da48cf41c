import { SUBSCRIPTION_STATES } from '@domain/sales/domain/subscriptions';

/**
 * Choices for the subscription codes the Suscripciones screens show: names are catalogue keys
 * (resources.subscriptions.<group>.<code> in i18n-es.ts), so a screen never shows a raw code.
 */
export const subscriptionStatusChoices = SUBSCRIPTION_STATES.map((id) => ({
  id,
  name: `resources.subscriptions.statuses.${id}`,
}));

/** History actions written by the server (sales' subscription repository and the staff actions). */
export const HISTORY_ACTIONS = [
  'enrolled',
  'card-replaced',
  'charge-answer',
  'charge-day-changed',
  'pause',
  'resume',
  'cancel',
] as const;

export const historyActionChoices = HISTORY_ACTIONS.map((id) => ({
  id,
  name: `resources.subscriptions.historyActions.${id}`,
}));
