import type { Response } from 'express';
import { z } from 'zod';
import { parseInput } from './validate.js';

/**
 * The list protocol of react-admin's simple-rest data provider, shared by every /api/admin resource:
 * `sort=["field","ASC"]&range=[0,24]&filter={...}` in, the page's array plus `Content-Range` out.
 */

const MAX_PAGE = 500;

/** A query parameter holding JSON, parsed then validated by `schema`; a Spanish message when it is not JSON. */
export const jsonParam = <T extends z.ZodType>(schema: T, name: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `El parámetro ${name} no es JSON válido.` });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());

export interface AdminListQuery<F, S extends string = string> {
  offset: number;
  limit: number;
  sort: { field: S; order: 'ASC' | 'DESC' };
  filter: F;
}

export function adminListSchema<S extends readonly [string, ...string[]], F extends z.ZodType>(
  sortFields: S,
  filter: F,
) {
  return z.object({
    sort: jsonParam(
      z.tuple([
        z.enum(sortFields, { error: 'No se puede ordenar por ese campo.' }),
        z.enum(['ASC', 'DESC', 'asc', 'desc']).transform((v) => v.toUpperCase() as 'ASC' | 'DESC'),
      ]),
      'sort',
    ),
    range: jsonParam(
      z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([from, to]) => to >= from, {
        message: 'El rango debe ser [desde, hasta] con hasta >= desde.',
      }),
      'range',
    ),
    filter: jsonParam(filter, 'filter'),
  });
}

/** Parses a list query or throws a 400 with Spanish field errors. Pages hold at most 500 rows. */
export function parseAdminList<S extends readonly [string, ...string[]], F extends z.ZodType>(
  query: unknown,
  options: { sortFields: S; filter: F; defaultSort: { field: S[number]; order: 'ASC' | 'DESC' } },
): AdminListQuery<z.output<F> | undefined, S[number]> {
  const input = parseInput(
    adminListSchema(options.sortFields, options.filter),
    query,
    'Parámetros de listado inválidos.',
  );
  const [from, to] = input.range ?? [0, 24];
  return {
    offset: from,
    limit: Math.min(to - from + 1, MAX_PAGE),
    sort: input.sort ? { field: input.sort[0], order: input.sort[1] } : options.defaultSort,
    filter: input.filter,
  };
}

/** Answers a page the way ra-data-simple-rest reads it: the array, and the total in Content-Range. */
export function sendAdminList<T>(res: Response, resource: string, rows: T[], total: number, offset: number): void {
  const range = rows.length > 0 ? `${offset}-${offset + rows.length - 1}` : '*';
  res.setHeader('Content-Range', `${resource} ${range}/${total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  res.setHeader('Cache-Control', 'no-store');
  res.json(rows);
}
