import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Router, type RequestHandler } from 'express';
import type { QueueRegistry } from '../../../platform/queue.js';
import { hasPermission } from '../../identity/index.js';
import { BILLING_EMAIL_QUEUE, BILLING_EVENTS_QUEUE, BILLING_SCHEDULES_QUEUE } from '../tokens.js';

export const QUEUES_PATH = '/admin/queues';
/** The browser opens bull-board by navigation (no Authorization header): the Jobs screen sets this cookie. */
export const QUEUES_TOKEN_COOKIE = 'cmp_queues_token';
/** Seeing the queues and their jobs. */
export const QUEUES_READ = 'job:read';
/** Pausing, resuming, retrying, cleaning, emptying… the queues and their jobs. */
export const QUEUES_MANAGE = 'job:manage';

const QUEUE_NAMES = [BILLING_SCHEDULES_QUEUE, BILLING_EMAIL_QUEUE, BILLING_EVENTS_QUEUE];
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * bull-board under /admin/queues for deeper inspection, behind the Jobs screen's permission (job:read).
 * Two boards over the same queues: job:read alone gets the read-only one (no action buttons, bull-board
 * answers 405 to its actions) and every non-GET request needs job:manage, whichever board would serve it.
 * The access token comes from the Authorization header or, for a page navigation, from a cookie scoped to
 * this path. bull-board's page uses inline scripts, so this path gets its own Content-Security-Policy.
 */
export function queuesDashboard(queues: QueueRegistry, guard: (permission: string) => RequestHandler) {
  const board = (readOnlyMode: boolean) => {
    const adapter = new ExpressAdapter();
    adapter.setBasePath(QUEUES_PATH);
    createBullBoard({
      queues: QUEUE_NAMES.map((name) => new BullMQAdapter(queues.get(name), { readOnlyMode })),
      // @bull-board/express 9.10.1 carries its own copy of @bull-board/api 9.10.1's types; the shapes match.
      serverAdapter: adapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
      options: { uiConfig: { boardTitle: 'Colas de trabajos' } },
    });
    return adapter.getRouter() as RequestHandler;
  };
  const readOnlyBoard = board(true);
  const managingBoard = board(false);
  const requireManage = guard(QUEUES_MANAGE);
  const router = Router();
  router.use((req, res, next) => {
    if (!req.headers.authorization) {
      const cookie = (req.headers.cookie ?? '')
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${QUEUES_TOKEN_COOKIE}=`));
      if (cookie)
        req.headers.authorization = `Bearer ${decodeURIComponent(cookie.slice(QUEUES_TOKEN_COOKIE.length + 1))}`;
    }
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline' https://fonts.googleapis.com; font-src 'self' data: https://fonts.gstatic.com; img-src 'self' data: blob:; connect-src 'self'",
    );
    next();
  });
  router.use(guard(QUEUES_READ));
  router.use((req, res, next) => (SAFE_METHODS.has(req.method) ? next() : requireManage(req, res, next)));
  router.use((req, res, next) =>
    hasPermission(req.user?.permissions ?? [], QUEUES_MANAGE)
      ? managingBoard(req, res, next)
      : readOnlyBoard(req, res, next),
  );
  return { path: QUEUES_PATH, router };
}
