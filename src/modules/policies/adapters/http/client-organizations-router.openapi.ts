import { z } from 'zod';
import { adminListSchema } from '../../../../platform/http/admin-list.js';
import type { ApiDoc } from '../../../../platform/http/openapi.js';
import type { ClientOrganization } from '../../domain/client-organization.js';
import { ORGANIZATION_STATUSES } from '../../domain/statuses.js';
import {
  CLIENT_ORGANIZATION_SORT_FIELDS,
  clientOrganizationFilter,
  organizationBody,
} from './client-organizations-router.js';
import { one, POLICIES_TAG, type Assignable } from './openapi-common.js';

const clientOrganization = z
  .object({
    id: z.number(),
    name: z.string(),
    rut: z.string(),
    status: z.enum(ORGANIZATION_STATUSES),
    groupCode: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    street: z.string().nullable(),
    city: z.string(),
    region: z.string(),
    country: z.string(),
    zip: z.string().nullable(),
    policyCount: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'ClientOrganization' });

/** The routes of clientOrganizationsRouter (client-organizations-router.ts). */
export const clientOrganizationsApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin', POLICIES_TAG)
    .get('/client-organizations', {
      summary: 'Empresas clientes (las del usuario si es de una empresa)',
      permission: 'policy:read',
      list: true,
      query: adminListSchema(CLIENT_ORGANIZATION_SORT_FIELDS, clientOrganizationFilter),
      response: z.array(clientOrganization),
    })
    .get('/client-organizations/:id', one('Una empresa cliente', 'policy:read', clientOrganization))
    .post('/client-organizations', {
      summary: 'Crea una empresa cliente',
      permission: 'organization:create',
      body: organizationBody,
      response: { status: 201, schema: clientOrganization },
      errors: [409],
    })
    .put(
      '/client-organizations/:id',
      one('Edita una empresa cliente', 'organization:update', clientOrganization, {
        body: organizationBody.partial(),
        errors: [404, 409],
      }),
    );
};

const typeChecks: [Assignable<ClientOrganization, z.infer<typeof clientOrganization>>] = [true];
void typeChecks;
