/**
 * How Portal Personas shows a payment period (issue 29): the four statuses a customer reads (Pagado,
 * Pendiente, Atrasado, Parcial; spec 03 §4's PAID, PENDING, LATE, PARTIAL) and whether it can be paid online.
 */
export type PortalPaymentStatus = 'PENDING' | 'LATE' | 'PARTIAL' | 'PAID' | 'NA';

export const PORTAL_PAYMENT_LABELS: Readonly<Record<PortalPaymentStatus, string>> = {
  PAID: 'Pagado',
  PENDING: 'Pendiente',
  LATE: 'Atrasado',
  PARTIAL: 'Parcial',
  NA: 'No aplica',
};

/** A period still owed can be paid online: overdue ones first of all, and pending ones early. */
export function payableOnline(status: PortalPaymentStatus): boolean {
  return status === 'LATE' || status === 'PENDING' || status === 'PARTIAL';
}

/** Pesos with thousands dots and no decimals ('$52.939'); UF with two decimals and a comma ('UF 1,35'). */
export function formatClp(amount: number): string {
  const digits = Math.round(Math.abs(amount))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}$${digits}`;
}

export function formatUf(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const rounded = Number(`${whole}.${fraction || '0'}`).toFixed(2);
  const [w, f] = rounded.split('.') as [string, string];
  return `UF ${w.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${f}`;
}
