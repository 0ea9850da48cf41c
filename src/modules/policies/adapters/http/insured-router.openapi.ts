import { z } from 'zod';
import { adminListSchema } from '../../../../platform/http/admin-list.js';
import type { ApiDoc } from '../../../../platform/http/openapi.js';
import { MEMBERSHIP_ACTION_NAMES, MEMBERSHIP_ACTIONS } from '../../domain/membership-flow.js';
import { DEPENDANT_TYPES, GENDERS, INSURED_TYPES, POLICY_STATUSES } from '../../domain/statuses.js';
import { cancellationBody, INSURED_SORT_FIELDS, insuredListFilter } from './insured-router.js';
import { one, POLICIES_TAG, XLSX } from './openapi-common.js';

/** An insured person as the routes answer it (also POST /policies/:id/insured's answer). */
export const insuredSchema = z
  .object({
    id: z.number(),
    policyId: z.number(),
    policyNumber: z.string(),
    clientOrganizationId: z.number().nullable(),
    personId: z.number(),
    rut: z.string(),
    firstName: z.string(),
    paternalSurname: z.string(),
    maternalSurname: z.string().nullable(),
    fullName: z.string(),
    birthDate: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    genderLabel: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    insuredType: z.enum(INSURED_TYPES),
    insuredTypeLabel: z.string(),
    dependantType: z.enum(DEPENDANT_TYPES).nullable(),
    dependantTypeLabel: z.string().nullable(),
    holderRut: z.string().nullable(),
    coverageGroupId: z.number().nullable(),
    coverageGroupName: z.string().nullable(),
    status: z.enum(POLICY_STATUSES),
    statusLabel: z.string(),
    startDate: z.string(),
    exclusionDate: z.string().nullable(),
    exclusionReason: z.string().nullable(),
    bulkLoadId: z.number().nullable(),
    actions: z.array(z.enum(MEMBERSHIP_ACTION_NAMES as [string, ...string[]])).meta({
      description: 'Acciones que admite su estado (botones del back-office)',
    }),
  })
  .meta({ id: 'Insured' });

/** The routes of insuredRouter (insured-router.ts). */
export const insuredApiDoc: ApiDoc = (api) => {
  const r = api.router('/api/admin', POLICIES_TAG);
  r.get('/insured', {
    summary: 'Asegurados',
    permission: 'employee:read',
    list: true,
    query: adminListSchema(INSURED_SORT_FIELDS, insuredListFilter),
    response: z.array(insuredSchema),
  })
    .get('/insured/export.xlsx', {
      summary: 'Exporta los asegurados filtrados',
      permission: 'employee:export',
      query: adminListSchema(INSURED_SORT_FIELDS, insuredListFilter),
      response: { contentType: XLSX, description: 'asegurados.xlsx' },
    })
    .get('/insured/:id', one('Un asegurado', 'employee:read', insuredSchema));
  for (const action of MEMBERSHIP_ACTION_NAMES) {
    const rule = MEMBERSHIP_ACTIONS[action];
    r.post(
      `/insured/:id/${action}`,
      one(`${rule.label} (de ${rule.from} a ${rule.to})`, rule.permission, insuredSchema, {
        ...(action === 'start-cancellation' ? { body: cancellationBody } : {}),
        errors: [404, 409],
      }),
    );
  }
};
