import { z } from 'zod';
import { jsonParam, sendAdminList } from '../../../platform/http/admin-list.js';
import { parseInput } from '../../../platform/http/validate.js';

/** Query of a react-admin simple-rest list: sort=["name","ASC"]&range=[0,24]&filter={"q":"ana"}. */
export interface AdminListQuery {
  offset: number;
  limit: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
}

const MAX_PAGE = 500;

const listQuerySchema = z.object({
  sort: jsonParam(z.tuple([z.string().max(60), z.enum(['ASC', 'DESC'])]), 'sort'),
  range: jsonParam(
    z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([from, to]) => to >= from, {
      message: 'range debe ser [desde, hasta] con hasta >= desde.',
    }),
    'range',
  ),
  filter: jsonParam(z.record(z.string(), z.unknown()), 'filter'),
});

export function parseListQuery(query: unknown, defaultSort: AdminListQuery['sort']): AdminListQuery {
  const input = parseInput(listQuerySchema, query, 'Parámetros de listado inválidos.');
  const [from, to] = input.range ?? [0, 24];
  return {
    offset: from,
    limit: Math.min(to - from + 1, MAX_PAGE),
    sort: input.sort ? { field: input.sort[0], order: input.sort[1] } : defaultSort,
    filter: input.filter ?? {},
  };
}

/** Answers a page the way ra-data-simple-rest reads it (the platform's one implementation). */
export const sendList = sendAdminList;

export const idParam = z.object({
  id: z.coerce.number({ error: 'El id debe ser un número.' }).int().positive().max(2_147_483_647),
});
