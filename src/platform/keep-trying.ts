import type { Logger } from './logger.js';

/**
 * Runs a start-up registration (a BullMQ job scheduler) until it succeeds: when Redis is away while a process
 * starts, the scheduler is registered once Redis is back, not at the next restart. Each failure is logged with
 * `what`; the waits double from `firstDelayMs` up to 30 s. It gives up once `stopped()` (the process shuts down);
 * timers never hold the process open.
 */
export function keepTrying(
  what: string,
  attempt: () => Promise<unknown>,
  logger: Logger,
  options: { firstDelayMs?: number; stopped?: () => boolean } = {},
): Promise<void> {
  const { firstDelayMs = 1_000, stopped = () => false } = options;
  return new Promise((resolve) => {
    const run = (delayMs: number) => {
      if (stopped()) {
        resolve();
        return;
      }
      attempt().then(
        () => resolve(),
        (error: unknown) => {
          logger.warn({ err: error, retryInMs: delayMs }, `${what}: Redis no responde, se reintenta`);
          setTimeout(() => run(Math.min(30_000, delayMs * 2)), delayMs).unref();
        },
      );
    };
    run(firstDelayMs);
  });
}
