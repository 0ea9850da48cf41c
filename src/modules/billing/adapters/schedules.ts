import type { Job } from 'bullmq';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Logger } from '../../../platform/logger.js';
import type { QueueRegistry } from '../../../platform/queue.js';
import type { Clock, JobProcessor } from '../../../platform/tokens.js';
import { CHILE_TIME_ZONE, chileanToday } from '../../pricing/index.js';
import type { BillingSettings } from '../application/ports.js';
import type { RefreshOpenPeriodsUf } from '../application/refresh-open-periods-uf.js';
import type { RunArrearsReminders } from '../application/run-arrears-reminders.js';
import { SCHEDULE_IDS, SCHEDULE_LABELS, type ScheduleId, type ScheduleOverview } from '../application/schedules.js';
import { BILLING_SCHEDULES_QUEUE } from '../tokens.js';

/**
 * Billing's job schedulers (BullMQ `upsertJobScheduler`): one per kind, stored in Redis so they survive
 * restarts; every process upserts the same ids at start, which changes nothing when they exist, and each
 * iteration is one job taken by one worker. A run also holds a PostgreSQL advisory lock for its schedule, so
 * a "run now" that overlaps a scheduled run (or a stalled job taken over) is skipped, never run twice at once.
 */
export class BillingSchedules {
  constructor(
    private readonly queues: QueueRegistry,
    private readonly sequelize: Sequelize,
    private readonly settings: BillingSettings,
    private readonly logger: Logger,
  ) {}

  private patternOf(id: ScheduleId): string {
    return id === 'uf-refresh' ? this.settings.ufRefreshSchedule : this.settings.arrearsSchedule;
  }

  async ensure(): Promise<void> {
    const queue = this.queues.get(BILLING_SCHEDULES_QUEUE);
    // Resume-contracting reminders belong to the sales module (its own delayed jobs per purchase); the
    // schedule earlier builds registered here is removed so it stops firing.
    await queue.removeJobScheduler('resume-contracting-reminders');
    for (const id of SCHEDULE_IDS) {
      await queue.upsertJobScheduler(
        id,
        { pattern: this.patternOf(id), tz: CHILE_TIME_ZONE },
        {
          name: id,
          data: { trigger: 'schedule' },
          opts: { attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
        },
      );
    }
  }

  async runNow(id: ScheduleId): Promise<{ jobId: string }> {
    const job = await this.queues.get(BILLING_SCHEDULES_QUEUE).add(id, { trigger: 'manual' }, { attempts: 1 });
    return { jobId: String(job.id) };
  }

  async overview(): Promise<ScheduleOverview[]> {
    const queue = this.queues.get(BILLING_SCHEDULES_QUEUE);
    const stats = await this.sequelize.query<{ schedule: string; runs: string; failures: string }>(
      `SELECT schedule, count(*) AS runs, count(*) FILTER (WHERE status = 'FAILED') AS failures
         FROM billing_job_runs GROUP BY schedule`,
      { type: QueryTypes.SELECT },
    );
    const last = await this.sequelize.query<{
      schedule: string;
      started_at: Date;
      finished_at: Date | null;
      status: string;
      counts: Record<string, unknown>;
      error: string | null;
      trigger: string;
    }>(
      `SELECT DISTINCT ON (schedule) schedule, started_at, finished_at, status, counts, error, trigger
         FROM billing_job_runs ORDER BY schedule, started_at DESC`,
      { type: QueryTypes.SELECT },
    );
    const result: ScheduleOverview[] = [];
    for (const id of SCHEDULE_IDS) {
      const scheduler = this.queues.ready ? await queue.getJobScheduler(id).catch(() => undefined) : undefined;
      const stat = stats.find((row) => row.schedule === id);
      const lastRun = last.find((row) => row.schedule === id);
      result.push({
        id,
        label: SCHEDULE_LABELS[id],
        pattern: scheduler?.pattern ?? this.patternOf(id),
        timeZone: scheduler?.tz ?? CHILE_TIME_ZONE,
        nextRunAt: scheduler?.next ? new Date(scheduler.next).toISOString() : null,
        lastRun: lastRun
          ? {
              startedAt: lastRun.started_at.toISOString(),
              finishedAt: lastRun.finished_at?.toISOString() ?? null,
              status: lastRun.status,
              counts: lastRun.counts,
              error: lastRun.error,
              trigger: lastRun.trigger,
            }
          : null,
        runs: Number(stat?.runs ?? 0),
        failures: Number(stat?.failures ?? 0),
      });
    }
    return result;
  }

  /** Runs `work` under the schedule's advisory lock and records the run; null when another copy holds it. */
  async record(
    id: ScheduleId,
    job: Job,
    work: () => Promise<Record<string, unknown>>,
  ): Promise<Record<string, unknown> | null> {
    return this.sequelize.transaction(async (lockTx: Transaction) => {
      const [lock] = await this.sequelize.query<{ locked: boolean }>(
        "SELECT pg_try_advisory_xact_lock(hashtext('billing-schedule'), hashtext($1)) AS locked",
        { bind: [id], type: QueryTypes.SELECT, transaction: lockTx },
      );
      if (!lock?.locked) {
        this.logger.info({ schedule: id, jobId: job.id }, 'Otra copia del trabajo está corriendo: se omite');
        return null;
      }
      const trigger = (job.data as { trigger?: string })?.trigger === 'manual' ? 'manual' : 'schedule';
      const [run] = await this.sequelize.query<{ id: string }>(
        'INSERT INTO billing_job_runs (schedule, trigger, job_id) VALUES ($1, $2, $3) RETURNING id',
        { bind: [id, trigger, String(job.id)], type: QueryTypes.SELECT },
      );
      try {
        const counts = await work();
        await this.sequelize.query(
          "UPDATE billing_job_runs SET status = 'OK', finished_at = clock_timestamp(), counts = $2::jsonb WHERE id = $1",
          { bind: [run!.id, JSON.stringify(counts)] },
        );
        return counts;
      } catch (error) {
        await this.sequelize.query(
          "UPDATE billing_job_runs SET status = 'FAILED', finished_at = clock_timestamp(), error = $2 WHERE id = $1",
          { bind: [run!.id, (error as Error).message.slice(0, 1000)] },
        );
        throw error;
      }
    });
  }
}

/** The processor of the schedules' queue: one job name per schedule. */
export function billingScheduleProcessor(deps: {
  schedules: BillingSchedules;
  arrears: RunArrearsReminders;
  ufRefresh: RefreshOpenPeriodsUf;
  clock: Clock;
  logger: Logger;
}): JobProcessor {
  return {
    queue: BILLING_SCHEDULES_QUEUE,
    concurrency: 1,
    async process(job: Job) {
      const today = chileanToday(deps.clock);
      if (job.name === 'arrears-reminders') {
        return deps.schedules.record('arrears-reminders', job, () => deps.arrears.execute(today));
      }
      if (job.name === 'uf-refresh') {
        return deps.schedules.record('uf-refresh', job, () => deps.ufRefresh.execute());
      }
      deps.logger.warn({ name: job.name }, 'Trabajo programado desconocido');
      return null;
    },
  };
}
