import { Router } from 'express';
import { z } from 'zod';
import { sendAdminList } from '../../../../platform/http/admin-list.js';
import { parseInput } from '../../../../platform/http/validate.js';
import type { CareScenarios } from '../../application/care-scenarios.js';
import { CatalogueNotFoundError } from '../../domain/errors.js';
import type { Guard } from './admin-router.js';
import { careScenarioUpdateSchema } from './schemas.js';

export const codeParam = z.object({ id: z.string().regex(/^[a-z0-9-]{3,40}$/, 'Código de escenario inválido.') });

/**
 * /api/admin/care-scenarios: the cost-of-care simulator's reference prices (issue 13), read with
 * product:read and edited with product:update (catalogue reference data). react-admin's id is the code.
 */
export function careScenariosAdminRouter(scenarios: CareScenarios, guard: Guard): Router {
  const router = Router();
  const record = (s: Awaited<ReturnType<CareScenarios['list']>>[number]) => ({ id: s.code, ...s });
  router.get('/care-scenarios', guard('product:read'), async (_req, res) => {
    const rows = (await scenarios.list()).map(record);
    sendAdminList(res, 'care-scenarios', rows, rows.length, 0);
  });
  router.get('/care-scenarios/:id', guard('product:read'), async (req, res) => {
    const { id } = parseInput(codeParam, req.params);
    const found = (await scenarios.list()).find((s) => s.code === id);
    if (!found) throw new CatalogueNotFoundError(`No existe el escenario ${id}.`);
    res.setHeader('Cache-Control', 'no-store');
    res.json(record(found));
  });
  router.put('/care-scenarios/:id', guard('product:update'), async (req, res) => {
    const { id } = parseInput(codeParam, req.params);
    const data = parseInput(careScenarioUpdateSchema, req.body ?? {}, 'Datos del escenario inválidos.');
    res.json(record(await scenarios.update(id, data)));
  });
  return router;
}
