/**
 * npm run bench:worker-takeover [-- --runs 3 --job-ms 20000 --restart]
 *
 * Issue 25 #9's figure: how long a job held by a killed worker waits before another worker takes it.
 * Each run starts worker process A (the platform's WorkerHost, src/platform/testing/takeover-worker-child.ts),
 * gives it a job that takes --job-ms and, once A has started it, SIGKILLs A at a different moment of its
 * lock-renewal cycle each run. Worker B is already running (another worker process), or with --restart is
 * started only after the kill (a supervisor restarting the process: its start-up counts).
 * Prints, per run, the seconds from the kill until B starts the job and until it finishes it, and how many
 * times the job finished (must be 1). A script, never a timed test.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { ChildProcess } from 'node:child_process';
import { deleteKeys } from '../../src/platform/testing/test-runtime.js';
import { killHard, readTakeoverLog, startTakeoverWorker } from '../../src/platform/testing/takeover-support.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'job-ms': { type: 'string', default: '20000' },
    restart: { type: 'boolean', default: false },
  },
});
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `cmpb_${randomBytes(4).toString('hex')}`;
const env = { REDIS_URL, QUEUE_PREFIX: prefix, TAKEOVER_QUEUE: 'takeover-bench' };
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
const queue = new Queue(env.TAKEOVER_QUEUE, { connection: redis, prefix });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 180_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`not in ${ms} ms: ${JSON.stringify(value)}`);
    await sleep(50);
  }
}

const results: { takeover: number; done: number }[] = [];
const children: ChildProcess[] = [];
try {
  for (let run = 0; run < Number(values.runs); run += 1) {
    // Only A runs when the job is added, so A takes it.
    const a = await startTakeoverWorker(env);
    children.push(a);
    const job = await queue.add('slow', { ms: Number(values['job-ms']) }, { jobId: `run-${run}`, attempts: 3 });
    const log = () => readTakeoverLog(redis, prefix, job.id!);
    const [first] = await waitFor(log, (entries) => entries.length > 0);
    let b = values.restart ? null : await startTakeoverWorker(env);
    if (b) children.push(b);
    // Kill A at a different moment of its lock-renewal cycle each run.
    await sleep((run * 1700) % 5000);
    const killedAt = Date.now();
    await killHard(a);
    if (!b) {
      b = await startTakeoverWorker(env);
      children.push(b);
    }
    const entries = await waitFor(log, (all) => all.some((entry) => entry.event === 'done'));
    await sleep(1000); // a second, late "done" would show here
    const after = await log();
    const takenOver = entries.find((entry) => entry.event === 'start' && entry.pid !== a.pid)!;
    const done = after.filter((entry) => entry.event === 'done');
    const takeover = takenOver.at - killedAt;
    const total = done[0]!.at - killedAt;
    results.push({ takeover, done: total });
    console.log(
      `run ${run + 1}: killed ${seconds(killedAt - first!.at)} s into the job; taken over after ${seconds(takeover)} s, ` +
        `finished ${seconds(total)} s after the kill; finished ${done.length} time(s) by ${done.map((d) => (d.pid === b!.pid ? 'B' : 'A')).join(',')}; state ${await job.getState()}`,
    );
    for (const child of children.splice(0)) await killHard(child);
  }
  const worst = Math.max(...results.map((result) => result.takeover));
  const mean = results.reduce((sum, result) => sum + result.takeover, 0) / results.length;
  console.log(
    `takeover after a SIGKILL (${values.restart ? 'worker restarted after the kill' : 'another worker running'}): ` +
      `mean ${seconds(mean)} s, worst ${seconds(worst)} s over ${results.length} runs`,
  );
} finally {
  for (const child of children) await killHard(child);
  await queue.close();
  redis.disconnect();
  await deleteKeys(REDIS_URL, `${prefix}:*`);
}
