import { Queue, Worker, type JobsOptions, type WorkerOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from './logger.js';
import type { JobProcessor } from './tokens.js';
import { keepTrying } from './keep-trying.js';

/**
 * A connection for producers and checks: commands fail at once while Redis is away
 * (no offline queue), so a request never hangs on it; ioredis keeps reconnecting.
 */
export function createRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Connection errors are expected while Redis is away; the owner logs them once (runtime.ts).
  redis.on('error', () => {});
  return redis;
}

/** Workers block on Redis: BullMQ requires maxRetriesPerRequest null on their connections. */
export function createWorkerRedis(url: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', () => {});
  return redis;
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2000 },
  // Completed jobs are kept a week so a re-relayed outbox row (same jobId) is recognised, not run again.
  removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

export class QueueRegistry {
  private readonly queues = new Map<string, Queue>();
  private closed = false;

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  /** False while Redis is away: callers keep their work (the outbox keeps its rows) instead of waiting. */
  get ready(): boolean {
    return this.connection.status === 'ready';
  }

  get(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.prefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      queue.on('error', (error) => this.logger.debug({ err: error, queue: name }, 'queue error'));
      this.queues.set(name, queue);
      this.forgetIfBroken(name, queue);
    }
    return queue;
  }

  /**
   * BullMQ checks Redis once when a Queue is created (its version, with INFO); if Redis goes away during that
   * check, the Queue stays broken for good: every later call rejects, although the shared connection comes
   * back. Such a Queue is forgotten, so the next call creates a sound one (the outbox relay retries anyway).
   */
  private forgetIfBroken(name: string, queue: Queue): void {
    queue.waitUntilReady().catch((error: unknown) => {
      if (this.queues.get(name) !== queue) return;
      this.queues.delete(name);
      this.logger.debug({ err: error, queue: name }, 'queue could not start: a new one is created on next use');
      void withTimeout(
        queue.close().catch(() => undefined),
        2000,
      );
    });
  }

  /**
   * Registers (or removes) a job scheduler on queue `name` at start-up, again and again while Redis is away (each
   * time on the registry's current Queue of that name, never on one left broken), until it holds or this registry
   * closes.
   */
  schedule(what: string, name: string, register: (queue: Queue) => Promise<unknown>): Promise<void> {
    return keepTrying(what, () => register(this.get(name)), this.logger, { stopped: () => this.closed });
  }

  async close(): Promise<void> {
    this.closed = true;
    // A queue whose Redis never answered would wait forever to close.
    await withTimeout(Promise.allSettled([...this.queues.values()].map((queue) => queue.close())), 2000);
    this.queues.clear();
  }
}

/** The lock a running job holds unless its processor asks for another (JobProcessor.lockDurationMs). */
export const DEFAULT_LOCK_MS = 8_000;
/** How often a worker looks for jobs whose worker died (their lock expired). */
export const STALLED_CHECK_MS = 3_000;

/**
 * BullMQ's lock settings (issue 25 #9). A job whose worker is killed is taken by another worker once its
 * lock has expired and a stalled check has seen it twice: about lock + 1 to 2 checks, so at most ~14 s
 * (BullMQ's defaults, 30 s and 30 s, took 57-88 s: scripts/bench/worker-takeover.ts). A live worker renews
 * its locks every quarter of the lock, so a renewal may be late or lost three times (a busy event loop,
 * a Redis hiccup) before the job looks stalled. A job seen stalled a third time (its worker keeps dying on
 * it) fails instead of killing worker after worker; handlers are idempotent, so a job taken over runs again
 * safely.
 */
export function workerLockOptions(
  lockDurationMs = DEFAULT_LOCK_MS,
): Pick<WorkerOptions, 'lockDuration' | 'lockRenewTime' | 'stalledInterval' | 'maxStalledCount'> {
  return {
    lockDuration: lockDurationMs,
    lockRenewTime: Math.floor(lockDurationMs / 4),
    stalledInterval: STALLED_CHECK_MS,
    maxStalledCount: 2,
  };
}

/** Runs the modules' processors; close() lets running jobs finish before it resolves. */
export class WorkerHost {
  private readonly workers: Worker[] = [];

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  start(processors: JobProcessor[]): void {
    for (const processor of processors) {
      const worker = new Worker(processor.queue, (job) => processor.process(job), {
        connection: createWorkerRedis(this.redisUrl),
        prefix: this.prefix,
        concurrency: processor.concurrency ?? 4,
        ...workerLockOptions(processor.lockDurationMs),
      });
      worker.on('error', (error) => this.logger.debug({ err: error, queue: processor.queue }, 'worker error'));
      worker.on('failed', (job, error) =>
        this.logger.warn(
          { err: error, queue: processor.queue, jobId: job?.id, attempts: job?.attemptsMade },
          'job failed',
        ),
      );
      this.workers.push(worker);
    }
  }

  get count(): number {
    return this.workers.length;
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.workers.map((worker) => worker.close()));
    this.workers.length = 0;
  }
}
