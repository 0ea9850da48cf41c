import { Router } from 'express';
import { z } from 'zod';
import type { RateLimiter, RateLimitRule } from '../../../platform/http/rate-limit.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { IssueNotRobotChallenge } from '../application/issue-not-robot-challenge.js';
import type { VerifyNotRobot } from '../application/verify-not-robot.js';

/** Challenges are cheap to issue but each verification costs a hash and a Redis write: both are limited. */
export const NOT_ROBOT_LIMIT: RateLimitRule = { name: 'notrobot', max: 60, windowMs: 10 * 60_000 };

/** `_fh`, the site's fingerprint hash (spec 03 §7 `?_fh`): accepted for compatibility, not needed by the check. */
export const notRobotQuery = z.object({
  _fh: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,64}$/, { error: 'El identificador del navegador solo admite letras, números, - y _.' })
    .optional(),
});

export const notRobotBody = z.object({
  challenge: z.string({ error: 'Falta el desafío.' }).max(200, { error: 'El desafío es demasiado largo.' }),
  solution: z
    .string({ error: 'Falta la solución.' })
    .regex(/^[0-9]{1,12}$/, { error: 'La solución debe ser un número de hasta 12 dígitos.' }),
});

/** GET and POST /api/buscarplanes/notrobot: the self-hosted robot check (proof of work). */
export function notRobotRouter(
  useCases: { issue: IssueNotRobotChallenge; verify: VerifyNotRobot },
  limiter: RateLimiter,
): Router {
  const router = Router();
  const limit = limiter.perIp(NOT_ROBOT_LIMIT);
  router.get('/', limit, (req, res) => {
    parseInput(notRobotQuery, req.query, 'Consulta inválida.');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: useCases.issue.execute() });
  });
  router.post('/', limit, async (req, res) => {
    const input = parseInput(notRobotBody, req.body ?? {}, 'Verificación inválida.');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: await useCases.verify.execute(input) });
  });
  return router;
}
