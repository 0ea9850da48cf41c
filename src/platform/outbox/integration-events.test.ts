import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../testing/test-runtime.js';
import { EventPublisher, handleOnce, newEvent } from './integration-events.js';

describe('integration events through the outbox (real Postgres)', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime();
  });
  afterAll(async () => {
    await runtime.dispose();
  });

  const rows = (type: string) =>
    runtime.sequelize.query<{ queue: string; job_name: string; payload: { eventId: string } }>(
      'SELECT queue, job_name, payload FROM outbox_messages WHERE job_name = $1 ORDER BY queue',
      { bind: [type], type: QueryTypes.SELECT },
    );

  it('writes one row per subscriber, in the caller transaction only', async () => {
    const publisher = new EventPublisher(runtime.outbox, () => [
      { eventType: 'TestHappened', queue: 'consumer-a' },
      { eventType: 'TestHappened', queue: 'consumer-b' },
      { eventType: 'OtherThing', queue: 'consumer-c' },
    ]);
    const event = newEvent('TestHappened', { id: 7 });
    const rolledBack = await runtime.sequelize.transaction();
    await publisher.publish(rolledBack, newEvent('TestHappened', { id: 6 }));
    await rolledBack.rollback();
    expect(await rows('TestHappened')).toHaveLength(0);

    await runtime.sequelize.transaction((tx) => publisher.publish(tx, event));
    const written = await rows('TestHappened');
    expect(written.map((row) => row.queue)).toEqual(['consumer-a', 'consumer-b']);
    expect(written.every((row) => row.payload.eventId === event.eventId)).toBe(true);
  });

  it('handles an event once per consumer, and a failed handler leaves it to be retried', async () => {
    const event = newEvent('TestHappened', {});
    let calls = 0;
    const handler = async () => {
      calls += 1;
    };
    expect(await handleOnce(runtime.sequelize, 'a', event, handler)).toBe(true);
    expect(await handleOnce(runtime.sequelize, 'a', event, handler)).toBe(false);
    expect(await handleOnce(runtime.sequelize, 'b', event, handler)).toBe(true);
    expect(calls).toBe(2);

    const failing = newEvent('TestHappened', {});
    await expect(
      handleOnce(runtime.sequelize, 'a', failing, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await handleOnce(runtime.sequelize, 'a', failing, handler)).toBe(true);
  });
});
