import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { keepTrying } from './keep-trying.js';

describe('keepTrying (a start-up registration while Redis is away)', () => {
  it('tries again after each failure until one succeeds, then stops', async () => {
    let calls = 0;
    await keepTrying(
      'programar',
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('Connection is closed.');
      },
      createLogger('silent'),
      { firstDelayMs: 5 },
    );
    expect(calls).toBe(3);
  });

  it('gives up once stopped (the process shuts down) instead of trying forever', async () => {
    let calls = 0;
    await keepTrying(
      'programar',
      async () => {
        calls += 1;
        throw new Error('Connection is closed.');
      },
      createLogger('silent'),
      { firstDelayMs: 5, stopped: () => calls >= 2 },
    );
    expect(calls).toBe(2);
  });

  it('succeeds at once without waiting when the first attempt works', async () => {
    let calls = 0;
    await keepTrying('programar', async () => void (calls += 1), createLogger('silent'), { firstDelayMs: 60_000 });
    expect(calls).toBe(1);
  });
});
