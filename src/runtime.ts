import 'reflect-metadata';
import path from 'node:path';
import type { Express, RequestHandler } from 'express';
import { Container } from 'inversify';
import type { Redis } from 'ioredis';
import type { Sequelize } from 'sequelize';
import { APP_ROOT } from './platform/app-root.js';
import type { Config } from './platform/config.js';
import { resolveDatabase, type ResolvedDatabase } from './platform/database-url.js';
import { createSequelize } from './platform/db.js';
import { createFileStorage } from './platform/files/file-storage.js';
import { createApp, createOpsApp, trustProxySetting } from './platform/http/app.js';
import { SitePageCache, sitePageRenderer } from './site-page-renderer.js';
import { apiDocsRouter } from './platform/http/api-docs.js';
import { documentedBodyTypes } from './platform/http/body-types.js';
import { healthRouter } from './platform/http/health.js';
import type { FastLane } from './platform/http/fast-lane.js';
import { healthApiDoc } from './platform/http/health.openapi.js';
import { registeredOperations, type ApiDoc } from './platform/http/openapi.js';
import { RedisRateLimiter } from './platform/http/rate-limit.js';
import type { Logger } from './platform/logger.js';
import { MailStore } from './platform/mail/mail-store.js';
import { MailboxMailer, SmtpMailer } from './platform/mail/mailers.js';
import { Metrics } from './platform/metrics.js';
import { migrateUp } from './platform/migrator.js';
import { Outbox } from './platform/outbox/outbox.js';
import { EventPublisher, type EventSubscription } from './platform/outbox/integration-events.js';
import { OutboxRelay } from './platform/outbox/outbox-relay.js';
import { createRedis, QueueRegistry, WorkerHost } from './platform/queue.js';
import {
  PLATFORM,
  systemClock,
  type CacheStats,
  type HealthCheck,
  type HttpRoute,
  type JobProcessor,
} from './platform/tokens.js';
import { allModules } from './modules.js';
import { CONTENT } from './modules/content/index.js';
import { editionSiteStatus, pageEditionOfHost } from './site-edition.js';
import { editionHostMap } from './modules/profile/index.js';

/** Waits for a connection still being opened (the first health check right after start). */
function whenReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}

const ROOT = APP_ROOT;

export interface Runtime {
  config: Config;
  logger: Logger;
  container: Container;
  sequelize: Sequelize;
  redis: Redis;
  queues: QueueRegistry;
  outbox: Outbox;
  relay: OutboxRelay;
  workers: WorkerHost;
  database: ResolvedDatabase;
  createHttpApp(): Express;
  /** ROLE=worker: health and /metrics only (WORKER_HTTP_PORT). */
  createOpsHttpApp(): Express;
  metrics: Metrics;
  /** Starts the outbox relay and the job workers (ROLE=all|worker). */
  startBackground(): void;
  close(): Promise<void>;
}

