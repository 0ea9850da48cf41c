import { MEMBERSHIP_ACTIONS, type MembershipAction } from './membership-flow.js';

/** The Spanish name of each kind of change in a policy's history (shown by the back-office). */
const LABELS: Record<string, string> = {
  create: 'Creación',
  update: 'Edición',
  status: 'Cambio de estado',
  duplicate: 'Creada como copia',
  duplicated: 'Duplicada',
  renewal: 'Creada como renovación',
  renewed: 'Renovada',
  sale: 'Creada por una venta en línea',
  refund: 'Cancelada por devolución del pago',
  'add-insured': 'Alta individual',
  'upload-file': 'Documento subido',
  'document-review': 'Revisión de documento',
  'bulk-load': 'Carga masiva subida',
  'bulk-load-cancel': 'Carga masiva cancelada',
  'non-payment': 'Cuota impaga: pago automático rechazado',
  'non-payment-cleared': 'Cuota atrasada pagada',
};

export function historyActionLabel(action: string): string {
  return LABELS[action] ?? MEMBERSHIP_ACTIONS[action as MembershipAction]?.label ?? action;
}
