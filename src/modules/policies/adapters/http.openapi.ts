import { z } from 'zod';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import { dataOf, numericIdParams, type ApiDoc, type RouteDoc } from '../../../platform/http/openapi.js';
import type { ClientOrganization, Policy, PolicyDocument } from '../application/ports.js';
import { BULK_LOAD_KINDS } from '../domain/bulk-load-columns.js';
import { BULK_LOAD_STATUSES } from '../domain/bulk-load-status.js';
import { MEMBERSHIP_ACTION_NAMES, MEMBERSHIP_ACTIONS } from '../domain/membership-flow.js';
import {
  DEPENDANT_TYPES,
  DOCUMENT_REVIEW_STATUSES,
  GENDERS,
  INSURED_TYPES,
  ORGANIZATION_STATUSES,
  POLICY_STATUSES,
} from '../domain/statuses.js';
import {
  BULK_LOAD_SORT_FIELDS,
  bulkLoadBody,
  bulkLoadFilter,
  cancellationBody,
  documentReviewBody,
  CLIENT_ORGANIZATION_SORT_FIELDS,
  clientOrganizationFilter,
  INSURED_SORT_FIELDS,
  insuredBody,
  insuredListFilter,
  organizationBody,
  policyBody,
  policyChanges,
  policyListFilter,
  policyStatusBody,
  POLICY_SORT_FIELDS,
  UNINSURED_SORT_FIELDS,
  uninsuredFilter,
} from './http.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const status = z.enum(POLICY_STATUSES);

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

