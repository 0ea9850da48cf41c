import { formatDateCl } from '../../policies/domain/dates.js';
import { formatMoney } from '../../pricing/domain/money.js';

/**
 * A refunded online sale (issue 25 hole 3): the provider gave the buyer's money back and policies cancelled the
 * policy from the refund day. Billing then
 * - reverses the refunded payment (kept for the record, no longer counted as paid);
 * - voids every period not yet due on the refund day (its due date is that day or later): nothing is owed for it;
 * - sends no arrears reminder for the policy any more (periods already due stay as they are for staff to see).
 */
export function voidedByRefund(period: { dueDate: string }, refundedAt: string | null | undefined): boolean {
  return !!refundedAt && period.dueDate >= refundedAt;
}

/** The e-mail that tells the buyer the refund went through and nothing more will be charged. */
export function refundNoticeEmail(input: {
  policyNumber: string;
  refundDate: string;
  amount: { amount: string; currency: string };
  /** The company's contact address, null while it is not set (the text then points to the Contacto page). */
  contactEmail: string | null;
}): { subject: string; text: string } {
  const amount = formatMoney(Number(input.amount.amount), input.amount.currency);
  const day = formatDateCl(input.refundDate);
  return {
    subject: `Devolución de tu pago: póliza ${input.policyNumber} cancelada`,
    text: [
      'Hola,',
      '',
      `Devolvimos ${amount} al medio de pago que usaste en tu compra.`,
      `Tu póliza N° ${input.policyNumber} quedó cancelada desde el ${day}: desde esa fecha no tienes cobertura.`,
      'No te cobraremos más cuotas ni te enviaremos avisos de pago por esta póliza.',
      '',
      'El abono puede tardar algunos días hábiles en verse en tu cartola, según tu banco.',
      input.contactEmail
        ? `Si tienes dudas, escríbenos a ${input.contactEmail}.`
        : 'Si tienes dudas, escríbenos desde la página de Contacto del sitio.',
    ].join('\n'),
  };
}
