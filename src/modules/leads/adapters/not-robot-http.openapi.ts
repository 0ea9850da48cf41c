import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../platform/http/openapi.js';
import { notRobotBody, notRobotQuery } from './not-robot-http.js';

/** The routes of notRobotRouter (not-robot-http.ts), spec 03 §7. */
export const notRobotApiDoc: ApiDoc = (api) => {
  api
    .router('/api/buscarplanes/notrobot', 'Solicitudes')
    .get('/', {
      summary: 'Un desafío de prueba de trabajo firmado (verificación de que no es un robot, sin servicios externos)',
      description:
        'El navegador busca un contador tal que SHA-256("{challenge}:{contador}") empiece con `bits` bits en cero ' +
        'y lo envía por POST antes de expiresAt.',
      query: notRobotQuery,
      response: dataOf(
        z.object({
          challenge: z.string(),
          bits: z.number().int(),
          algorithm: z.literal('SHA-256'),
          expiresAt: z.string(),
        }),
      ),
      errors: [429],
    })
    .post('/', {
      summary: 'Comprueba un desafío resuelto; cada desafío sirve una vez',
      description:
        '400 con details.reason malformed, forged, expired o unsolved; 409 (reason used) si el desafío ya se usó.',
      body: notRobotBody,
      response: dataOf(z.object({ notRobot: z.literal(true), pass: z.string(), expiresAt: z.string() })),
      errors: [409, 429],
    });
};
