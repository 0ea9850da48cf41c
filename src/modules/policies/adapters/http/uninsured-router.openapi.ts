import { z } from 'zod';
import { adminListSchema } from '../../../../platform/http/admin-list.js';
import type { ApiDoc } from '../../../../platform/http/openapi.js';
import { INSURED_TYPES } from '../../domain/statuses.js';
import { POLICIES_TAG } from './openapi-common.js';
import { UNINSURED_SORT_FIELDS, uninsuredFilter } from './uninsured-router.js';

/** The route of uninsuredRouter (uninsured-router.ts). */
export const uninsuredApiDoc: ApiDoc = (api) => {
  api.router('/api/admin', POLICIES_TAG).get('/uninsured', {
    summary: 'Personas de las empresas sin seguro vigente',
    permission: 'employee:read-uninsured',
    list: true,
    query: adminListSchema(UNINSURED_SORT_FIELDS, uninsuredFilter),
    response: z.array(
      z.object({
        id: z.number(),
        clientOrganizationId: z.number().nullable(),
        rut: z.string(),
        fullName: z.string(),
        insuredType: z.enum(INSURED_TYPES),
        email: z.string().nullable(),
        status: z.string(),
      }),
    ),
  });
};
