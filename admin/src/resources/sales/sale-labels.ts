import { PAYMENT_TYPES } from '@domain/sales/domain/payment-types';
import { FORM_STATUSES, PAYMENT_STATUSES, SALE_STATUSES } from '@domain/sales/domain/statuses';

/**
 * Choices for the codes the sales screens show (sale and payment statuses, payment types, step statuses):
 * the name is a catalogue key (resources.sales.<group>.<code> in i18n-es.ts) that react-admin's SelectField
 * and SelectInput translate, so a screen never shows the raw code.
 */
const choicesOf = (group: string, codes: readonly string[]) =>
  codes.map((id) => ({ id, name: `resources.sales.${group}.${id}` }));

export const saleStatusChoices = choicesOf('statuses', SALE_STATUSES);
export const paymentStatusChoices = choicesOf('paymentStatuses', PAYMENT_STATUSES);
export const paymentTypeChoices = choicesOf('paymentTypes', PAYMENT_TYPES);
export const stepStatusChoices = choicesOf('stepStatuses', FORM_STATUSES);