const policy = z
  .object({
    id: z.number(),
    number: z.string(),
    kind: z.enum(['collective', 'individual']),
    clientOrganizationId: z.number().nullable(),
    clientOrganizationName: z.string().nullable(),
    insurerId: z.number().nullable(),
    productId: z.number().nullable(),
    productName: z.string().nullable(),
    status,
    statusLabel: z.string(),
    startDate: z.string().meta({ format: 'date' }),
    endDate: z.string().meta({ format: 'date' }).nullable(),
    periodicityMonths: z.number(),
    periodicityLabel: z.string(),
    premium: z.object({ amount: z.string(), currency: z.enum(['CLP', 'UF', 'USD', 'PEN']) }),
    premiumBasis: z.enum(['per-insured', 'per-policy']),
    saleId: z.string().nullable(),
    renewalOf: z.number().nullable(),
    duplicatedFrom: z.number().nullable(),
    coverageGroups: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
    insuredCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Policy' });

const insured = z
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
    status,
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

const bulkLoad = z
  .looseObject({
    id: z.number(),
    kind: z.enum(BULK_LOAD_KINDS),
    kindLabel: z.string(),
    status: z.enum(BULK_LOAD_STATUSES),
    statusLabel: z.string(),
    total: z.number(),
    processed: z.number(),
    succeeded: z.number(),
    failed: z.number(),
    percent: z.number(),
    policyId: z.number(),
    policyNumber: z.string(),
    clientOrganizationId: z.number(),
    clientOrganizationName: z.string(),
    fileName: z.string(),
    errorMessage: z.string().nullable(),
    cancelRequested: z.boolean(),
    createdByName: z.string().nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'BulkLoad' });

const policyDocument = z.object({
  id: z.number(),
  policyId: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  status: z.string(),
  createdAt: z.string(),
});
const reviewedDocument = policyDocument
  .extend({ status: z.enum(DOCUMENT_REVIEW_STATUSES), statusLabel: z.string() })
  .meta({ id: 'PolicyDocument' });
const upload = (extra: z.ZodRawShape = {}) =>
  z.object({ file: z.string().meta({ format: 'binary', description: 'Hasta 20 MB' }), ...extra });

/** The routes of policiesAdminRouter (http.ts): client companies, policies, insured people, bulk loads. */
export const policiesApiDoc: ApiDoc = (api) => {
  const r = api.router('/api/admin', 'Back-office: pólizas');
  const one = (summary: string, permission: string, response: z.ZodType, more: Partial<RouteDoc> = {}): RouteDoc => ({
    summary,
    permission,
    params: numericIdParams,
    response,
    errors: [404],
    ...more,
  });
  r.get('/client-organizations', {
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
    )
    .get('/policies', {
      summary: 'Pólizas',
      permission: 'policy:read',
      list: true,
      query: adminListSchema(POLICY_SORT_FIELDS, policyListFilter),
      response: z.array(policy),
    })
    .get('/policies/export.xlsx', {
      summary: 'Exporta las pólizas filtradas',
      permission: 'policy:export',
      query: adminListSchema(POLICY_SORT_FIELDS, policyListFilter),
      response: { contentType: XLSX, description: 'polizas.xlsx' },
    })
    .get('/policies/:id', one('Una póliza', 'policy:read', policy))
    .post('/policies', {
      summary: 'Crea una póliza (queda PENDING)',
      permission: 'policy:create',
      body: policyBody,
      response: { status: 201, schema: policy },
      errors: [404, 409],
    })
    .put(
      '/policies/:id',
      one('Edita una póliza (y su estado)', 'policy:update', policy, { body: policyChanges, errors: [404, 409] }),
    )
    .post(
      '/policies/:id/status',
      one('Cambia el estado de la póliza', 'policy:update', policy, { body: policyStatusBody, errors: [404, 409] }),
    )
    .post(
      '/policies/:id/duplicate',
      one('Duplica la póliza', 'policy:duplicate', policy, { response: { status: 201, schema: policy } }),
    )
    .post(
      '/policies/:id/renewal',
      one('Renueva la póliza (una nueva, vigente desde el término)', 'policy:renewal', policy, {
        response: { status: 201, schema: policy },
        errors: [404, 409],
      }),
    )
    .get(
      '/policies/:id/history',
      one(
        'Historial de cambios de la póliza',
        'policy:read-history',
        z.array(
          z.object({
            id: z.number(),
            policyId: z.number(),
            at: z.string(),
            userId: z.number().nullable(),
            userName: z.string().nullable(),
            action: z.string(),
            changes: z.record(z.string(), z.unknown()),
          }),
        ),
        { list: true },
      ),
    )
    .get(
      '/policies/:id/documents',
      one('Documentos de la póliza', 'policy:read', z.array(policyDocument), { list: true }),
    )
    .post(
      '/policies/:id/documents',
      one('Sube un documento a la póliza', 'policy:upload-file', policyDocument, {
        form: upload(),
        response: { status: 201, schema: policyDocument },
        errors: [404, 413],
      }),
    )
    .get('/policies/:id/documents/:documentId', {
      ...one('Descarga un documento de la póliza', 'policy:read', z.never()),
      params: numericIdParams.extend({ documentId: z.coerce.number().int().positive() }),
      response: { contentType: 'application/octet-stream', description: 'El archivo, con su tipo' },
    })
    .put('/policies/:id/documents/:documentId', {
      ...one('Revisa un documento de la póliza (aprobado, pendiente, rechazado…)', 'policy:update', reviewedDocument),
      params: numericIdParams.extend({ documentId: z.coerce.number().int().positive() }),
      body: documentReviewBody,
    })
    .post(
      '/policies/:id/insured',
      one('Agrega un asegurado (titular o carga) a la póliza', 'employee:create', insured, {
        body: insuredBody.meta({ description: 'rut, firstName, paternalSurname, birthDate, insuredType, holderRut…' }),
        response: { status: 201, schema: insured },
        errors: [404, 409],
      }),
    )
    .get('/insured', {
      summary: 'Asegurados',
      permission: 'employee:read',
      list: true,
      query: adminListSchema(INSURED_SORT_FIELDS, insuredListFilter),
      response: z.array(insured),
    })
    .get('/insured/export.xlsx', {
      summary: 'Exporta los asegurados filtrados',
      permission: 'employee:export',
      query: adminListSchema(INSURED_SORT_FIELDS, insuredListFilter),
      response: { contentType: XLSX, description: 'asegurados.xlsx' },
    })
    .get('/insured/:id', one('Un asegurado', 'employee:read', insured));
  for (const action of MEMBERSHIP_ACTION_NAMES) {
    const rule = MEMBERSHIP_ACTIONS[action];
    r.post(
      `/insured/:id/${action}`,
      one(`${rule.label} (de ${rule.from} a ${rule.to})`, rule.permission, insured, {
        ...(action === 'start-cancellation' ? { body: cancellationBody } : {}),
        errors: [404, 409],
      }),
    );
  }
  r.get('/uninsured', {
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
  })
    .get('/bulk-loads', {
      summary: 'Cargas masivas de altas y bajas',
      permission: 'employee:bulk-load-read',
      list: true,
      query: adminListSchema(BULK_LOAD_SORT_FIELDS, bulkLoadFilter),
      response: z.array(bulkLoad),
    })
    .get('/bulk-loads/templates/:kind', {
      summary: 'Plantilla Excel de una carga (activation o cancellation)',
      permission: 'employee:bulk-load-read',
      params: z.object({ kind: z.string().meta({ description: 'activation o cancellation (.xlsx opcional)' }) }),
      response: { contentType: XLSX, description: 'plantilla-altas.xlsx o plantilla-bajas.xlsx' },
      errors: [404],
    })
    .post('/bulk-loads', {
      summary: 'Sube una carga masiva (se procesa en segundo plano)',
      description: 'Además pide employee:bulk-activation o employee:bulk-cancellation según el tipo.',
      permission: 'employee:bulk-load-process',
      form: upload(bulkLoadBody.shape),
      response: {
        status: 202,
        schema: dataOf(
          z.object({ id: z.number(), duplicate: z.boolean().meta({ description: 'El mismo archivo ya se cargó' }) }),
        ),
      },
      errors: [404, 409, 413],
    })
    .get('/bulk-loads/:id', one('Una carga y su avance', 'employee:bulk-load-read', dataOf(bulkLoad)))
    .get(
      '/bulk-loads/:id/errors.xlsx',
      one('Errores de la carga por fila', 'employee:bulk-load-read', z.never(), {
        response: { contentType: XLSX, description: 'errores-carga-{id}.xlsx' },
      }),
    )
    .post(
      '/bulk-loads/:id/cancel',
      one('Cancela una carga en curso', 'employee:bulk-load-process', dataOf(bulkLoad), { errors: [404, 409] }),
    );
};

type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [
  Assignable<ClientOrganization, z.infer<typeof clientOrganization>>,
  Assignable<Omit<Policy, 'statusLabel'>, Omit<z.infer<typeof policy>, 'statusLabel' | 'periodicityLabel'>>,
  Assignable<Omit<PolicyDocument, 'storageKey'> & { statusLabel: string }, z.infer<typeof reviewedDocument>>,
] = [true, true, true];
void typeChecks;
