import { SubscriptionList } from './subscription-list';
import { SubscriptionShow } from './subscription-show';

/** Suscripciones (issue 28): automatic monthly card charges, by the payment permission strings of spec 03 §6. */
export const subscriptions = { list: SubscriptionList, show: SubscriptionShow };
