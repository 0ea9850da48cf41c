import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { companyDetailsChanges } from './company-details-http.js';

const nullable = z.string().nullable();
const contactGroup = z
  .object({
    group: z.enum(['contacto', 'red_social']),
    items: z.array(z.object({ name: z.string(), info: z.string(), link: z.string() })),
  })
  .meta({ id: 'ContactGroup' });
const details = z.object({
  legalName: nullable,
  rut: nullable,
  phone: nullable,
  whatsapp: nullable,
  contactEmail: nullable,
  paymentsEmail: nullable,
  personasPortalUrl: nullable,
  empresasPortalUrl: nullable,
  bankName: nullable,
  bankAccountType: nullable,
  bankAccountNumber: nullable,
  bankAccountHolder: nullable,
  bankAccountRut: nullable,
  instagramUrl: nullable,
  linkedinUrl: nullable,
});
const adminRecord = details
  .extend({
    id: z.literal('company'),
    missing: z.array(z.string()).meta({ description: 'Datos obligatorios sin completar, por su nombre' }),
  })
  .meta({ id: 'CompanyDetails' });

/** The routes of companyDetailsRouters (company-details-http.ts). */
export const companyDetailsApiDoc: ApiDoc = (api) => {
  api.router('/api/contactInformations', 'Contenido').get('/', {
    summary: 'Datos de contacto del sitio (WhatsApp, teléfono, correo, redes), solo los configurados',
    response: dataOf(z.array(contactGroup)),
  });
  api.router('/api/company', 'Contenido').get('/', {
    summary: 'Datos públicos de la empresa: razón social, correo de contacto, portales y canales',
    response: dataOf(
      z.object({
        legalName: nullable,
        contactEmail: nullable,
        personasPortalUrl: nullable,
        empresasPortalUrl: nullable,
        contact: z.array(contactGroup),
      }),
    ),
  });
  api
    .router('/api/admin/company-details', 'Back-office: contenido')
    .get('/company', { summary: 'Datos de la empresa', permission: 'content:read', response: adminRecord })
    .put('/company', {
      summary: 'Editar los datos de la empresa',
      permission: 'content:update',
      body: companyDetailsChanges,
      response: adminRecord,
    });
};
