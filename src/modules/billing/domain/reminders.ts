import { daysBetween } from './dates.js';
import type { StoredPaymentStatus } from './payment-status.js';

/**
 * Arrears reminders (spec 03 §4: "arrears keyed by count 0 first, 4 second, 8 third").
 *
 * The count is the number of whole days a period has been in arrears: the first day after its due date is
 * count 0, the next count 1, and so on (count = today − due date − 1, Chilean calendar days). A period that
 * is unpaid (PENDING or PARTIAL) gets the first reminder from count 0, the second from count 4 and the third
 * from count 8. Each (period, count) is sent at most once. When the job did not run for days, only the latest
 * stage that is due is sent: a late run at count 9 sends the third reminder, not all three; a stage is never
 * sent after a later one.
 */
export const ARREARS_REMINDER_COUNTS = [0, 4, 8] as const;
export type ArrearsReminderCount = (typeof ARREARS_REMINDER_COUNTS)[number];
export const ARREARS_REMINDER_LABELS: Readonly<Record<ArrearsReminderCount, string>> = {
  0: 'Primer aviso',
  4: 'Segundo aviso',
  8: 'Tercer aviso',
};

/** Days in arrears on `today`; negative while not yet in arrears (the due date itself is −1). */
export const arrearsCount = (dueDate: string, today: string): number => daysBetween(dueDate, today) - 1;

export function dueArrearsReminder(input: {
  status: StoredPaymentStatus;
  dueDate: string;
  today: string;
  alreadySent: readonly number[];
}): ArrearsReminderCount | null {
  if (input.status !== 'PENDING' && input.status !== 'PARTIAL') return null;
  const count = arrearsCount(input.dueDate, input.today);
  const reached = ARREARS_REMINDER_COUNTS.filter((stage) => stage <= count);
  const latest = reached[reached.length - 1];
  if (latest === undefined) return null;
  if (input.alreadySent.some((sent) => sent >= latest)) return null;
  return latest;
}

/** The e-mail of an arrears reminder (Spanish, es-CL). */
export function arrearsReminderEmail(facts: {
  count: ArrearsReminderCount;
  policyNumber: string;
  organizationName: string | null;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  balance: string;
  /** The period's payment link (an online sale's period no card subscription charges), when it has one. */
  paymentUrl?: string | null;
}): { subject: string; text: string } {
  const stage = ARREARS_REMINDER_LABELS[facts.count];
  const who = facts.organizationName ? ` de ${facts.organizationName}` : '';
  return {
    subject: `${stage}: pago pendiente de la póliza ${facts.policyNumber}`,
    text: [
      `Estimado cliente${who}:`,
      '',
      `El período ${facts.periodStart} al ${facts.periodEnd} de la póliza ${facts.policyNumber} venció el ${facts.dueDate} y tiene un saldo pendiente de ${facts.balance}.`,
      'Si ya realizó el pago, ignore este mensaje. Si no, le pedimos regularizarlo a la brevedad para mantener la cobertura.',
      ...(facts.paymentUrl
        ? ['', `Puede pagar esta cuota con tarjeta, Webpay o transferencia aquí: ${facts.paymentUrl}`]
        : []),
      '',
      'Equipo de cobranza',
    ].join('\n'),
  };
}
