import { Worker, type Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createRedis, createWorkerRedis, QueueRegistry } from '../queue.js';
import { createTestRuntime, type TestRuntime } from '../testing/test-runtime.js';
import { OutboxRelay } from './outbox-relay.js';
import { patience } from '../testing/patience.js';

const QUEUE = 'outbox-test';

describe('transactional outbox on real Postgres and Redis', () => {
  let runtime: TestRuntime;
  const processed: Job[] = [];
  let worker: Worker;

  beforeAll(async () => {
    runtime = await createTestRuntime();
    worker = new Worker(
      QUEUE,
      async (job) => {
        processed.push(job);
      },
      { connection: createWorkerRedis(runtime.config.REDIS_URL), prefix: runtime.config.QUEUE_PREFIX, concurrency: 8 },
    );
    await worker.waitUntilReady();
  });
  afterAll(async () => {
    await worker.close();
    await runtime.dispose();
  });

  async function waitFor(condition: () => Promise<boolean> | boolean, ms = patience(10_000)): Promise<void> {
    const until = Date.now() + ms;
    while (!(await condition())) {
      if (Date.now() > until) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('never sends a row written in a rolled-back transaction', async () => {
    const transaction = await runtime.sequelize.transaction();
    await runtime.outbox.add(transaction, { queue: QUEUE, name: 'rolled-back', payload: { n: -1 } });
    await transaction.rollback();

    const relay = new OutboxRelay(runtime.sequelize, runtime.queues, createLogger('silent'), 10);
    expect(await relay.relayOnce()).toBe(0);
    expect(await runtime.queues.get(QUEUE).getJobCounts()).toMatchObject({ waiting: 0, active: 0, completed: 0 });
    expect(processed.filter((job) => job.name === 'rolled-back')).toHaveLength(0);
  });

  it('processes each committed row exactly once with two relays running side by side', async () => {
    const total = 300;
    await runtime.sequelize.transaction(async (transaction) => {
      await runtime.outbox.add(
        transaction,
        ...Array.from({ length: total }, (_, n) => ({ queue: QUEUE, name: 'committed', payload: { n } })),
      );
    });

    // Two relays, each with its own Redis connection and queue objects, as two processes would have.
    const relays = [0, 1].map(() => {
      const queues = new QueueRegistry(
        createRedis(runtime.config.REDIS_URL),
        runtime.config.QUEUE_PREFIX,
        createLogger('silent'),
      );
      return { queues, relay: new OutboxRelay(runtime.sequelize, queues, createLogger('silent'), 5, 40) };
    });
    relays.forEach(({ relay }) => relay.start());

    await waitFor(() => processed.filter((job) => job.name === 'committed').length >= total);
    await waitFor(async () => (await runtime.outbox.pendingCount()) === 0);
    await new Promise((resolve) => setTimeout(resolve, 300)); // room for a duplicate to show up
    for (const { relay, queues } of relays) {
      await relay.stop();
      await queues.close();
    }

    const numbers = processed.filter((job) => job.name === 'committed').map((job) => job.data.n as number);
    expect(numbers).toHaveLength(total);
    expect(new Set(numbers).size).toBe(total);
  });

  it('does not run a row twice when it is relayed again after a crash before marking it sent', async () => {
    await runtime.sequelize.transaction((transaction) =>
      runtime.outbox.add(transaction, { queue: QUEUE, name: 'crash', payload: { n: 1 } }),
    );
    const relay = new OutboxRelay(runtime.sequelize, runtime.queues, createLogger('silent'), 10);
    expect(await relay.relayOnce()).toBe(1);
    await waitFor(() => processed.some((job) => job.name === 'crash'));
    // Simulate the crash: the row is marked pending again, as if the UPDATE had never committed.
    await runtime.sequelize.query("UPDATE outbox_messages SET dispatched_at = NULL WHERE job_name = 'crash'");
    expect(await relay.relayOnce()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(processed.filter((job) => job.name === 'crash')).toHaveLength(1);
  });

  it('keeps rows in Postgres while Redis is unreachable and sends none', async () => {
    const deadQueues = new QueueRegistry(
      createRedis('redis://127.0.0.1:1'),
      runtime.config.QUEUE_PREFIX,
      createLogger('silent'),
    );
    await runtime.sequelize.transaction((transaction) =>
      runtime.outbox.add(transaction, { queue: QUEUE, name: 'waiting', payload: { n: 7 } }),
    );
    const relay = new OutboxRelay(runtime.sequelize, deadQueues, createLogger('silent'), 10);
    await expect(relay.relayOnce()).rejects.toThrow();
    expect(await runtime.outbox.pendingCount()).toBe(1);
    await deadQueues.close();

    // Redis "returns": the same row goes out.
    const liveRelay = new OutboxRelay(runtime.sequelize, runtime.queues, createLogger('silent'), 10);
    expect(await liveRelay.relayOnce()).toBe(1);
    await waitFor(() => processed.some((job) => job.name === 'waiting'));
  });
});
