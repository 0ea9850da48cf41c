/**
 * Policy number (spec 03 §5): letters only, or groups of digits joined by hyphens ("2026-000123",
 * "123-45", "POLIZA"). Stored trimmed and upper-cased.
 */
const POLICY_NUMBER = /^(?:[A-Za-z]+|\d+(?:-\d+)*)$/;

export function normalizePolicyNumber(value: string): string {
  return value.trim().toUpperCase();
}

export function isValidPolicyNumber(value: string): boolean {
  const normalized = normalizePolicyNumber(value);
  return normalized.length > 0 && normalized.length <= 40 && POLICY_NUMBER.test(normalized);
}

export const POLICY_NUMBER_MESSAGE =
  'El número de póliza debe tener solo letras o grupos de dígitos separados por guiones (por ejemplo 2026-000123).';

/** The number the system gives a new policy: the year and a 6-digit sequence, "2026-000123". */
export function generatedPolicyNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}
