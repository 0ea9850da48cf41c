/**
 * Statuses and enumerations of spec 03 §3/§4 for policies, insured people and client organizations,
 * with their Spanish labels (one copy: the API answers them and the back-office shows them).
 */

/** Policy and insured (membership) statuses (spec 03 §4). */
export const POLICY_STATUSES = [
  'ACTIVE',
  'CANCELED',
  'PENDING',
  'PROCESS_ACTIVATION',
  'PROCESS_CANCELLATION',
  'DECLINE',
] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];
export type MembershipStatus = PolicyStatus;

export const POLICY_STATUS_LABELS: Record<PolicyStatus, string> = {
  ACTIVE: 'Vigente',
  CANCELED: 'Cancelada',
  PENDING: 'Pendiente',
  PROCESS_ACTIVATION: 'En proceso de alta',
  PROCESS_CANCELLATION: 'En proceso de baja',
  DECLINE: 'Rechazada',
};

/** Employee, document and organization statuses (spec 03 §4). */
export const ORGANIZATION_STATUSES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
export const ORGANIZATION_STATUS_LABELS: Record<OrganizationStatus, string> = {
  ACTIVE: 'Activa',
  PENDING: 'Pendiente',
  INACTIVE: 'Inactiva',
};

/** Review of an uploaded document (spec 03 §4). */
export const DOCUMENT_REVIEW_STATUSES = ['APPROVED', 'PENDING', 'REJECTED', 'NO_ACTION'] as const;
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];
export const DOCUMENT_REVIEW_LABELS: Record<DocumentReviewStatus, string> = {
  APPROVED: 'Aprobado',
  PENDING: 'Pendiente de revisión',
  REJECTED: 'Rechazado',
  NO_ACTION: 'Sin acción',
};

/** An insurer document's status (document status of spec 03 §4). */
export const DOCUMENT_STATUS_LABELS: Record<OrganizationStatus, string> = {
  ACTIVE: 'Vigente',
  PENDING: 'Pendiente',
  INACTIVE: 'Inactivo',
};

export const INSURED_TYPES = ['TITULAR', 'CARGA'] as const;
export type InsuredType = (typeof INSURED_TYPES)[number];
export const INSURED_TYPE_LABELS: Record<InsuredType, string> = { TITULAR: 'Titular', CARGA: 'Carga' };

/** Dependant types: the parentesco normalised to Spanish labels (spec 03 §3). */
export const DEPENDANT_TYPES = ['CONYUGE', 'HIJO', 'PADRE', 'MADRE', 'OTRO'] as const;
export type DependantType = (typeof DEPENDANT_TYPES)[number];
export const DEPENDANT_TYPE_LABELS: Record<DependantType, string> = {
  CONYUGE: 'Cónyuge o conviviente',
  HIJO: 'Hijo(a)',
  PADRE: 'Padre',
  MADRE: 'Madre',
  OTRO: 'Otro',
};

export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { M: 'Masculino', F: 'Femenino' };

export const ACCOUNT_TYPES = ['CORRIENTE', 'VISTA', 'AHORRO', 'RUT'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  CORRIENTE: 'Cuenta corriente',
  VISTA: 'Cuenta vista',
  AHORRO: 'Cuenta de ahorro',
  RUT: 'CuentaRUT',
};

/** Periodicity options (spec 03 §9): months per period and its Spanish name. */
export const PERIODICITIES = [
  { months: 1, label: 'Mensual', perYear: 12 },
  { months: 2, label: 'Bimestral', perYear: 6 },
  { months: 3, label: 'Trimestral', perYear: 4 },
  { months: 4, label: 'Cuatrimestral', perYear: 3 },
  { months: 6, label: 'Semestral', perYear: 2 },
  { months: 12, label: 'Anual', perYear: 1 },
] as const;
export const PERIODICITY_MONTHS = PERIODICITIES.map((p) => p.months) as readonly number[];

export function periodicityLabel(months: number): string {
  return PERIODICITIES.find((p) => p.months === months)?.label ?? `${months} meses`;
}

/** Default address of a client organization (spec 03 §3, §9): Chile, región Metropolitana. */
export const DEFAULT_ADDRESS = { country: 'Chile', region: 'Metropolitana', regionCode: '13', city: 'Santiago' };

/** Upload extensions (spec 03 §5). */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'jpg',
  'jpeg',
  'png',
  'heic',
  'html',
  'eml',
  'xls',
  'xlsx',
  'csv',
] as const;
