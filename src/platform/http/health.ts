import { Router, type RequestHandler } from 'express';
import type { HealthCheck } from '../tokens.js';

const CHECK_TIMEOUT_MS = 1500;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Health of the process, for load balancers and orchestrators:
 * - GET /api/health/live  (liveness): 200 as long as the process answers; checks nothing, so a slow
 *   database never gets a healthy process restarted.
 * - GET /api/health/ready (readiness): 503 when a critical check fails (the database); a non-critical one
 *   down (Redis: e-mails and jobs wait in the outbox, the site keeps working) answers 200 'degraded'.
 * - GET /api/health: the readiness answer, kept for existing callers (it answered 503 with Redis down).
 */
export function healthRouter(checks: HealthCheck[]): Router {
  const router = Router();
  router.get('/live', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  const ready: RequestHandler = async (_req, res) => {
    const results = await Promise.all(
      checks.map(async (check) => {
        const critical = check.critical !== false;
        try {
          await withTimeout(check.check(), CHECK_TIMEOUT_MS);
          return { name: check.name, critical, result: { status: 'up' } as const };
        } catch (error) {
          const message = (error as Error).message || 'sin respuesta';
          return { name: check.name, critical, result: { status: 'down', error: message } as const };
        }
      }),
    );
    const down = results.filter((r) => r.result.status === 'down');
    const failing = down.some((r) => r.critical);
    const status = failing ? 'error' : down.length > 0 ? 'degraded' : 'ok';
    res.setHeader('Cache-Control', 'no-store');
    res.status(failing ? 503 : 200).json({
      status,
      ...(down.length > 0 ? { message: `No responde: ${down.map((r) => r.name).join(', ')}` } : {}),
      checks: Object.fromEntries(results.map((r) => [r.name, { ...r.result, critical: r.critical }])),
    });
  };
  router.get('/ready', ready);
  router.get('/', ready);
  return router;
}
