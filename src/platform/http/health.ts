import { Router } from 'express';
import type { HealthCheck } from '../tokens.js';

const CHECK_TIMEOUT_MS = 1500;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** GET /api/health: 200 when every dependency answers, 503 naming the ones that do not. */
export function healthRouter(checks: HealthCheck[]): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const results = await Promise.all(
      checks.map(async (check) => {
        try {
          await withTimeout(check.check(), CHECK_TIMEOUT_MS);
          return [check.name, { status: 'up' }] as const;
        } catch (error) {
          return [check.name, { status: 'down', error: (error as Error).message || 'sin respuesta' }] as const;
        }
      }),
    );
    const down = results.filter(([, result]) => result.status === 'down').map(([name]) => name);
    res.setHeader('Cache-Control', 'no-store');
    res.status(down.length === 0 ? 200 : 503).json({
      status: down.length === 0 ? 'ok' : 'error',
      ...(down.length > 0 ? { message: `No responde: ${down.join(', ')}` } : {}),
      checks: Object.fromEntries(results),
    });
  });
  return router;
}
