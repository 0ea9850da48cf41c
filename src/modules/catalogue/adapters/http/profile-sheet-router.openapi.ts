import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../../platform/http/openapi.js';
import {
  PROFILE_SHEET_COLUMNS,
  PROFILE_SHEET_DIRECT_ROWS,
  PROFILE_SHEET_MAX_ROWS,
} from '../../domain/profile-sheet.js';
import { profileSheetForm, sheetJobParam } from './profile-sheet-router.js';

const product = z.object({
  productCode: z.string(),
  name: z.string(),
  organization: z.string(),
  amount: z.number().nullable(),
  currency: z.string(),
  period: z.enum(['mensual', 'anual']),
  text: z.string(),
});
const pricedSheet = z
  .object({
    total: z.number().int(),
    priced: z.number().int(),
    failed: z.number().int(),
    rows: z.array(
      z.union([
        z.object({ row: z.number().int(), ok: z.literal(true), products: z.array(product) }),
        z.object({ row: z.number().int(), ok: z.literal(false), errors: z.array(z.string()) }),
      ]),
    ),
  })
  .meta({ id: 'PricedProfileSheet' });
const status = z.enum(['pendiente', 'procesando', 'terminado', 'fallido']);

/** The routes of profileSheetRouter (profile-sheet-router.ts), spec 03 §7. */
export const profileSheetApiDoc: ApiDoc = (api) => {
  api
    .router('/api/insurance/processProfilesWithExcel', 'Seguros')
    .post('/', {
      summary: 'Cotiza una planilla .xlsx de perfiles: los productos más baratos para cada fila',
      description:
        `Columnas de la primera fila: ${PROFILE_SHEET_COLUMNS.join(', ')} (edad obligatoria). Hasta ` +
        `${PROFILE_SHEET_DIRECT_ROWS} perfiles la respuesta es inmediata (200); más (hasta ${PROFILE_SHEET_MAX_ROWS}) ` +
        'se procesan en segundo plano (202) y el resultado se descarga como .xlsx. Las filas con errores llevan ' +
        'sus mensajes en español.',
      form: profileSheetForm.extend({
        file: z.string().meta({ format: 'binary', description: 'La planilla .xlsx, hasta 2 MB' }),
      }),
      response: dataOf(pricedSheet),
      responses: {
        202: {
          schema: dataOf(
            z.object({
              jobId: z.string(),
              status: z.literal('pendiente'),
              total: z.number().int(),
              statusUrl: z.string(),
              downloadUrl: z.string(),
            }),
          ),
          description: 'Planilla grande: se procesa en segundo plano',
        },
      },
      errors: [413, 503],
    })
    .get('/:jobId', {
      summary: 'Estado del proceso de una planilla grande',
      params: sheetJobParam,
      response: dataOf(
        z.object({
          jobId: z.string(),
          status,
          processed: z.number(),
          total: z.number().int().nullable(),
          priced: z.number().int().nullable(),
          failed: z.number().int().nullable(),
          downloadUrl: z.string().nullable(),
          error: z.string().nullable(),
        }),
      ),
      errors: [404],
    })
    .get('/:jobId/download', {
      summary: 'Descarga la planilla cotizada (.xlsx)',
      params: sheetJobParam,
      response: {
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        description: 'comparacion-perfiles.xlsx',
      },
      errors: [404, 409],
    });
};