/** The composition root shared by main.ts, scripts and tests: platform services plus every module. */
export async function createRuntime(
  config: Config,
  logger: Logger,
  options: { migrate?: boolean } = {},
): Promise<Runtime> {
  const database = await resolveDatabase(
    config.DATABASE_URL,
    path.resolve(ROOT, config.DATA_DIR),
    config.DATABASE_POOL_MAX,
    logger,
    { host: config.LOCAL_POSTGRES_HOST, port: config.LOCAL_POSTGRES_PORT },
    config.EMBEDDED_POSTGRES_PORT,
  );
  const sequelize = createSequelize(database.url, config.DATABASE_POOL_MAX, logger);
  if (options.migrate) {
    const applied = await migrateUp(sequelize, logger);
    if (applied.length > 0) logger.info({ applied }, `Migraciones aplicadas: ${applied.length}`);
  }

  const redis = createRedis(config.REDIS_URL);
  let redisWarned = false;
  redis.on('error', (error) => {
    if (redisWarned) return;
    redisWarned = true;
    logger.warn(
      { err: error.message, url: config.REDIS_URL },
      'Redis no responde: los correos, recordatorios y cargas masivas esperan en el outbox de PostgreSQL y saldrán cuando Redis vuelva. El sitio y la API siguen funcionando.',
    );
  });
  redis.on('ready', () => {
    if (redisWarned) logger.info('Redis conectado');
    redisWarned = false;
  });

  const queues = new QueueRegistry(redis, config.QUEUE_PREFIX, logger);
  const outbox = new Outbox(sequelize);
  const relay = new OutboxRelay(sequelize, queues, logger, config.OUTBOX_POLL_MS);
  const workers = new WorkerHost(config.REDIS_URL, config.QUEUE_PREFIX, logger);

  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(PLATFORM.Config).toConstantValue(config);
  container.bind(PLATFORM.Logger).toConstantValue(logger);
  container.bind(PLATFORM.Sequelize).toConstantValue(sequelize);
  container.bind(PLATFORM.Redis).toConstantValue(redis);
  container.bind(PLATFORM.QueueRegistry).toConstantValue(queues);
  container.bind(PLATFORM.Outbox).toConstantValue(outbox);
  container
    .bind(PLATFORM.EventPublisher)
    .toConstantValue(
      new EventPublisher(outbox, () =>
        container.isBound(PLATFORM.EventSubscription)
          ? container.getAll<EventSubscription>(PLATFORM.EventSubscription)
          : [],
      ),
    );
  container.bind(PLATFORM.Clock).toConstantValue(systemClock);
  // The server-rendered pages' cache, shared by the renderer and the back-office's purge.
  const pageCache = new SitePageCache();
  container.bind(CONTENT.PageCachePurge).toConstantValue(pageCache);
  container.bind(PLATFORM.FileStorage).toConstantValue(createFileStorage(config, path.resolve(ROOT, config.DATA_DIR)));
  // Shared by every process through Redis, with an in-memory insurance while Redis is away.
  container.bind(PLATFORM.RateLimiter).toConstantValue(new RedisRateLimiter(redis, `${config.QUEUE_PREFIX}:rl`));
  const mailStore = new MailStore(sequelize);
  container.bind(PLATFORM.Mailbox).toConstantValue(mailStore);
  container
    .bind(PLATFORM.Mailer)
    .toConstantValue(
      config.SMTP_URL
        ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM, mailStore, logger)
        : new MailboxMailer(mailStore),
    );
  container.bind<HealthCheck>(PLATFORM.HealthCheck).toConstantValue({
    name: 'database',
    check: async () => {
      await sequelize.query('SELECT 1');
    },
  });
  container.bind<HealthCheck>(PLATFORM.HealthCheck).toConstantValue({
    name: 'redis',
    // Without Redis the site and API keep working; e-mails and jobs wait in the outbox.
    critical: false,
    check: async () => {
      await whenReady(redis, 1000);
      await redis.ping();
    },
  });
  container.load(...allModules);

  const metrics = new Metrics({
    sequelize,
    queues,
    caches: () => (container.isBound(PLATFORM.CacheStats) ? container.getAll<CacheStats>(PLATFORM.CacheStats) : []),
    queueNames: () => [
      ...(container.isBound(PLATFORM.JobProcessor)
        ? container.getAll<JobProcessor>(PLATFORM.JobProcessor).map((processor) => processor.queue)
        : []),
      ...(container.isBound(PLATFORM.EventSubscription)
        ? container.getAll<EventSubscription>(PLATFORM.EventSubscription).map((subscription) => subscription.queue)
        : []),
    ],
  });
  const apiDocs = () => (container.isBound(PLATFORM.ApiDoc) ? container.getAll<ApiDoc>(PLATFORM.ApiDoc) : []);
  const healthChecks = () => healthRouter(container.getAll<HealthCheck>(PLATFORM.HealthCheck));

  let closed = false;
  return {
    config,
    logger,
    container,
    sequelize,
    redis,
    queues,
    outbox,
    relay,
    workers,
    database,
    metrics,
    createHttpApp() {
      const routes = container.getAll<HttpRoute>(PLATFORM.HttpRoute);
      const health = healthChecks();
      return createApp({
        logger,
        metrics,
        metricsToken: config.METRICS_TOKEN,
        trustProxy: trustProxySetting(config.TRUST_PROXY),
        routes: [
          { path: '/api/health', router: health },
          { path: '/api/docs', router: apiDocsRouter(() => [healthApiDoc, ...apiDocs()]) },
          ...routes,
        ],
        jsonBodyLimit: config.JSON_BODY_LIMIT,
        webDir: path.resolve(ROOT, 'dist/web'),
        adminDir: path.resolve(ROOT, 'dist/admin'),
        siteStatus: editionSiteStatus,
        editionOfHost: pageEditionOfHost(editionHostMap(config.EDITION_HOSTS)),
        renderPage: sitePageRenderer(container, logger, pageCache),
        bodyTypes: documentedBodyTypes(() => registeredOperations([healthApiDoc, ...apiDocs()])),
        fastLanes: container.isBound(PLATFORM.HttpFastLane) ? container.getAll<FastLane>(PLATFORM.HttpFastLane) : [],
        middleware: container.isBound(PLATFORM.HttpMiddleware)
          ? container.getAll<RequestHandler>(PLATFORM.HttpMiddleware)
          : [],
      });
    },
    createOpsHttpApp() {
      return createOpsApp({ logger, health: healthChecks(), metrics });
    },
    startBackground() {
      relay.start();
      workers.start(
        container.isBound(PLATFORM.JobProcessor) ? container.getAll<JobProcessor>(PLATFORM.JobProcessor) : [],
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      await relay.stop();
      await workers.close();
      await queues.close();
      redis.disconnect();
      await sequelize.close();
      await database.stop();
    },
  };
}
