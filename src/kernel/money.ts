/**
 * An exact amount with its unit (DESIGN.md, "Money is exact"): the amount is a decimal string ('12345',
 * '1.2345'), never a binary float, so it travels through events, ports and JSON without losing a peso or a
 * ten-thousandth of a UF. Sales, policies and their integration events share this one shape; how many
 * decimals each currency keeps and how an amount is shown are their modules' rules (sales' fees.ts,
 * pricing's formatMoney).
 */
export type MoneyCurrency = 'CLP' | 'UF' | 'USD' | 'PEN';

export interface Money {
  amount: string;
  currency: MoneyCurrency;
}
