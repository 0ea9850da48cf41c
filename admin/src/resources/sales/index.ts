import { SaleList } from './sale-list';
import { SaleShow } from './sale-show';

/** Ventas (spec 03 §4, §6): list, show and refund, by the payment permission strings. */
export const sales = { list: SaleList, show: SaleShow };
