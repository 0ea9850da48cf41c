import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { QueueRegistry } from './queue.js';
import type { CacheStats } from './tokens.js';

/** The pool sequelize keeps (sequelize-pool), as far as metrics need it. */
interface PoolStats {
  size: number;
  available: number;
  using: number;
  waiting: number;
  maxSize?: number;
}

const BACKLOG_TIMEOUT_MS = 1000;
const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized', 'waiting-children'] as const;

const ROUTE_LABEL = Symbol('routeLabel');
type Tracked = Request & { [ROUTE_LABEL]?: string };

/**
 * Remembers the full pattern of the route that handles a request at the moment the router matches it
 * (its mount path, req.baseUrl, is restored when a handler passes an error on, so it is read then).
 */
export function trackRoute(): RequestHandler {
  return (req, _res, next) => {
    let route: unknown;
    Object.defineProperty(req, 'route', {
      configurable: true,
      enumerable: true,
      get: () => route,
      set(value: { path?: unknown } | undefined) {
        route = value;
        if (value && value.path !== undefined) {
          const path = typeof value.path === 'string' ? value.path : String(value.path);
          (req as Tracked)[ROUTE_LABEL] = `${req.baseUrl}${path === '/' && req.baseUrl ? '' : path}` || '/';
        }
      },
    });
    next();
  };
}

/** The route pattern that answered (`/api/admin/leads/:id`), never the raw URL (ids would explode the series). */
export function routeLabel(req: Request): string {
  return (req as Tracked)[ROUTE_LABEL] ?? 'unmatched';
}

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(fallback), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Prometheus metrics of one process (GET /metrics): HTTP latency by route, the database pool, the outbox
 * backlog and the age of its oldest row, BullMQ job counts per queue, and Node's defaults. One registry per
 * runtime (not prom-client's global one), so several runtimes share a test process.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;

  constructor(deps: {
    sequelize: Sequelize;
    queues: QueueRegistry;
    queueNames: () => string[];
    /** In-memory caches whose hits and misses are reported (PLATFORM.CacheStats). */
    caches?: () => CacheStats[];
  }) {
    const registry = this.registry;
    collectDefaultMetrics({ register: registry });
    const caches = deps.caches ?? (() => []);
    new Gauge({
      name: 'cache_requests',
      help: 'Consultas a cada caché en memoria desde el inicio del proceso, por resultado (hit, miss)',
      labelNames: ['cache', 'result'],
      registers: [registry],
      collect() {
        for (const cache of caches()) {
          this.set({ cache: cache.name, result: 'hit' }, cache.hits);
          this.set({ cache: cache.name, result: 'miss' }, cache.misses);
        }
      },
    });
    new Gauge({
      name: 'cache_bytes',
      help: 'Bytes que ocupa cada caché en memoria',
      labelNames: ['cache'],
      registers: [registry],
      collect() {
        for (const cache of caches()) this.set({ cache: cache.name }, cache.usedBytes);
      },
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duración de las respuestas HTTP por ruta (patrón de la ruta), método y estado',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const pool = () =>
      (deps.sequelize.connectionManager as unknown as { pool?: Partial<PoolStats> }).pool ?? ({} as Partial<PoolStats>);
    new Gauge({
      name: 'db_pool_connections',
      help: 'Conexiones del pool de PostgreSQL por estado (size, using, available, waiting = pedidos en espera, max)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = pool();
        for (const state of ['size', 'using', 'available', 'waiting'] as const) {
          if (typeof stats[state] === 'number') this.set({ state }, stats[state]);
        }
        if (typeof stats.maxSize === 'number') this.set({ state: 'max' }, stats.maxSize);
      },
    });
    const backlog = async () =>
      withTimeout(
        deps.sequelize
          .query<{ pending: string; oldest: number | null }>(
            `SELECT count(*) AS pending, extract(epoch FROM now() - min(created_at))::float8 AS oldest
               FROM outbox_messages WHERE dispatched_at IS NULL`,
            { type: QueryTypes.SELECT },
          )
          .then(([row]) => row ?? null)
          .catch(() => null),
        BACKLOG_TIMEOUT_MS,
        null,
      );
    let lastBacklog: Promise<{ pending: string; oldest: number | null } | null> | undefined;
    const sharedBacklog = () =>
      (lastBacklog ??= backlog().finally(() => setTimeout(() => (lastBacklog = undefined), 0)));
    new Gauge({
      name: 'outbox_pending_messages',
      help: 'Mensajes del outbox aún no entregados a la cola (Redis caído o relay atrasado)',
      registers: [registry],
      async collect() {
        const row = await sharedBacklog();
        if (row) this.set(Number(row.pending));
      },
    });
    new Gauge({
      name: 'outbox_oldest_pending_age_seconds',
      help: 'Antigüedad del mensaje pendiente más antiguo del outbox, en segundos (0 sin pendientes)',
      registers: [registry],
      async collect() {
        const row = await sharedBacklog();
        if (row) this.set(row.oldest ?? 0);
      },
    });
    new Gauge({
      name: 'bullmq_queue_jobs',
      help: 'Trabajos de cada cola BullMQ por estado',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        if (!deps.queues.ready) return;
        await Promise.all(
          [...new Set(deps.queueNames())].map(async (name) => {
            const counts = await withTimeout(
              deps.queues
                .get(name)
                .getJobCounts(...JOB_STATES)
                .catch(() => null),
              BACKLOG_TIMEOUT_MS,
              null,
            );
            if (counts) for (const [state, count] of Object.entries(counts)) this.set({ queue: name, state }, count);
          }),
        );
      },
    });
  }

  /** Times every response, labelled by the matched route pattern. */
  httpMiddleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const end = this.httpDuration.startTimer();
      res.on('finish', () => {
        end({ method: req.method, route: routeLabel(req), status_code: String(res.statusCode) });
      });
      next();
    };
  }

  /** One response timed outside httpMiddleware (a fast lane's, issue 31), in the same histogram. */
  observeHttp(method: string, route: string, status: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status_code: String(status) }, seconds);
  }

  /** GET /metrics in Prometheus' text format. */
  handler(): RequestHandler {
    return (_req, res, next) => {
      this.registry
        .metrics()
        .then((text) => {
          res.setHeader('Content-Type', this.registry.contentType);
          res.setHeader('Cache-Control', 'no-store');
          res.send(text);
        })
        .catch(next);
    };
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a presented token is the configured one, in constant time (digests have equal lengths). */
export function tokenMatches(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

/**
 * Who may read /metrics on the public port (per-route traffic and process figures are not public): with no
 * token configured nobody (404, as if absent); otherwise only a request with `Authorization: Bearer <token>`
 * (401 without it or with another). The worker's internal listener does not use this guard.
 */
export function metricsAccess(token: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (!token) {
      res.status(404).json({ error: { code: 'NOT_FOUND', message: `No existe la ruta ${req.method} ${req.path}.` } });
      return;
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (!match || !tokenMatches(match[1]!, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.setHeader('Cache-Control', 'no-store');
      res.status(401).json({ error: { code: 'UNAUTHORIZED', message: 'Se requiere el token de métricas.' } });
      return;
    }
    next();
  };
}
