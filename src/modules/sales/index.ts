/** Public face of the sales module (DESIGN.md): other modules import only from here. */
export { salesModule } from './module.js';
/** Event contracts: SaleCompleted, SaleRefunded and their value types (declared in contracts.ts). */
export type {
  SoldInsuredPerson,
  SaleCompleted,
  SaleRefunded,
  PeriodChargePaid,
  PeriodChargeFailed,
} from './contracts.js';
/** Container tokens, for the composition root and the seed (the sample products' purchase forms). */
export { SALES } from './tokens.js';
export type { SetProductForms } from './application/set-product-forms.js';
/** The monthly charging run of card subscriptions (issue 28), for the benchmark. */
export type { ChargeDuePeriods } from './application/charge-due-periods.js';
/** Bound to SALES.CustomerSales: Portal Personas' period payment links and withdrawal refunds (issue 29). */
export type { CustomerMonthlyCard, CustomerSales, PurchaseRefundOutcome } from './application/customer-sales.js';
/** The payment link of a billing period no card subscription covers (issue 28), for billing's reminders. */
export type { PeriodPaymentLinks } from './application/pay-period-link.js';
