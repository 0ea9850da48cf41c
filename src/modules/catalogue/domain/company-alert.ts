/**
 * Company (collective) insurance alert (spec 01 §4 §5): when the employee count is 0 or not set, the card
 * states the minimum number of employees: 'Seguro para un mínimo de {minEmployeeQuantity}'.
 */
export function companyAlert(
  minEmployeeQuantity: number | null | undefined,
  employeeCount: number | null | undefined,
): string | null {
  if (!minEmployeeQuantity || minEmployeeQuantity <= 0) return null;
  if (employeeCount) return null;
  return `Seguro para un mínimo de ${minEmployeeQuantity} ${minEmployeeQuantity === 1 ? 'empleado' : 'empleados'}`;
}
