/**
 * The purchase steps (spec 03 §2, §3, §4): server-defined form sections ordered by orderPosition; each
 * step's path segment is built from its title; the success step shows as Confirmacion (a Pago segment
 * is replaced by Confirmacion). Each step has the Contratación online (500) sub-status executives see.
 */
export const SECTION_CODES = [
  'PERSONAL_DATA_PAYMENT',
  'ISAPRE_PERSONAL_DATA',
  'DPS_PAYMENT',
  'BENEFICIARIES_PAYMENT',
  'COMPANY_DATA_PAYMENT',
  'MASS_INSURED_PAYMENT_FULL',
  'MASS_INSURED_PAYMENT_PARTIAL',
  'SIGNATURE',
  'PAYMENT',
] as const;
export type SectionCode = (typeof SECTION_CODES)[number];

/** Lead sub-statuses under Contratación online 500 (leads/domain/lead-status.ts: 300-305). */
export const ONLINE_SUB_STATUS = {
  DATOS_PERSONALES: 300,
  ESTADO_DE_SALUD: 301,
  FIRMA: 302,
  PAGO: 303,
  DATOS_EMPRESA: 304,
  DATOS_EMPLEADOS: 305,
} as const;
export const CONTRATACION_ONLINE = 500;

export interface SectionInfo {
  title: string;
  subStatus: number;
}

export const SECTIONS: Readonly<Record<SectionCode, SectionInfo>> = {
  PERSONAL_DATA_PAYMENT: { title: 'Datos personales', subStatus: ONLINE_SUB_STATUS.DATOS_PERSONALES },
  ISAPRE_PERSONAL_DATA: { title: 'Datos Isapre', subStatus: ONLINE_SUB_STATUS.DATOS_PERSONALES },
  DPS_PAYMENT: { title: 'Estado de salud', subStatus: ONLINE_SUB_STATUS.ESTADO_DE_SALUD },
  BENEFICIARIES_PAYMENT: { title: 'Beneficiarios', subStatus: ONLINE_SUB_STATUS.DATOS_PERSONALES },
  COMPANY_DATA_PAYMENT: { title: 'Datos empresa', subStatus: ONLINE_SUB_STATUS.DATOS_EMPRESA },
  MASS_INSURED_PAYMENT_FULL: { title: 'Datos empleados', subStatus: ONLINE_SUB_STATUS.DATOS_EMPLEADOS },
  MASS_INSURED_PAYMENT_PARTIAL: { title: 'Datos empleados', subStatus: ONLINE_SUB_STATUS.DATOS_EMPLEADOS },
  SIGNATURE: { title: 'Firma', subStatus: ONLINE_SUB_STATUS.FIRMA },
  PAYMENT: { title: 'Pago', subStatus: ONLINE_SUB_STATUS.PAGO },
};

/** The segment shown once the purchase succeeded, and in place of a Pago segment. */
export const CONFIRMATION_SEGMENT = 'Confirmacion';

/** 'Estado de salud' -> 'Estado-de-salud'; 'Pago' -> 'Confirmacion' (spec 03 §2). */
export function stepSegment(title: string): string {
  const segment = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return segment.toLowerCase() === 'pago' ? CONFIRMATION_SEGMENT : segment;
}

/**
 * Which sections a product's purchase asks is data on the product (the sales module's product forms,
 * seeded for the sample catalogue and edited in the back-office's product screen). A product sold online
 * without a stored form asks the minimum: the buyer's personal data, the signature and the payment.
 */
export const DEFAULT_SECTIONS: readonly SectionCode[] = ['PERSONAL_DATA_PAYMENT', 'SIGNATURE', 'PAYMENT'];

/** The sections that name the buyer (their e-mail opens the lead and schedules the reminders). */
export const BUYER_SECTIONS: readonly SectionCode[] = ['PERSONAL_DATA_PAYMENT', 'COMPANY_DATA_PAYMENT'];

/** A stored list as the purchase uses it: known codes once each, in their order, the payment last. */
export function normaliseSections(sections: readonly string[]): SectionCode[] {
  const known = sections.filter((code): code is SectionCode => (SECTION_CODES as readonly string[]).includes(code));
  const unique = [...new Set(known.filter((code) => code !== 'PAYMENT'))];
  return [...unique, 'PAYMENT'];
}

/**
 * Why a list of sections cannot be a product's purchase form (Spanish, for the back-office), or null:
 * known codes only; someone must be the buyer (personal or company data); company data goes with one
 * mass-insured list (full or partial) and a mass-insured list with company data.
 */
export function sectionsProblem(sections: readonly string[]): string | null {
  const unknown = sections.filter((code) => !(SECTION_CODES as readonly string[]).includes(code));
  if (unknown.length > 0) return `Sección desconocida: ${unknown.join(', ')}.`;
  const set = new Set(sections);
  if (!BUYER_SECTIONS.some((code) => set.has(code))) {
    return 'El formulario debe pedir los datos personales del titular o los datos de la empresa.';
  }
  const mass = ['MASS_INSURED_PAYMENT_FULL', 'MASS_INSURED_PAYMENT_PARTIAL'].filter((code) => set.has(code));
  if (mass.length > 1) return 'Elige asegurados masivos completos o parciales, no ambos.';
  if (set.has('COMPANY_DATA_PAYMENT') && mass.length === 0) {
    return 'Los datos de la empresa van con la nómina de asegurados (completa o parcial).';
  }
  if (mass.length > 0 && !set.has('COMPANY_DATA_PAYMENT')) {
    return 'La nómina de asegurados requiere los datos de la empresa.';
  }
  return null;
}

export interface StepView {
  code: SectionCode;
  title: string;
  segment: string;
  orderPosition: number;
  status: 'PENDING' | 'COMPLETED';
}

/** The ordered steps of a sale (orderPosition from 1). */
export function buildSteps(sections: readonly SectionCode[], completed: ReadonlySet<string> = new Set()): StepView[] {
  return sections.map((code, index) => ({
    code,
    title: SECTIONS[code].title,
    segment: stepSegment(SECTIONS[code].title),
    orderPosition: index + 1,
    status: completed.has(code) ? 'COMPLETED' : 'PENDING',
  }));
}

/** The step a path segment names (any capitalisation), or undefined. */
export function stepBySegment(steps: readonly StepView[], segment: string): StepView | undefined {
  const wanted = segment.toLowerCase();
  return steps.find((step) => step.segment.toLowerCase() === wanted);
}

/** The first step not completed yet (the one to resume at), or the last one. */
export function resumeStep(steps: readonly StepView[]): StepView | undefined {
  return steps.find((step) => step.status === 'PENDING' && step.code !== 'PAYMENT') ?? steps[steps.length - 1];
}

/** The lead sub-status of a sale whose steps stand so: the step the buyer is on. */
export function leadSubStatusOf(steps: readonly StepView[]): number {
  const current = steps.find((step) => step.status === 'PENDING') ?? steps[steps.length - 1];
  return current ? SECTIONS[current.code].subStatus : ONLINE_SUB_STATUS.DATOS_PERSONALES;
}

/** Every step before the payment is completed (the payment may start). */
export function readyToPay(steps: readonly StepView[]): boolean {
  return steps.every((step) => step.code === 'PAYMENT' || step.status === 'COMPLETED');
}

/** Purchase sessions older than 10 hours are reloaded (spec 03 §4, §9). */
export const SESSION_RELOAD_MS = 10 * 3600 * 1000;
export function sessionIsStale(savedAt: Date, now: Date): boolean {
  return now.getTime() - savedAt.getTime() >= SESSION_RELOAD_MS;
}
