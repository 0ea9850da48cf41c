const clp = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 2 });

/** The UF's value in pesos, as the site shows it: $39.214,8. */
export function formatUfValue(value: number): string {
  return clp.format(value);
}
