import { CustomerList } from './customer-list';
import { CustomerShow } from './customer-show';

/** Portal Personas customers: policies, payments, saved searches and alerts sent (customer:read / customer:update). */
export const customers = { list: CustomerList, show: CustomerShow };
