/**
 * Lead statuses and sub-statuses of spec 03 §4. The spec names the statuses, the sub-status ranges
 * (200-216, 300-305, 330-333, 401-403) and a few names with their parents. Our reading, where the spec
 * is silent: 2xx sit under Asignado (its three named ones first), 401-403 are Fallido's three,
 * 300-305 are the six Contratación online steps, and 330-333 are the closed web outcomes under Cerrado.
 */
export interface LeadStatus {
  id: number;
  label: string;
}

export interface LeadSubStatus {
  id: number;
  label: string;
  parent: number;
}

export const LEAD_STATUS = {
  SIN_ESTADO: 1,
  ASIGNADO: 2,
  CERRADO: 3,
  FALLIDO: 4,
  DUPLICADO: 6,
  CONTRATACION_ONLINE: 500,
} as const;

export const LEAD_STATUSES: readonly LeadStatus[] = [
  { id: 1, label: 'Sin estado' },
  { id: 2, label: 'Asignado' },
  { id: 3, label: 'Cerrado' },
  { id: 4, label: 'Fallido' },
  { id: 5, label: 'Eliminado' },
  { id: 6, label: 'Duplicado' },
  { id: 7, label: 'Por reasignar' },
  { id: 8, label: 'Web' },
  { id: 9, label: 'Por cerrar' },
  { id: 10, label: 'Resuelto' },
  { id: 11, label: 'Cliente vigente' },
  { id: 12, label: 'No interesa' },
  { id: 13, label: 'Agenda' },
  { id: 14, label: 'Interesa' },
  { id: 97, label: 'Pruebas' },
  { id: 98, label: 'Cliente falso' },
  { id: 99, label: 'Otro' },
  { id: 100, label: 'Proceso de devolución' },
  { id: 101, label: 'Devuelto' },
  { id: 500, label: 'Contratación online' },
  { id: 501, label: 'Pendiente de confirmación' },
];

const ASIGNADO_LABELS = [
  'Por contactar',
  'En Gestión',
  'Contactado',
  'Interesado',
  'Cotización enviada',
  'Seguimiento',
  'Documentos pendientes',
  'Evaluación de la aseguradora',
  'Declaración de salud pendiente',
  'Esperando firma',
  'Esperando pago',
  'Llamar más tarde',
  'Número equivocado',
  'Buzón de voz',
  'Derivado a otra área',
  'Solicita otro producto',
  'Reagendado',
];

export const LEAD_SUB_STATUSES: readonly LeadSubStatus[] = [
  ...ASIGNADO_LABELS.map((label, i) => ({ id: 200 + i, label, parent: 2 })),
  ...['Datos personales', 'Estado de salud', 'Firma', 'Pago', 'Datos empresa', 'Datos empleados'].map((label, i) => ({
    id: 300 + i,
    label,
    parent: 500,
  })),
  ...['Venta web', 'Venta con ejecutivo', 'Contrató con otra compañía', 'Cerrado sin venta'].map((label, i) => ({
    id: 330 + i,
    label,
    parent: 3,
  })),
  ...['No Contactado', 'No le interesa', 'No avanza'].map((label, i) => ({ id: 401 + i, label, parent: 4 })),
];

export function statusLabel(id: number): string | undefined {
  return LEAD_STATUSES.find((status) => status.id === id)?.label;
}

export function subStatusLabel(id: number): string | undefined {
  return LEAD_SUB_STATUSES.find((sub) => sub.id === id)?.label;
}

export class InvalidLeadStatusError extends Error {
  readonly code = 'BAD_REQUEST';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidLeadStatusError';
  }
}

/** A status change is valid when the status exists and the sub-status (if any) belongs to it. */
export function checkStatusChange(status: number, subStatus: number | null | undefined): void {
  if (!statusLabel(status)) throw new InvalidLeadStatusError(`El estado ${status} no existe.`);
  if (subStatus == null) return;
  const sub = LEAD_SUB_STATUSES.find((candidate) => candidate.id === subStatus);
  if (!sub) throw new InvalidLeadStatusError(`El subestado ${subStatus} no existe.`);
  if (sub.parent !== status) {
    throw new InvalidLeadStatusError(
      `El subestado «${sub.label}» pertenece al estado «${statusLabel(sub.parent)}», no a «${statusLabel(status)}».`,
    );
  }
}
