/**
 * A worker process for the "killed worker" takeover test and bench: the platform's WorkerHost (so the
 * lock settings under test are the ones production uses) running one processor. Each job takes
 * `data.ms` milliseconds in steps of 200 ms, each step burning `data.cpuMs` of CPU first (a chunk of
 * parsing), and writes "start <pid> <time>" and "done <pid> <time>" to a Redis list per job.
 * Environment: REDIS_URL, QUEUE_PREFIX, TAKEOVER_QUEUE.
 */
import { Redis } from 'ioredis';
import type { Job } from 'bullmq';
import { createLogger } from '../logger.js';
import { WorkerHost } from '../queue.js';
import { takeoverLogKey } from './takeover-support.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = process.env.QUEUE_PREFIX!;
const queue = process.env.TAKEOVER_QUEUE!;
const log = new Redis(redisUrl, { maxRetriesPerRequest: null });
const host = new WorkerHost(redisUrl, prefix, createLogger('silent'));

async function work(job: Job<{ ms: number; cpuMs?: number }>) {
  const key = takeoverLogKey(prefix, job.id!);
  await log.rpush(key, `start ${process.pid} ${Date.now()}`);
  const until = Date.now() + job.data.ms;
  while (Date.now() < until) {
    const burst = Date.now() + (job.data.cpuMs ?? 0);
    while (Date.now() < burst); // the event loop is busy: lock renewals wait for it
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await log.rpush(key, `done ${process.pid} ${Date.now()}`);
}

host.start([{ queue, concurrency: 1, process: (job) => work(job as Job<{ ms: number; cpuMs?: number }>) }]);
await log.ping();
process.stdout.write('worker-ready\n');
