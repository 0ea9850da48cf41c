import { randomBytes } from 'node:crypto';
import type { Worker } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { WorkerHost } from './queue.js';
import { TEST_REDIS_URL } from './testing/test-database.js';
import { deleteKeys } from './testing/test-runtime.js';

/**
 * BullMQ moves a killed worker's job back to wait at the first stalled check after its lock expired that
 * follows the check which marked it: about lock + one or two check intervals (measured by
 * scripts/bench/worker-takeover.ts). Issue 25 #9: within 15 s, with renewals well inside the lock.
 */
describe('WorkerHost lock settings (issue 25 #9)', () => {
  it('a worker hands a killed job over within 15 s; every worker renews its lock at least three times per lock', async () => {
    const prefix = `cmpt_${randomBytes(4).toString('hex')}`;
    const host = new WorkerHost(TEST_REDIS_URL, prefix, createLogger('silent'));
    host.start([
      { queue: 'lock-default', process: async () => undefined },
      { queue: 'lock-longer', lockDurationMs: 12_000, process: async () => undefined },
    ]);
    try {
      const options = (host['workers'] as Worker[]).map((worker) => worker.opts);
      const [byDefault] = options;
      expect(byDefault!.lockDuration! + 2 * byDefault!.stalledInterval!).toBeLessThanOrEqual(15_000);
      for (const { lockDuration, lockRenewTime, maxStalledCount } of options) {
        expect(lockRenewTime!).toBeLessThanOrEqual(lockDuration! / 3);
        // One crash is not the job's fault; a job seen stalled a third time fails instead of killing workers.
        expect(maxStalledCount).toBe(2);
      }
      expect(options.map((o) => o.lockDuration)).toEqual([8_000, 12_000]);
    } finally {
      await host.close();
      await deleteKeys(TEST_REDIS_URL, `${prefix}:*`);
    }
  });
});
