import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { sendAdminList } from '../../../platform/http/admin-list.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { ExperimentReport } from '../application/experiment-report.js';
import type { ListFeatureFlags } from '../application/list-feature-flags.js';
import type { StoredFlag } from '../application/ports.js';
import type { SaveFeatureFlag } from '../application/save-feature-flag.js';

export interface FlagsAdminUseCases {
  list: ListFeatureFlags;
  save: SaveFeatureFlag;
  report: ExperimentReport;
}

/** Whoever runs the partner programme (partner:create) edits the site-wide flags; partner admins do not. */
export const FLAGS_PERMISSION = 'partner:create';

const asRecord = (flag: StoredFlag) => ({ id: flag.key, ...flag });
export const flagBody = z.record(z.string(), z.unknown());
export const reportQuery = z.object({ filter: z.string().max(500).optional() });
export const reportFilter = z.object({ partner: z.string().max(63).optional() });

const userOf = (req: Request) => {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'Debe iniciar sesión.');
  return req.user;
};

/**
 * /api/admin/feature-flags (the database flag service, react-admin's simple-rest shape) and
 * /api/admin/experiments (conversion per variant, partner:read, scoped to an ADMIN_PARTNER's partners).
 */
export function flagsAdminRoutes(
  useCases: FlagsAdminUseCases,
  guard: (permission: string) => RequestHandler,
): { path: string; router: Router }[] {
  const flags = Router();
  flags.get('/', guard(FLAGS_PERMISSION), async (_req, res) => {
    const rows = (await useCases.list.list()).map(asRecord);
    sendAdminList(res, 'feature-flags', rows, rows.length, 0);
  });
  flags.get('/:id', guard(FLAGS_PERMISSION), async (req, res) => {
    res.json(asRecord(await useCases.list.get(String(req.params.id))));
  });
  flags.post('/', guard(FLAGS_PERMISSION), async (req, res) => {
    const body = parseInput(flagBody, req.body ?? {}, 'Flag inválido.');
    const key = typeof body.key === 'string' ? body.key.trim() : '';
    if (key && (await useCases.list.get(key).catch(() => null))) {
      throw new AppError('CONFLICT', `Ya existe el flag ${key}.`, { errors: { key: 'Clave en uso.' } });
    }
    res.status(201).json(asRecord(await useCases.save.execute(body)));
  });
  flags.put('/:id', guard(FLAGS_PERMISSION), async (req, res) => {
    const current = await useCases.list.get(String(req.params.id));
    const body = parseInput(flagBody, req.body ?? {}, 'Flag inválido.');
    const { id: _id, updatedAt: _updatedAt, ...changes } = body;
    res.json(asRecord(await useCases.save.execute({ ...current, ...changes, key: current.key })));
  });

  const experiments = Router();
  experiments.get('/', guard('partner:read'), async (req, res) => {
    const query = parseInput(reportQuery, req.query, 'Parámetros inválidos.');
    let filter: z.infer<typeof reportFilter> = {};
    if (query.filter) {
      try {
        filter = parseInput(reportFilter, JSON.parse(query.filter), 'Filtro inválido.');
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('BAD_REQUEST', 'Filtro inválido.');
      }
    }
    const rows = await useCases.report.execute(userOf(req), filter);
    sendAdminList(res, 'experiments', rows, rows.length, 0);
  });

  return [
    { path: '/api/admin/feature-flags', router: flags },
    { path: '/api/admin/experiments', router: experiments },
  ];
}
