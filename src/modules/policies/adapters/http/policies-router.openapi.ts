import { z } from 'zod';
import { adminListSchema } from '../../../../platform/http/admin-list.js';
import { numericIdParams, type ApiDoc } from '../../../../platform/http/openapi.js';
import type { Policy, PolicyDocument } from '../../domain/policy.js';
import { DOCUMENT_REVIEW_STATUSES, POLICY_STATUSES } from '../../domain/statuses.js';
import { insuredSchema } from './insured-router.openapi.js';
import { one, POLICIES_TAG, upload, XLSX, type Assignable } from './openapi-common.js';
import {
  documentReviewBody,
  insuredBody,
  policyBody,
  policyChanges,
  policyListFilter,
  policyStatusBody,
  POLICY_SORT_FIELDS,
} from './policies-router.js';

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
    status: z.enum(POLICY_STATUSES),
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

/** The routes of policiesRouter (policies-router.ts). */
export const policiesApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin', POLICIES_TAG)
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
      one('Agrega un asegurado (titular o carga) a la póliza', 'employee:create', insuredSchema, {
        body: insuredBody.meta({ description: 'rut, firstName, paternalSurname, birthDate, insuredType, holderRut…' }),
        response: { status: 201, schema: insuredSchema },
        errors: [404, 409],
      }),
    );
};

const typeChecks: [
  Assignable<Omit<Policy, 'statusLabel'>, Omit<z.infer<typeof policy>, 'statusLabel' | 'periodicityLabel'>>,
  Assignable<Omit<PolicyDocument, 'storageKey'> & { statusLabel: string }, z.infer<typeof reviewedDocument>>,
] = [true, true];
void typeChecks;
