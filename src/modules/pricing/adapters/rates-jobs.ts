import type { Logger } from '../../../platform/logger.js';
import type { QueueRegistry } from '../../../platform/queue.js';
import type { JobProcessor } from '../../../platform/tokens.js';
import type { FetchDailyRates } from '../application/fetch-daily-rates.js';
import { CHILE_TIME_ZONE } from '../domain/chilean-day.js';
import { PRICING_RATES_QUEUE } from '../tokens.js';

/**
 * The daily rates fetch (only with RATES_SOURCE set; without one the schedule is removed): a BullMQ job scheduler (one for every worker process, stored in Redis) on the
 * configured cron in Chile's time zone, plus one run when a worker starts, so a new deployment does not
 * wait for the next scheduled hour. Runs are idempotent: a day already stored is never written again.
 */
export function ratesFetchProcessor(
  fetchRates: FetchDailyRates,
  queues: QueueRegistry,
  schedule: string | null,
  logger: Logger,
): JobProcessor {
  const options = { attempts: 4, backoff: { type: 'exponential', delay: 60_000 } };
  void queues.schedule('Programar la obtención de la UF y las monedas', PRICING_RATES_QUEUE, (queue) =>
    schedule
      ? queue
          .upsertJobScheduler(
            'rates-fetch',
            { pattern: schedule, tz: CHILE_TIME_ZONE },
            { name: 'fetch', opts: options },
          )
          .then(() =>
            queue.add('fetch', { trigger: 'start' }, { ...options, removeOnComplete: true, removeOnFail: 100 }),
          )
      : queue.removeJobScheduler('rates-fetch'),
  );
  return {
    queue: PRICING_RATES_QUEUE,
    concurrency: 1,
    async process() {
      const stored = await fetchRates.execute();
      logger.info({ stored }, 'Valores de UF y monedas obtenidos');
      return stored;
    },
  };
}
