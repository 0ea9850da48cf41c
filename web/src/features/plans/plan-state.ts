import { PLAN_ORDERS, type PlanOrder } from '@domain/catalogue/domain/plan-search';
import { queryList } from '../../lib/query-list';

/** The plan list's state in the URL query: shareable (with the compare slots), back-button friendly. */
export interface PlanSearchState {
  page: number;
  order: PlanOrder;
  isapres: string[];
  modalities: number[];
  clinics: string[];
  minHospitalPct: number | null;
  minAmbulatoryPct: number | null;
  minTopeUf: number | null;
  region: string | null;
  maternity: 'conParto' | 'reducidoParto' | null;
  excludedRestrictions: number[];
  states: string[];
  fromPrice: number | null;
  toPrice: number | null;
  scenarios: string[];
  network: 'preferente' | 'libreEleccion';
  consultations: number | null;
  /** The outpatient year's laboratory exams and months with medicines (null: the scenario's own). */
  exams: number | null;
  medicineMonths: number | null;
  /** A catalogue insurance (product code) the simulator adds to every plan. */
  insurance: string | null;
  /** Up to 3 plan codes to compare (spec 03 §4: 3 slots, filled in order). */
  compare: string[];
  /** The income typed is already taxable (no ÷ 0.8). */
  taxable: boolean;
}

export const COMPARE_SLOTS = 3;

/** The query that tells the plan page the income typed is already taxable (renta imponible). */
export const TAXABLE_QUERY = '?renta=imponible';

/** Whether a plan page address says the income is taxable. */
export const isTaxableQuery = (params: URLSearchParams) => params.get('renta') === 'imponible';

const int = (text: string | null, max = 1_000_000_000): number | null =>
  text !== null && /^\d{1,10}$/.test(text) && Number(text) <= max ? Number(text) : null;
const ints = (params: URLSearchParams, key: string, min: number, max: number) =>
  [...new Set(queryList(params, key).map((v) => int(v)))].filter(
    (n): n is number => n !== null && n >= min && n <= max,
  );

export function readPlanState(params: URLSearchParams): PlanSearchState {
  const order = params.get('orden') as PlanOrder | null;
  const maternity = params.get('maternidad');
  return {
    page: Math.max(1, int(params.get('pagina')) ?? 1),
    order: order && PLAN_ORDERS.includes(order) ? order : 'lowerPrice',
    isapres: queryList(params, 'isapre'),
    modalities: ints(params, 'modalidad', 0, 2),
    clinics: queryList(params, 'clinica').slice(0, 10),
    minHospitalPct: int(params.get('hosp'), 100),
    minAmbulatoryPct: int(params.get('amb'), 100),
    minTopeUf: int(params.get('tope')),
    region: params.get('region') || null,
    maternity: maternity === 'conParto' || maternity === 'reducidoParto' ? maternity : null,
    excludedRestrictions: ints(params, 'sinrest', 1, 6),
    states: queryList(params, 'estado').filter((s) => s === 'Comercializable' || s === 'No Comercializable'),
    fromPrice: int(params.get('desde')),
    toPrice: int(params.get('hasta')),
    scenarios: queryList(params, 'escenarios').slice(0, 5),
    network: params.get('red') === 'libreEleccion' ? 'libreEleccion' : 'preferente',
    consultations: int(params.get('consultas'), 365),
    exams: int(params.get('examenes'), 365),
    medicineMonths: int(params.get('medicamentos'), 12),
    insurance: /^[A-Za-z0-9_-]{1,40}$/.test(params.get('seguro') ?? '') ? params.get('seguro') : null,
    compare: queryList(params, 'comparar').slice(0, COMPARE_SLOTS),
    taxable: isTaxableQuery(params),
  };
}

/**
 * The list's state on its route: the query, plus /Isapre/{url}/Planes's isapre and the legacy
 * Comparar/Isapres/{planid}[/{ventana}]'s plan in a compare slot. The page and its first search (server
 * render, start-up prefetch) read it alike.
 */
export function planStateOf(params: URLSearchParams, route: { urlIsapre?: string; '*'?: string }): PlanSearchState {
  const parsed = readPlanState(params);
  const read = route.urlIsapre && parsed.isapres.length === 0 ? { ...parsed, isapres: [route.urlIsapre] } : parsed;
  const fromPath = route['*']?.split('/')[0];
  return fromPath && !read.compare.includes(fromPath) && read.compare.length < COMPARE_SLOTS
    ? { ...read, compare: [...read.compare, fromPath] }
    : read;
}

/** Writes the state back; defaults are left out so shared URLs stay short. */
export function writePlanState(state: PlanSearchState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  };
  if (state.page > 1) set('pagina', state.page);
  if (state.order !== 'lowerPrice') set('orden', state.order);
  set('isapre', state.isapres.join(','));
  set('modalidad', state.modalities.join(','));
  set('clinica', state.clinics.join(','));
  set('hosp', state.minHospitalPct);
  set('amb', state.minAmbulatoryPct);
  set('tope', state.minTopeUf);
  set('region', state.region);
  set('maternidad', state.maternity);
  set('sinrest', state.excludedRestrictions.join(','));
  set('estado', state.states.join(','));
  set('desde', state.fromPrice);
  set('hasta', state.toPrice);
  set('escenarios', state.scenarios.join(','));
  if (state.network !== 'preferente') set('red', state.network);
  set('consultas', state.consultations);
  set('examenes', state.exams);
  set('medicamentos', state.medicineMonths);
  set('seguro', state.insurance);
  set('comparar', state.compare.join(','));
  if (state.taxable) set('renta', 'imponible');
  return params;
}

/** Adds a plan to the first free slot, or removes it; a 4th plan is refused (the slots are full). */
export function toggleCompare(codes: readonly string[], code: string): string[] {
  if (codes.includes(code)) return codes.filter((c) => c !== code);
  return codes.length >= COMPARE_SLOTS ? [...codes] : [...codes, code];
}

/** Changing anything but the page, the compare slots or the simulator's display resets to page 1. */
export function updatePlanState(state: PlanSearchState, next: Partial<PlanSearchState>): PlanSearchState {
  const keepsPage = Object.keys(next).every((key) => key === 'page' || key === 'compare');
  return { ...state, ...next, ...(keepsPage ? {} : { page: 1 }) };
}

/** The scenario whose quantities the visitor sets: a typical outpatient year. */
export const OUTPATIENT_SCENARIO = 'ambulatorio-anual';

/** The visitor's outpatient-year quantities for the API, scoped to that scenario (others keep theirs). */
export function careQuantities(
  state: Pick<PlanSearchState, 'consultations' | 'exams' | 'medicineMonths'>,
): Record<string, number> {
  const quantities: Record<string, number> = {};
  if (state.consultations !== null) quantities[`${OUTPATIENT_SCENARIO}.consulta`] = state.consultations;
  if (state.exams !== null) quantities[`${OUTPATIENT_SCENARIO}.examenes`] = state.exams;
  if (state.medicineMonths !== null) quantities[`${OUTPATIENT_SCENARIO}.medicamentos`] = state.medicineMonths;
  return quantities;
}
