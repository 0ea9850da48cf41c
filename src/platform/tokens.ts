import type { RequestHandler, Router } from 'express';
import type { Job } from 'bullmq';

/** Container tokens of the platform's shared services. Modules bind their own in <module>/tokens.ts. */
export const PLATFORM = {
  Config: Symbol.for('platform.Config'),
  Logger: Symbol.for('platform.Logger'),
  Sequelize: Symbol.for('platform.Sequelize'),
  Redis: Symbol.for('platform.Redis'),
  QueueRegistry: Symbol.for('platform.QueueRegistry'),
  Outbox: Symbol.for('platform.Outbox'),
  /** EventPublisher (outbox/integration-events.ts): publish(tx, event) to every subscribed module. */
  EventPublisher: Symbol.for('platform.EventPublisher'),
  /** Multi-bound: a consuming module's EventSubscription (event type -> its own queue). */
  EventSubscription: Symbol.for('platform.EventSubscription'),
  Clock: Symbol.for('platform.Clock'),
  /** The identity module's guard for /api/admin routes (see Authorization). */
  Authorization: Symbol.for('platform.Authorization'),
  Mailer: Symbol.for('platform.Mailer'),
  /** MailStore (src/platform/mail/mail-store.ts): lists the messages sent, the development mailbox. */
  Mailbox: Symbol.for('platform.Mailbox'),
  /**
   * FileStorage (files/file-storage.ts): uploaded files on the local disk under DATA_DIR or in an
   * S3-compatible bucket (FILE_STORAGE); the database keeps only their keys.
   */
  FileStorage: Symbol.for('platform.FileStorage'),
  /** Per-IP/per-key request limits (see rate-limit.ts). */
  RateLimiter: Symbol.for('platform.RateLimiter'),
  /** Multi-bound: every module's HTTP routes. */
  HttpRoute: Symbol.for('platform.HttpRoute'),
  /** Multi-bound: each router's OpenAPI registration (ApiDoc of http/openapi.ts), beside the router. */
  ApiDoc: Symbol.for('platform.ApiDoc'),
  /** Multi-bound: every module's BullMQ processors. */
  JobProcessor: Symbol.for('platform.JobProcessor'),
  /** Multi-bound: checks reported by /api/health. */
  HealthCheck: Symbol.for('platform.HealthCheck'),
  /**
   * Multi-bound: request hooks run before every route and page, after the security headers (so a hook may
   * adjust them per request, e.g. a partner's CSP frame-ancestors, issue 14).
   */
  HttpMiddleware: Symbol.for('platform.HttpMiddleware'),
  /**
   * Multi-bound: POST routes answered from kept answers before the middleware stack (FastLane of
   * http/fast-lane.ts, issue 31).
   */
  HttpFastLane: Symbol.for('platform.HttpFastLane'),
  /** Multi-bound: an in-memory cache's counts (CacheStats), reported by /metrics. */
  CacheStats: Symbol.for('platform.CacheStats'),
} as const;

/** What /metrics reports of one in-memory cache (cache_requests{cache,result}, cache_bytes{cache}). */
export interface CacheStats {
  name: string;
  hits: number;
  misses: number;
  usedBytes: number;
}

export interface HttpRoute {
  /** Mount path below the site root, e.g. '/api/globales'. */
  path: string;
  router: Router;
}

export interface JobProcessor {
  queue: string;
  concurrency?: number;
  /**
   * How long a running job's lock lasts without renewal (BullMQ lockDuration; default 8 s, see
   * workerLockOptions in queue.ts): a worker that dies holding it leaves the job to another worker once it
   * expires. Long jobs renew it while they run; only a job that blocks its event loop for seconds needs more.
   */
  lockDurationMs?: number;
  process(job: Job): Promise<unknown>;
}

export interface HealthCheck {
  name: string;
  check(): Promise<void>;
  /** False: reported as 'degraded' when down, readiness stays 200 (Redis). Default true (the database). */
  critical?: boolean;
}

/** The current instant. "Today" is the Chilean day of it: chileanToday(clock) (pricing/domain/chilean-day.ts), never the UTC date. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Who is calling, once the identity module has checked the access token (set on req.user). */
export interface AuthenticatedUser {
  id: number;
  email: string;
  name: string;
  roles: string[];
  permissions: string[];
  /** The client organization (policies module) of a company user: the token's company claim; null for staff. */
  companyId?: number | null;
}

/**
 * The guard every /api/admin route uses, implemented by the identity module and bound to
 * PLATFORM.Authorization, so other modules protect their routes without importing identity's insides.
 */
export interface Authorization {
  /** 401 without a valid access token, 403 without the permission string (e.g. 'lead:read'). */
  requirePermission(permission: string): RequestHandler;
  /** 401 without a valid access token; sets req.user. */
  authenticate: RequestHandler;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable key: a message with a key already sent is not sent again. */
  idempotencyKey?: string;
  /**
   * Extra header fields (e.g. List-Unsubscribe and List-Unsubscribe-Post, RFC 8058), sent as given and kept
   * with the message. Names are header field names; values must not contain line breaks.
   */
  headers?: Record<string, string>;
}

/** The e-mail port: SMTP (nodemailer) in production, the development mailbox table otherwise. */
export interface Mailer {
  send(message: MailMessage): Promise<{ sent: boolean }>;
}
