import { z } from 'zod';
import { adminListSchema } from '../../../../platform/http/admin-list.js';
import type { ApiDoc } from '../../../../platform/http/openapi.js';
import {
  ADMIN_ORGANIZATION_SORT_FIELDS,
  ADMIN_PRODUCT_SORT_FIELDS,
  type AdminOrganizationRow,
  type AdminProductRow,
} from '../../domain/admin-catalogue.js';
import {
  idParam,
  organizationChangesSchema,
  organizationFilter,
  productChangesSchema,
  productFilter,
} from './admin-router.js';

const adminProduct = z
  .object({
    id: z.number(),
    productCode: z.string(),
    productName: z.string(),
    displayName: z.string(),
    urlSegment: z.string(),
    organizationId: z.number(),
    organizationName: z.string(),
    insuranceTypeId: z.number(),
    insuranceTypeName: z.string(),
    exclusive: z.boolean(),
    isPromoted: z.boolean(),
    active: z.boolean(),
    salesChannel: z.string(),
    priceUnit: z.string(),
    minPrice: z.number().nullable(),
    requestCount: z.number(),
    sample: z.boolean(),
  })
  .meta({ id: 'AdminProduct' });

const adminOrganization = z
  .object({
    id: z.number(),
    organizationCode: z.string(),
    name: z.string(),
    legalName: z.string().nullable(),
    organizationType: z.enum(['ASEGURADORA', 'ISAPRE', 'CLINICA']),
    urlSegment: z.string(),
    url: z.string().nullable(),
    image: z.string().nullable(),
    active: z.boolean(),
    productCount: z.number(),
    sample: z.boolean(),
  })
  .meta({ id: 'AdminOrganization' });

/** The routes of catalogueAdminRouter (admin-router.ts). */
export const catalogueAdminApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin', 'Back-office: catálogo')
    .get('/products', {
      summary: 'Productos',
      permission: 'product:read',
      list: true,
      query: adminListSchema(ADMIN_PRODUCT_SORT_FIELDS, productFilter),
      response: z.array(adminProduct),
    })
    .get('/products/:id', {
      summary: 'Un producto',
      permission: 'product:read',
      params: idParam,
      response: adminProduct,
      errors: [404],
    })
    .put('/products/:id', {
      summary: 'Edita nombre, destacado, exclusivo, canal de venta y vigencia de un producto',
      permission: 'product:update',
      params: idParam,
      body: productChangesSchema,
      response: adminProduct,
      errors: [404],
    })
    .get('/organizations', {
      summary: 'Organizaciones (aseguradoras, isapres, clínicas)',
      permission: 'organization:read',
      list: true,
      query: adminListSchema(ADMIN_ORGANIZATION_SORT_FIELDS, organizationFilter),
      response: z.array(adminOrganization),
    })
    .get('/organizations/:id', {
      summary: 'Una organización',
      permission: 'organization:read',
      params: idParam,
      response: adminOrganization,
      errors: [404],
    })
    .put('/organizations/:id', {
      summary: 'Edita nombre, sitio web, imagen y si se vende una organización',
      permission: 'organization:update',
      params: idParam,
      body: organizationChangesSchema,
      response: adminOrganization,
      errors: [404],
    });
};

type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [
  Assignable<AdminProductRow, z.infer<typeof adminProduct>>,
  Assignable<AdminOrganizationRow, z.infer<typeof adminOrganization>>,
] = [true, true];
void typeChecks;
