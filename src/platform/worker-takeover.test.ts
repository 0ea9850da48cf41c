import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCK_MS } from './queue.js';
import { TEST_REDIS_URL } from './testing/test-database.js';
import { deleteKeys } from './testing/test-runtime.js';
import { killHard, readTakeoverLog, startTakeoverWorker } from './testing/takeover-support.js';
import { patience } from './testing/patience.js';

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = patience(90_000)): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Issue 25 #9 with real worker processes (the platform's WorkerHost) and Redis: a job whose worker is
 * SIGKILLed is taken over by another worker and finished once; a job longer than the lock, on a live but
 * busy worker, keeps its lock and is not taken over. How fast the takeover is: scripts/bench/worker-takeover.ts.
 */
describe('a killed worker hands its job over (real processes, BullMQ)', { timeout: 180_000 }, () => {
  const prefix = `cmpt_${randomBytes(4).toString('hex')}`;
  const env = { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix, TAKEOVER_QUEUE: 'takeover-test' };
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(env.TAKEOVER_QUEUE, { connection: redis, prefix });
  const children: ChildProcess[] = [];
  const start = async () => {
    const child = await startTakeoverWorker(env);
    children.push(child);
    return child;
  };
  afterEach(async () => {
    for (const child of children.splice(0)) await killHard(child);
  });
  afterAll(async () => {
    await queue.close();
    redis.disconnect();
    await deleteKeys(TEST_REDIS_URL, `${prefix}:*`);
  });

  it('another worker takes the job of a worker killed mid-job and finishes it once', async () => {
    const a = await start();
    const job = await queue.add('slow', { ms: 3000 }, { jobId: 'killed-mid-job', attempts: 3 });
    const log = () => readTakeoverLog(redis, prefix, job.id!);
    await waitFor(log, (entries) => entries.some((entry) => entry.event === 'start'));
    // A dies mid-job before B starts: starting B first could take longer than the 3-s job on a loaded runner,
    // and A then finished it itself (seen on a fresh-clone run).
    await killHard(a);
    await start(); // B
    await waitFor(log, (entries) => entries.some((entry) => entry.event === 'done'));
    await waitFor(
      () => job.getState(),
      (state) => state === 'completed',
    );
    const entries = await log();
    expect(entries.map((entry) => [entry.event, entry.pid === a.pid ? 'A' : 'B'])).toEqual([
      ['start', 'A'],
      ['start', 'B'],
      ['done', 'B'],
    ]);
  });

  it('a job three locks long on a live worker whose event loop is busy keeps its lock: one run, never stalled', async () => {
    const a = await start();
    const job = await queue.add('long', { ms: 3 * DEFAULT_LOCK_MS, cpuMs: 1000 }, { jobId: 'long', attempts: 3 });
    const log = () => readTakeoverLog(redis, prefix, job.id!);
    await waitFor(log, (entries) => entries.length > 0);
    await start(); // a second worker that would take the job if its lock lapsed
    await waitFor(
      () => job.getState(),
      (state) => state === 'completed' || state === 'failed',
    );
    const entries = await log();
    expect(entries.map((entry) => [entry.event, entry.pid === a.pid ? 'A' : 'other'])).toEqual([
      ['start', 'A'],
      ['done', 'A'],
    ]);
    const finished = await queue.getJob(job.id!);
    expect(finished!.stalledCounter).toBe(0);
  });
});
