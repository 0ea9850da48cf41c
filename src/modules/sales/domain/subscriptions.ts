/**
 * Automatic monthly card charges (PAT, issue 28): the subscription's states and the rules of its charges.
 *
 * States: spec 03 §4 names PENDING, SUCCESS and DECLINED for a subscription; PAUSED and CANCELED are the
 * staff's own states (spec 03 §6 payment permissions). PENDING: the card is enrolled, its first charge not
 * answered yet. SUCCESS: the last charge went through. DECLINED: a period ran out of retries (the buyer must
 * update the card; a new card brings it back to SUCCESS on its next charge). CANCELED is final.
 */
import { addDays, addMonths, daysBetween } from '../../billing/domain/dates.js';

export const SUBSCRIPTION_STATES = ['PENDING', 'SUCCESS', 'DECLINED', 'PAUSED', 'CANCELED'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const SUBSCRIPTION_STATE_LABELS: Readonly<Record<SubscriptionState, string>> = {
  PENDING: 'Pendiente',
  SUCCESS: 'Al día',
  DECLINED: 'Rechazada',
  PAUSED: 'Pausada',
  CANCELED: 'Cancelada',
};

const TRANSITIONS: Readonly<Record<SubscriptionState, readonly SubscriptionState[]>> = {
  PENDING: ['SUCCESS', 'DECLINED', 'CANCELED'],
  SUCCESS: ['DECLINED', 'PAUSED', 'CANCELED'],
  DECLINED: ['SUCCESS', 'PAUSED', 'CANCELED'],
  PAUSED: ['SUCCESS', 'CANCELED'],
  CANCELED: [],
};

export function canMoveSubscription(from: SubscriptionState, to: SubscriptionState): boolean {
  return from === to || TRANSITIONS[from].includes(to);
}

/** The states in which the monthly run charges the subscription's periods. */
export const isCharging = (state: SubscriptionState): boolean =>
  state === 'SUCCESS' || state === 'DECLINED' || state === 'PENDING';

/**
 * Retries of a declined period (spec 03 §4, "arrears keyed by count 0 first, 4 second, 8 third"): the
 * period is charged on its charge date (day 0) and, while declined, again on days 4 and 8 after it. Each
 * declined attempt sends the buyer one e-mail; after the day-8 attempt the period is LATE.
 */
export const RETRY_DAYS = [0, 4, 8] as const;
export const MAX_ATTEMPTS = RETRY_DAYS.length;
/** A period whose charge date passed longer ago than this is never charged without a person's decision. */
export const CATCH_UP_WINDOW_DAYS: number = RETRY_DAYS[2];

/** The date of attempt `attempt` (1-based) of a period charged from `chargeDate`. */
export function attemptDate(chargeDate: string, attempt: number): string {
  const offset = RETRY_DAYS[attempt - 1];
  if (offset === undefined) throw new RangeError(`attempt ${attempt} out of 1..${MAX_ATTEMPTS}`);
  return addDays(chargeDate, offset);
}

/**
 * What the run does with a period on `today`: the attempt it makes (1-based), or why not. `attemptsMade`
 * counts the attempts already answered; a period whose last answered attempt is due later waits, and a
 * period older than the catch-up window (Redis down for days) is left to staff.
 */
export function dueAttempt(input: {
  chargeDate: string;
  attemptsMade: number;
  today: string;
}): { attempt: number } | { wait: 'not-yet' | 'exhausted' | 'stale' } {
  if (input.attemptsMade >= MAX_ATTEMPTS) return { wait: 'exhausted' };
  if (daysBetween(input.chargeDate, input.today) > CATCH_UP_WINDOW_DAYS) return { wait: 'stale' };
  const next = input.attemptsMade + 1;
  return attemptDate(input.chargeDate, next) <= input.today ? { attempt: next } : { wait: 'not-yet' };
}

/**
 * The billing dates whose periods a run on `today` may have to charge: a charge day moved by staff stays within
 * the billing month, so a month either side of the catch-up window covers every case.
 */
export function candidateWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -(CATCH_UP_WINDOW_DAYS + 31)), to: addDays(today, 31) };
}

/** The key the provider sees for one attempt at one period: a replay of it charges nothing new. */
export const chargeIdempotencyKey = (periodId: number, attempt: number): string =>
  `period-${periodId}-attempt-${attempt}`;

/**
 * The charge date of a period: its billing date, or — once staff changed the charge day (the spec's
 * `changeDate`) — that day of the billing date's month (the month's last day when it has fewer days).
 */
export function chargeDateOf(billingDate: string, chargeDay: number | null): string {
  if (chargeDay === null) return billingDate;
  const [year, month] = billingDate.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Math.max(1, chargeDay), last);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Pesos to charge for a period: CLP as is; UF at the UF of the Chilean day, rounded to the peso. */
export function chargeClp(amount: string, currency: string, ufValue: string | null): number | null {
  if (currency === 'CLP') return Math.round(Number(amount));
  if (currency !== 'UF' || ufValue === null) return null;
  // Exact to the peso: UF amounts have at most 4 decimals and the UF value 2, so scaled integers are exact.
  const scaledAmount = BigInt(Math.round(Number(amount) * 10_000));
  const scaledUf = BigInt(Math.round(Number(ufValue) * 100));
  const product = scaledAmount * scaledUf; // × 10^6
  return Number((product + 500_000n) / 1_000_000n);
}

/** The e-mail telling the buyer a monthly charge was declined (es-CL). */
export function declinedChargeEmail(facts: {
  productName: string;
  periodSeq: number;
  amountClp: string;
  attempt: number;
  advice: string;
  cardLast4: string | null;
  updateCardUrl: string;
  nextAttemptOn: string | null;
}): { subject: string; text: string } {
  const card = facts.cardLast4 ? ` terminada en ${facts.cardLast4}` : '';
  return {
    subject: `No pudimos cobrar tu seguro ${facts.productName} (intento ${facts.attempt} de ${MAX_ATTEMPTS})`,
    text: [
      'Hola:',
      '',
      `Tu tarjeta${card} fue rechazada al cobrar la cuota ${facts.periodSeq} de ${facts.productName} por ${facts.amountClp}.`,
      facts.advice,
      '',
      `Actualiza tu tarjeta aquí: ${facts.updateCardUrl}`,
      facts.nextAttemptOn
        ? `Volveremos a intentar el cobro el ${facts.nextAttemptOn}.`
        : 'Este fue el último intento automático: la cuota queda atrasada hasta que la pagues.',
      '',
      'Equipo de cobranza',
    ].join('\n'),
  };
}

/**
 * The monthly charge of a subscription enrolled at checkout: the day of the month it falls on (staff's
 * `changeDate` day, else the policy's start day, the first charge's Chilean date: billing dates are the start
 * plus whole months) and the date of the next charge after the first.
 */
export function monthlyCharge(startDate: string, chargeDay: number | null): { day: number; nextChargeDate: string } {
  const day = chargeDay ?? Number(startDate.slice(8, 10));
  return { day, nextChargeDate: chargeDateOf(addMonths(startDate, 1), chargeDay) };
}

/** What the buyer reads once the card is enrolled: which card is charged, and on which day of every month (es-CL). */
export function monthlyChargeNotice(cardLast4: string | null, day: number): string {
  const card = cardLast4 ? `tu tarjeta terminada en ${cardLast4}` : 'tu tarjeta inscrita';
  const short = day > 28 ? ' En los meses que no tienen ese día, el cobro se hace el último día del mes.' : '';
  return `Cobraremos automáticamente ${card} el día ${day} de cada mes.${short}`;
}
