import { inject, injectable } from 'inversify';
import { dueArrearsReminder } from '../domain/reminders.js';
import { BILLING, BILLING_EMAIL_QUEUE } from '../tokens.js';
import type { BillingQueries, LedgerFactory } from './ports.js';

const BATCH = 500;

/**
 * The arrears run (spec 03 §4): for every unpaid period in arrears, the reminder due today by the rule of
 * domain/reminders.ts is claimed (one row per period and count: a second run, a retry or a second worker
 * finds it taken) and its e-mail job is written to the outbox in the same transaction.
 */
@injectable()
export class RunArrearsReminders {
  constructor(
    @inject(BILLING.Queries) private readonly queries: BillingQueries,
    @inject(BILLING.LedgerFactory) private readonly ledgers: LedgerFactory,
  ) {}

  async execute(today: string): Promise<{ examined: number; queued: number; byCount: Record<string, number> }> {
    let afterId = 0;
    let examined = 0;
    let queued = 0;
    const byCount: Record<string, number> = {};
    for (;;) {
      const candidates = await this.queries.arrearsCandidates(today, afterId, BATCH);
      if (candidates.length === 0) break;
      afterId = candidates[candidates.length - 1]!.periodId;
      examined += candidates.length;
      const due = candidates.flatMap((candidate) => {
        const count = dueArrearsReminder({
          status: candidate.status,
          dueDate: candidate.dueDate,
          today,
          alreadySent: candidate.sentCounts,
        });
        return count === null ? [] : [{ periodId: candidate.periodId, kind: 'arrears', count, to: candidate.to }];
      });
      if (due.length === 0) continue;
      const claimed = await this.ledgers.inTransaction(async (ledger) => {
        const rows = await ledger.claimReminders(due);
        await ledger.enqueue(
          ...rows.map((row) => ({
            queue: BILLING_EMAIL_QUEUE,
            name: 'arrears-reminder',
            payload: { reminderId: row.id },
          })),
        );
        return rows;
      });
      queued += claimed.length;
      for (const row of claimed) byCount[String(row.count)] = (byCount[String(row.count)] ?? 0) + 1;
    }
    return { examined, queued, byCount };
  }
}
