import { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { parseInput } from '../../../../platform/http/validate.js';
import type { ManageCatalogue } from '../../application/manage-catalogue.js';
import {
  ADMIN_ORGANIZATION_SORT_FIELDS,
  ADMIN_PRODUCT_SORT_FIELDS,
  type AdminListPage,
} from '../../application/ports.js';
import { ORGANIZATION_TYPES } from '../../domain/categories.js';
import { SALES_CHANNELS } from '../../domain/sales-channels.js';

/** The identity guard: 401 without a token, 403 without the permission string. */
export type Guard = (permission: string) => RequestHandler;

const MAX_PAGE = 500;

const jsonParam = <T extends z.ZodType>(schema: T, name: string) =>
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

const intLike = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);
const boolLike = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const idFilter = z.union([intLike, z.array(intLike).max(1000)]).transform((v) => (Array.isArray(v) ? v : [v]));

/** sort=["displayName","ASC"]&range=[0,24]&filter={...} as ra-data-simple-rest sends them. */
const listSchema = <S extends readonly [string, ...string[]], F extends z.ZodType>(sortFields: S, filter: F) =>
  z.object({
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

const productList = listSchema(
  ADMIN_PRODUCT_SORT_FIELDS,
  z.object({
    id: idFilter.optional(),
    q: z.string().trim().max(200).optional(),
    organizationId: intLike.optional(),
    insuranceTypeId: intLike.optional(),
    active: boolLike.optional(),
    isPromoted: boolLike.optional(),
    salesChannel: z.enum(SALES_CHANNELS).optional(),
  }),
);

const organizationList = listSchema(
  ADMIN_ORGANIZATION_SORT_FIELDS,
  z.object({
    id: idFilter.optional(),
    q: z.string().trim().max(200).optional(),
    organizationType: z.enum(ORGANIZATION_TYPES.map((t) => t.code) as ['ASEGURADORA', 'ISAPRE', 'CLINICA']).optional(),
    active: boolLike.optional(),
  }),
);

const displayName = z
  .string({ error: 'El nombre es obligatorio.' })
  .trim()
  .min(3, 'El nombre debe tener al menos 3 caracteres.')
  .max(150, 'El nombre debe tener 150 caracteres o menos.');
const flag = (label: string) => z.boolean({ error: `${label} debe ser verdadero o falso.` });
// react-admin sends '' for an emptied text input: stored as null.
const emptyToNull = (value: unknown) => (value === '' ? null : value);
const webUrl = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(500, 'La dirección debe tener 500 caracteres o menos.')
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'Debe ser una dirección web que empiece con http:// o https://.')
    .nullable(),
);
const imageRef = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(500, 'La imagen debe tener 500 caracteres o menos.')
    .regex(/^(https?:\/\/|\/)[^\s]+$/i, 'La imagen debe ser una ruta (/…) o una dirección http(s).')
    .nullable(),
);

/** Fields a back-office user edits; every other key of the record react-admin sends is ignored. */
export const productChangesSchema = z.object({
  displayName: displayName.optional(),
  isPromoted: flag('Destacado').optional(),
  exclusive: flag('Exclusivo').optional(),
  salesChannel: z.enum(SALES_CHANNELS, { error: 'Canal de venta desconocido.' }).optional(),
  active: flag('Activo').optional(),
});

export const organizationChangesSchema = z.object({
  name: displayName.optional(),
  url: webUrl.optional(),
  image: imageRef.optional(),
  active: flag('Activa').optional(),
});

const idParam = z.object({
  id: z.coerce
    .number({ error: 'El id debe ser un número.' })
    .int('El id debe ser un número entero.')
    .positive()
    .max(2_147_483_647),
});

function pageOf<F extends string>(
  query: { sort?: [F, 'ASC' | 'DESC'] | undefined; range?: [number, number] | undefined },
  defaultSort: AdminListPage<F>['sort'],
): AdminListPage<F> {
  const [from, to] = query.range ?? [0, 24];
  return {
    offset: from,
    limit: Math.min(to - from + 1, MAX_PAGE),
    sort: query.sort ? { field: query.sort[0], order: query.sort[1] } : defaultSort,
  };
}

/** The array, and the total in Content-Range as ra-data-simple-rest reads it. */
function sendList<T>(res: Response, resource: string, rows: T[], total: number, offset: number): void {
  const range = rows.length > 0 ? `${offset}-${offset + rows.length - 1}` : '*';
  res.setHeader('Content-Range', `${resource} ${range}/${total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  res.setHeader('Cache-Control', 'no-store');
  res.json(rows);
}

/** /api/admin/products and /api/admin/organizations: list, read (x:read) and edit (x:update). */
export function catalogueAdminRouter(manage: ManageCatalogue, guard: Guard): Router {
  const router = Router();

  router.get('/products', guard('product:read'), async (req, res) => {
    const query = parseInput(productList, req.query, 'Parámetros de listado inválidos.');
    const page = pageOf(query, { field: 'displayName', order: 'ASC' });
    const { id, ...filter } = query.filter ?? {};
    const { rows, total } = await manage.listProducts({ ...filter, ids: id, q: filter.q || undefined }, page);
    sendList(res, 'products', rows, total, page.offset);
  });
  router.get('/products/:id', guard('product:read'), async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await manage.product(id));
  });
  router.put('/products/:id', guard('product:update'), async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const changes = parseInput(productChangesSchema, req.body ?? {}, 'Datos del producto inválidos.');
    res.json(await manage.updateProduct(id, changes));
  });

  router.get('/organizations', guard('organization:read'), async (req, res) => {
    const query = parseInput(organizationList, req.query, 'Parámetros de listado inválidos.');
    const page = pageOf(query, { field: 'name', order: 'ASC' });
    const { id, ...filter } = query.filter ?? {};
    const { rows, total } = await manage.listOrganizations({ ...filter, ids: id, q: filter.q || undefined }, page);
    sendList(res, 'organizations', rows, total, page.offset);
  });
  router.get('/organizations/:id', guard('organization:read'), async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await manage.organization(id));
  });
  router.put('/organizations/:id', guard('organization:update'), async (req, res) => {
    const { id } = parseInput(idParam, req.params);
    const changes = parseInput(organizationChangesSchema, req.body ?? {}, 'Datos de la organización inválidos.');
    res.json(await manage.updateOrganization(id, changes));
  });
  return router;
}
