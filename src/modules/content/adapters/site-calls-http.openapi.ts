import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { VERSION_FIELD } from '../domain/version-check.js';
import { businessLineHeaders, comparatorKey, optionalApp } from './site-calls-http.js';

/** The routes of siteCallsRouter (site-calls-http.ts), spec 02 §7 and spec 03 §7. */
export const siteCallsApiDoc: ApiDoc = (api) => {
  api
    .router('/api', 'Contenido')
    .get('/whyUs/:id', {
      summary: '¿Por qué cotizar con nosotros? para un comparador',
      params: z.object({ id: comparatorKey }),
      response: dataOf(
        z.object({
          comparatorId: z.number(),
          title: z.string(),
          items: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string() })),
        }),
      ),
      errors: [404],
    })
    .get('/qp-version', {
      summary: 'Versión del sitio (el navegador recarga si cambió)',
      response: z.object({ [VERSION_FIELD]: z.string() }),
    })
    .get('/chat/available', {
      summary: 'Si el chat está activo ahora',
      query: z.object({ app: optionalApp }),
      response: dataOf(z.object({ active: z.boolean() })),
    })
    .get('/chat/getWebchatConfig/:appLanguage', {
      summary: 'Configuración del chat web de una aplicación e idioma ({aplicación}-{idioma})',
      params: z.object({ appLanguage: z.string().regex(/^[A-Za-z0-9_.]{1,40}-[a-z]{2}$/) }),
      response: dataOf(
        z.object({ baseConfig: z.record(z.string(), z.unknown()), valuesConfig: z.record(z.string(), z.unknown()) }),
      ),
      errors: [404],
    })
    .get('/twilio/webchat-config/:appLanguage', {
      summary: 'Configuración del chat web Twilio (portales de clientes); 404 si el proveedor no es Twilio',
      params: z.object({ appLanguage: z.string().regex(/^[A-Za-z0-9_.]{1,40}-[a-z]{2}$/) }),
      response: dataOf(
        z.object({ baseConfig: z.record(z.string(), z.unknown()), valuesConfig: z.record(z.string(), z.unknown()) }),
      ),
      errors: [404],
    })
    .get('/business-line', {
      summary: 'Líneas de negocio (a quién va una solicitud)',
      headers: z.object({
        'x-editable': businessLineHeaders.shape['x-editable'],
        'x-lead-type': businessLineHeaders.shape['x-lead-type'],
      }),
      response: dataOf(
        z.array(
          z.object({
            id: z.number(),
            code: z.string(),
            name: z.string(),
            editable: z.boolean(),
            leadType: z.enum(['plan', 'contacto']),
          }),
        ),
      ),
    });
};
