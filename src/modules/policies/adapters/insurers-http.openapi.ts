import { z } from 'zod';
import { adminListSchema } from '../../../platform/http/admin-list.js';
import { numericIdParams, type ApiDoc, type RouteDoc } from '../../../platform/http/openapi.js';
import type {
  InsurerContact,
  InsurerDocument,
  InsurerProductRef,
  InsurerRef,
  InsurerSettings,
} from '../domain/insurer.js';
import { ORGANIZATION_STATUSES } from '../domain/statuses.js';
import {
  contactBody,
  INSURER_CONTACT_SORT_FIELDS,
  INSURER_DOCUMENT_SORT_FIELDS,
  INSURER_SORT_FIELDS,
  insurerContactCreateBody,
  insurerContactFilter,
  insurerDocumentFilter,
  insurerDocumentStatusBody,
  insurerDocumentUploadBody,
  insurerFilter,
  insurerProductFilter,
  INSURER_SETTINGS_SORT_FIELDS,
  insurerSettingsBody,
  insurerSettingsFilter,
} from './insurers-http.js';

const insurer = z.object({ id: z.number(), name: z.string() }).meta({ id: 'InsurerRef' });
const insurerProduct = z
  .object({ id: z.number(), name: z.string(), code: z.string(), insurerId: z.number() })
  .meta({ id: 'InsurerProductRef' });
const insurerContact = z
  .object({
    id: z.number(),
    insurerId: z.number(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    position: z.string().nullable(),
  })
  .meta({ id: 'InsurerContact' });
const insurerSettings = z
  .object({
    id: z.number().meta({ description: 'El id de la aseguradora' }),
    insurerId: z.number(),
    cuttingDay: z.number(),
    retroactiveDays: z.number(),
    requestDays: z.number(),
    contacts: z.array(insurerContact).meta({ description: 'Vacío sin el permiso insurer:read-contact' }),
  })
  .meta({ id: 'InsurerSettings' });
const insurerDocument = z
  .object({
    id: z.number(),
    insurerId: z.number(),
    fileName: z.string(),
    description: z.string().nullable(),
    contentType: z.string(),
    sizeBytes: z.number(),
    status: z.enum(ORGANIZATION_STATUSES),
    statusLabel: z.string(),
    uploadedByName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'InsurerDocument' });

/** Every route of insurersAdminRouter (insurers-http.ts), from the schemas its routes parse with. */
export const insurersApiDoc: ApiDoc = (api) => {
  const r = api.router('/api/admin', 'Back-office: pólizas');
  const insurerParams = z.object({ insurerId: z.coerce.number().int().positive() });
  const one = (summary: string, permission: string, response: z.ZodType, more: Partial<RouteDoc> = {}): RouteDoc => ({
    summary,
    permission,
    params: numericIdParams,
    response,
    errors: [404],
    ...more,
  });
  r.get('/insurers', {
    summary: 'Aseguradoras del catálogo (nombres, para el formulario de pólizas)',
    permission: 'policy:read',
    list: true,
    query: adminListSchema(INSURER_SORT_FIELDS, insurerFilter),
    response: z.array(insurer),
  })
    .get('/insurers/:id', one('Una aseguradora del catálogo', 'policy:read', insurer))
    .get('/insurer-products', {
      summary: 'Productos del catálogo por aseguradora (para el formulario de pólizas)',
      permission: 'policy:read',
      list: true,
      query: adminListSchema(INSURER_SORT_FIELDS, insurerProductFilter),
      response: z.array(insurerProduct),
    })
    .get('/insurer-products/:id', one('Un producto del catálogo', 'policy:read', insurerProduct))
    .get('/insurer-settings', {
      summary: 'Configuración de las aseguradoras (día de corte, retroactividad, contactos)',
      permission: 'insurer:read',
      list: true,
      query: adminListSchema(INSURER_SETTINGS_SORT_FIELDS, insurerSettingsFilter),
      response: z.array(insurerSettings),
    })
    .get('/insurer-settings/:insurerId', {
      summary: 'Configuración de una aseguradora',
      permission: 'insurer:read',
      params: insurerParams,
      response: insurerSettings,
      errors: [404],
    })
    .put('/insurer-settings/:insurerId', {
      summary: 'Edita día de corte, días de retroactividad y de solicitud',
      description:
        'cuttingDay y requestDays piden insurer:update-cutting-day; retroactiveDays, insurer:update-retroactive-days.',
      permission: 'insurer:read',
      params: insurerParams,
      body: insurerSettingsBody,
      response: insurerSettings,
      errors: [403, 404],
    })
    .post('/insurer-settings/:insurerId/contacts', {
      summary: 'Agrega un contacto de la aseguradora (la aseguradora en la ruta)',
      permission: 'insurer:create-contact',
      params: insurerParams,
      body: contactBody,
      response: { status: 201, schema: insurerContact },
      errors: [404],
    })
    .get('/insurer-contacts', {
      summary: 'Contactos de una aseguradora (filter.insurerId), o de todas sin filtro',
      permission: 'insurer:read-contact',
      list: true,
      query: adminListSchema(INSURER_CONTACT_SORT_FIELDS, insurerContactFilter),
      response: z.array(insurerContact),
    })
    .get('/insurer-contacts/:id', one('Un contacto de aseguradora', 'insurer:read-contact', insurerContact))
    .post('/insurer-contacts', {
      summary: 'Agrega un contacto a una aseguradora',
      permission: 'insurer:create-contact',
      body: insurerContactCreateBody,
      response: { status: 201, schema: insurerContact },
      errors: [404],
    })
    .put(
      '/insurer-contacts/:id',
      one('Edita un contacto de aseguradora', 'insurer:update-contact', insurerContact, {
        body: contactBody.partial(),
      }),
    )
    .delete(
      '/insurer-contacts/:id',
      one('Borra un contacto de aseguradora (responde el contacto borrado)', 'insurer:delete-contact', insurerContact),
    )
    .get('/insurer-documents', {
      summary: 'Documentos de las aseguradoras',
      permission: 'insurer:read',
      list: true,
      query: adminListSchema(INSURER_DOCUMENT_SORT_FIELDS, insurerDocumentFilter),
      response: z.array(insurerDocument),
    })
    .get('/insurer-documents/:id', one('Un documento de aseguradora', 'insurer:read', insurerDocument))
    .get(
      '/insurer-documents/:id/file',
      one('Descarga un documento de aseguradora', 'insurer:read', z.never(), {
        response: { contentType: 'application/octet-stream', description: 'El archivo, con su tipo' },
      }),
    )
    .post('/insurer-documents', {
      summary: 'Sube un documento de una aseguradora',
      permission: 'policy:upload-file',
      form: insurerDocumentUploadBody.extend({
        file: z.string().meta({ format: 'binary', description: 'Hasta 20 MB' }),
      }),
      response: { status: 201, schema: insurerDocument },
      errors: [404, 413],
    })
    .put(
      '/insurer-documents/:id',
      one('Cambia el estado de un documento de aseguradora', 'policy:upload-file', insurerDocument, {
        body: insurerDocumentStatusBody,
      }),
    );
};

type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [
  Assignable<InsurerRef, z.infer<typeof insurer>>,
  Assignable<InsurerProductRef, z.infer<typeof insurerProduct>>,
  Assignable<InsurerContact, z.infer<typeof insurerContact>>,
  Assignable<InsurerSettings & { id: number }, z.infer<typeof insurerSettings>>,
  Assignable<Omit<InsurerDocument, 'storageKey'> & { statusLabel: string }, z.infer<typeof insurerDocument>>,
] = [true, true, true, true, true];
void typeChecks;
