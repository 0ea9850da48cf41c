import { Router } from 'express';
import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../../platform/http/openapi.js';
import { AppError } from '../../../../platform/errors.js';
import { parseInput } from '../../../../platform/http/validate.js';
import { lookupPaymentError } from '../../domain/error-catalogue.js';
import type { SandboxVault } from './sandbox-vault.js';

export const sandboxInscriptionSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'Falta el token de la tarjeta.')
    .max(500)
    .nullish()
    .meta({ description: 'El token de la tarjeta de prueba (librería del sandbox); null: el comprador canceló' }),
});

const inscriptionParams = z.object({ reference: z.string().max(100).meta({ description: 'La inscripción' }) });

/**
 * The sandbox provider's own side of its card enrolment page (issue 28; development, tests and staging only):
 * the page /sandbox/inscripcion/{reference} hands it the test card's token (never the number) or the buyer's
 * cancellation, and is told where the buyer goes back to, as Oneclick's page sends the buyer to our return.
 * Mounted only when the sandbox provider exists.
 */
export function sandboxInscriptionRouter(vault: () => SandboxVault | undefined): Router {
  const router = Router();
  router.post('/:reference', async (req, res) => {
    const body = parseInput(sandboxInscriptionSchema, req.body ?? {});
    const sandbox = vault();
    const answer = sandbox ? await sandbox.completeInscription(String(req.params.reference), body.token ?? null) : null;
    if (!answer) throw new AppError('NOT_FOUND', 'No existe la inscripción de tarjeta o ya terminó.');
    if ('declined' in answer) {
      const view = lookupPaymentError(answer.declined);
      throw new AppError('BAD_REQUEST', `${view.message} ${view.adviceText}`, { errors: { token: view.message } });
    }
    res.set('Cache-Control', 'no-store').json({ data: answer });
  });
  return router;
}

export const sandboxInscriptionApiDoc: ApiDoc = (api) => {
  api.router('/api/sandbox/inscriptions', 'Proveedor de prueba (sandbox)').post('/:reference', {
    summary: 'Página de inscripción de tarjeta del sandbox: inscribe la tarjeta de prueba y dice adónde volver',
    params: inscriptionParams,
    body: sandboxInscriptionSchema,
    response: dataOf(
      z.object({ returnUrl: z.string().meta({ description: 'La vuelta a la compra, con TBK_TOKEN como Oneclick' }) }),
    ),
    errors: [404],
  });
};
