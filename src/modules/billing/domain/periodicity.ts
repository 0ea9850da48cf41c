/**
 * Periodicity of payments (spec 03 §9): months per period and payments per year. The spec 03 §3 enum names
 * map onto the same values; the enum's other members (daily, weekly, …, custom) have no billing periods.
 */
export const PERIODICITIES = [
  { months: 1, label: 'Mensual', paymentsPerYear: 12, enumName: 'monthly' },
  { months: 2, label: 'Bimestral', paymentsPerYear: 6, enumName: 'bimonthly' },
  { months: 3, label: 'Trimestral', paymentsPerYear: 4, enumName: 'quarterly' },
  { months: 4, label: 'Cuatrimestral', paymentsPerYear: 3, enumName: 'fourmonths' },
  { months: 6, label: 'Semestral', paymentsPerYear: 2, enumName: 'halfYearly' },
  { months: 12, label: 'Anual', paymentsPerYear: 1, enumName: 'yearly' },
] as const;

export type PeriodicityMonths = (typeof PERIODICITIES)[number]['months'];

export class InvalidPeriodicityError extends Error {
  readonly code = 'BAD_REQUEST';
}

export function isPeriodicityMonths(value: unknown): value is PeriodicityMonths {
  return PERIODICITIES.some((p) => p.months === value);
}

/** The periodicity of `months`, or an error naming the allowed values. */
export function periodicity(months: number) {
  const found = PERIODICITIES.find((p) => p.months === months);
  if (!found) {
    throw new InvalidPeriodicityError(
      `Periodicidad inválida: ${months} meses (permitidas: ${PERIODICITIES.map((p) => p.months).join(', ')}).`,
    );
  }
  return found;
}

/** 'monthly' -> 1 … 'yearly' -> 12; null for enum members without billing periods (daily, custom…). */
export function monthsOfEnum(name: string): PeriodicityMonths | null {
  return PERIODICITIES.find((p) => p.enumName === name)?.months ?? null;
}

export const periodicityLabel = (months: number): string =>
  PERIODICITIES.find((p) => p.months === months)?.label ?? `${months} meses`;
