import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { parseAdminList, sendAdminList } from '../../../../platform/http/admin-list.js';
import { parseInput } from '../../../../platform/http/validate.js';
import type { ManageCatalogue } from '../../application/manage-catalogue.js';
import { ADMIN_ORGANIZATION_SORT_FIELDS, ADMIN_PRODUCT_SORT_FIELDS } from '../../domain/admin-catalogue.js';
import { NAME_LENGTH } from '../../domain/admin-fields.js';
import { ORGANIZATION_TYPES } from '../../domain/categories.js';
import { SALES_CHANNELS } from '../../domain/sales-channels.js';

/** The identity guard: 401 without a token, 403 without the permission string. */
export type Guard = (permission: string) => RequestHandler;

const intLike = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);
const boolLike = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const idFilter = z.union([intLike, z.array(intLike).max(1000)]).transform((v) => (Array.isArray(v) ? v : [v]));

// The editions' countries (issue 27): staff filter the catalogue lists by country.
const countryCode = z.enum(['CL', 'PE', 'CO', 'INT'], { error: 'countryCode debe ser CL, PE, CO o INT' });

export const productFilter = z.object({
  id: idFilter.optional(),
  q: z.string().trim().max(200).optional(),
  organizationId: intLike.optional(),
  insuranceTypeId: intLike.optional(),
  active: boolLike.optional(),
  isPromoted: boolLike.optional(),
  salesChannel: z.enum(SALES_CHANNELS).optional(),
  countryCode: countryCode.optional(),
});

export const organizationFilter = z.object({
  id: idFilter.optional(),
  q: z.string().trim().max(200).optional(),
  organizationType: z.enum(ORGANIZATION_TYPES.map((t) => t.code) as ['ASEGURADORA', 'ISAPRE', 'CLINICA']).optional(),
  active: boolLike.optional(),
  countryCode: countryCode.optional(),
});

const displayName = z
  .string({ error: 'El nombre es obligatorio.' })
  .trim()
  .min(NAME_LENGTH.min, `El nombre debe tener al menos ${NAME_LENGTH.min} caracteres.`)
  .max(NAME_LENGTH.max, `El nombre debe tener ${NAME_LENGTH.max} caracteres o menos.`);
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

export const idParam = z.object({
  id: z.coerce
    .number({ error: 'El id debe ser un número.' })
    .int('El id debe ser un número entero.')
    .positive()
    .max(2_147_483_647),
});

/** /api/admin/products and /api/admin/organizations: list, read (x:read) and edit (x:update). */
export function catalogueAdminRouter(manage: ManageCatalogue, guard: Guard): Router {
  const router = Router();

  router.get('/products', guard('product:read'), async (req, res) => {
    const { filter: raw, ...page } = parseAdminList(req.query, {
      sortFields: ADMIN_PRODUCT_SORT_FIELDS,
      filter: productFilter,
      defaultSort: { field: 'displayName', order: 'ASC' },
    });
    const { id, ...filter } = raw ?? {};
    const { rows, total } = await manage.listProducts({ ...filter, ids: id, q: filter.q || undefined }, page);
    sendAdminList(res, 'products', rows, total, page.offset);
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
    const { filter: raw, ...page } = parseAdminList(req.query, {
      sortFields: ADMIN_ORGANIZATION_SORT_FIELDS,
      filter: organizationFilter,
      defaultSort: { field: 'name', order: 'ASC' },
    });
    const { id, ...filter } = raw ?? {};
    const { rows, total } = await manage.listOrganizations({ ...filter, ids: id, q: filter.q || undefined }, page);
    sendAdminList(res, 'organizations', rows, total, page.offset);
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
