import { randomBytes } from 'node:crypto';
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { createRedis, QueueRegistry } from './queue.js';
import { waitUntil } from './testing/patience.js';
import { RedisProxy } from './testing/redis-proxy.js';
import { TEST_REDIS_URL } from './testing/test-database.js';
import { deleteKeys } from './testing/test-runtime.js';

/**
 * The stuck relay seen under load: BullMQ checks Redis (INFO) when a Queue is created; Redis going away during
 * that check left the Queue broken for good, so the outbox never sent that queue's rows again after Redis came
 * back. The registry now replaces such a Queue.
 */
describe('QueueRegistry when Redis goes away while a queue starts', () => {
  const prefix = `cmpt_${randomBytes(4).toString('hex')}`;
  let proxy: RedisProxy;

  beforeAll(async () => {
    proxy = await RedisProxy.start(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await proxy.close();
    await deleteKeys(TEST_REDIS_URL, `${prefix}:*`);
  });

  it('forgets the broken queue and sends through a new one once Redis is back', async () => {
    const connection = createRedis(proxy.url);
    const registry = new QueueRegistry(connection, prefix, createLogger('silent'));
    try {
      await waitUntil(
        'the connection to be ready',
        () => connection.status,
        (status) => status === 'ready',
      );
      // Redis answers nothing from the queue's version check on, then goes away.
      proxy.hold('info');
      const broken: Queue = registry.get('correos');
      await waitUntil(
        'the check to be in flight',
        () => proxy.heldContains('info'),
        (held) => held,
      );
      await proxy.down();
      await expect(broken.waitUntilReady()).rejects.toThrow();

      proxy.release();
      await proxy.up();
      await waitUntil(
        'the connection to come back',
        () => connection.status,
        (status) => status === 'ready',
      );
      const queue = await waitUntil(
        'the registry to forget the broken queue',
        () => registry.get('correos'),
        (current) => current !== broken,
      );
      const job = await queue.add('aviso', { n: 1 }, { jobId: 'uno' });
      expect(job.id).toBe('uno');
      expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
    } finally {
      await registry.close();
      connection.disconnect();
    }
  });
});
