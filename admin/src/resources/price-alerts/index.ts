import { PriceAlertList } from './price-alert-list';
import { PriceAlertShow } from './price-alert-show';

/** Price alerts decided and sent to customers (saved-search:read). */
export const priceAlerts = { list: PriceAlertList, show: PriceAlertShow };
