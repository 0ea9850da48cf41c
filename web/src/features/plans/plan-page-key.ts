import { normalisedPageKey } from '../../lib/page-key';
import { readPlanState, writePlanState } from './plan-state';

/** The query parameters the plan list's state reads (plan-state.ts). */
const PLAN_STATE = new Set([
  'pagina',
  'orden',
  'isapre',
  'modalidad',
  'clinica',
  'hosp',
  'amb',
  'tope',
  'region',
  'maternidad',
  'sinrest',
  'estado',
  'desde',
  'hasta',
  'escenarios',
  'red',
  'consultas',
  'examenes',
  'medicamentos',
  'seguro',
  'comparar',
  'renta',
]);

/** What the plan list's server render depends on (see lib/page-key.ts): equivalent URLs share one render. */
export function planPageKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  return normalisedPageKey(pathname, params, PLAN_STATE, writePlanState(readPlanState(params)));
}
