import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../platform/logger.js';
import { newEvent, type EventPublisher } from '../../../platform/outbox/integration-events.js';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import type { QueueRegistry } from '../../../platform/queue.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { createRuntime, type Runtime } from '../../../runtime.js';
import type { PolicyActivated } from '../../policies/index.js';
import type { OpenPolicyPeriods } from '../application/open-policy-periods.js';
import type { LedgerFactory } from '../application/ports.js';
import type { RunArrearsReminders } from '../application/run-arrears-reminders.js';
import type { SendReminder } from '../application/send-reminder.js';
import { addDays } from '../domain/dates.js';
import { BILLING, BILLING_SCHEDULES_QUEUE } from '../tokens.js';
import { chileanDate } from '../../pricing/index.js';
import { patience } from '../../../platform/testing/patience.js';

const today = chileanDate(new Date());
/** An annual policy whose single period is `count` days in arrears today (due = start + 10; count 0 = due + 1). */
const policyInArrears = (policyId: number, count: number, billingEmail: string | null): PolicyActivated['payload'] => ({
  policyId,
  policyNumber: `REM-${policyId}`,
  clientOrganizationId: 700 + policyId,
  clientOrganizationName: `Empresa ${policyId}`,
  billingEmail,
  insurerId: 1,
  productId: 1,
  periodicityMonths: 12,
  startDate: addDays(today, -count - 11),
  endDate: null,
  monthlyPremium: { amount: '1000', currency: 'CLP' },
  premiumBasis: 'per-policy',
  saleId: null,
  renewalOf: null,
});

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = patience(30_000)): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('arrears reminders: one e-mail per period and count with two worker processes, re-runs and retries', () => {
  let first: TestRuntime;
  let second: Runtime;

  beforeAll(async () => {
    // Every second, so several scheduled iterations happen during the test.
    first = await createTestRuntime({ BILLING_ARREARS_SCHEDULE: '* * * * * *' });
    // A second process on the same database, Redis prefix and schedules (as ROLE=worker would be).
    second = await createRuntime(first.config, createLogger('silent'));
  });
  afterAll(async () => {
    await second?.close();
    await first?.dispose();
  });

  const count = async (sql: string, bind: unknown[] = []) => {
    const [row] = await first.sequelize.query<{ count: string }>(sql, { bind, type: QueryTypes.SELECT });
    return Number(row?.count ?? 0);
  };

  it('sends the due reminder of each period once, records it, and turns an unsendable one into an unsent notification', async () => {
    const publisher = first.container.get<EventPublisher>(PLATFORM.EventPublisher);
    await first.sequelize.transaction((tx) =>
      publisher.publish(
        tx,
        newEvent('PolicyActivated', policyInArrears(1, 0, 'uno@empresa.cl')),
        newEvent('PolicyActivated', policyInArrears(2, 5, 'dos@empresa.cl')),
        newEvent('PolicyActivated', policyInArrears(3, 9, 'tres@empresa.cl')),
        newEvent('PolicyActivated', policyInArrears(4, -1, 'cuatro@empresa.cl')), // due today: not in arrears yet
        newEvent('PolicyActivated', policyInArrears(5, 9, null)), // nobody to write to
      ),
    );
    first.startBackground();
    second.startBackground();

    // Scheduled runs from both processes, plus "run now" from each at the same moment.
    await waitFor(
      () => count("SELECT count(*) FROM billing_job_runs WHERE status = 'OK'"),
      (n) => n >= 1,
    );
    const queues = [first, second].map((runtime) => runtime.container.get<QueueRegistry>(PLATFORM.QueueRegistry));
    await Promise.all(
      queues.map((queue) => queue.get(BILLING_SCHEDULES_QUEUE).add('arrears-reminders', { trigger: 'manual' })),
    );
    await waitFor(
      () => count("SELECT count(*) FROM billing_job_runs WHERE status = 'OK'"),
      (n) => n >= 4,
    );
    await waitFor(
      () => count("SELECT count(*) FROM billing_reminders WHERE status IN ('SENT', 'UNSENT')"),
      (n) => n === 4,
    );
    await waitFor(
      () => first.outbox.pendingCount(),
      (n) => n === 0,
    );
    // More iterations after everything was sent: they find nothing new.
    const runsSoFar = await count('SELECT count(*) FROM billing_job_runs');
    await waitFor(
      () => count("SELECT count(*) FROM billing_job_runs WHERE status = 'OK'"),
      (n) => n >= runsSoFar + 2,
    );

    const reminders = await first.sequelize.query<{ policy_id: string; count: number; status: string }>(
      `SELECT p.policy_id, r.count, r.status FROM billing_reminders r JOIN billing_periods p ON p.id = r.period_id
        ORDER BY p.policy_id`,
      { type: QueryTypes.SELECT },
    );
    expect(reminders).toEqual([
      { policy_id: '1', count: 0, status: 'SENT' },
      { policy_id: '2', count: 4, status: 'SENT' },
      { policy_id: '3', count: 8, status: 'SENT' },
      { policy_id: '5', count: 8, status: 'UNSENT' },
    ]);
    const mails = await first.sequelize.query<{ to_address: string; subject: string }>(
      "SELECT to_address, subject FROM mail_messages WHERE idempotency_key LIKE 'billing-reminder-%' ORDER BY to_address",
      { type: QueryTypes.SELECT },
    );
    expect(mails).toEqual([
      { to_address: 'dos@empresa.cl', subject: 'Segundo aviso: pago pendiente de la póliza REM-2' },
      { to_address: 'tres@empresa.cl', subject: 'Tercer aviso: pago pendiente de la póliza REM-3' },
      { to_address: 'uno@empresa.cl', subject: 'Primer aviso: pago pendiente de la póliza REM-1' },
    ]);
    const [unsent] = await first.sequelize.query<{ reason: string; status: string; organization_id: string }>(
      'SELECT reason, status, organization_id FROM billing_unsent_notifications',
      { type: QueryTypes.SELECT },
    );
    expect(unsent).toEqual({
      reason: 'La póliza no tiene correo de cobranza.',
      status: 'PENDING',
      organization_id: '705',
    });

    // One scheduler per kind in Redis, though two processes upserted them.
    const schedulers = await queues[0]!.get(BILLING_SCHEDULES_QUEUE).getJobSchedulers();
    expect(schedulers.map((s) => s.key).sort()).toEqual(['arrears-reminders', 'uf-refresh']);
    // Never two copies at once: the recorded runs of a schedule do not overlap.
    const runs = await first.sequelize.query<{ started_at: Date; finished_at: Date }>(
      "SELECT started_at, finished_at FROM billing_job_runs WHERE schedule = 'arrears-reminders' AND status = 'OK' ORDER BY started_at",
      { type: QueryTypes.SELECT },
    );
    for (let i = 1; i < runs.length; i++)
      expect(runs[i]!.started_at.getTime()).toBeGreaterThanOrEqual(runs[i - 1]!.finished_at.getTime());
  });

  it('sends nothing more on a direct re-run, a re-delivered job or a retried send', async () => {
    const run = first.container.get<RunArrearsReminders>(BILLING.RunArrearsReminders);
    expect(await run.execute(today)).toMatchObject({ examined: 4, queued: 0 });
    const sent = await first.sequelize.query<{ id: string }>("SELECT id FROM billing_reminders WHERE status = 'SENT'", {
      type: QueryTypes.SELECT,
    });
    const send = first.container.get<SendReminder>(BILLING.SendReminder);
    for (const { id } of sent) expect(await send.execute(Number(id), { lastAttempt: false })).toBe('already-sent');
    // The same e-mail job delivered again through the outbox (a new job id): still one e-mail.
    await first.sequelize.transaction((tx) =>
      first.container
        .get<LedgerFactory>(BILLING.LedgerFactory)
        .on(tx)
        .enqueue({ queue: 'billing-email', name: 'arrears-reminder', payload: { reminderId: Number(sent[0]!.id) } }),
    );
    await waitFor(
      () => first.outbox.pendingCount(),
      (n) => n === 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await count("SELECT count(*) FROM mail_messages WHERE idempotency_key LIKE 'billing-reminder-%'")).toBe(3);
  });
});

describe('a reminder whose e-mail fails (SMTP refuses) becomes an unsent notification staff can retry', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('retries while attempts remain, records it on the last one, and requeues it on retry', async () => {
    const ledgers = runtime.container.get<LedgerFactory>(BILLING.LedgerFactory);
    const open = runtime.container.get<OpenPolicyPeriods>(Symbol.for('billing.OpenPolicyPeriods'));
    await ledgers.inTransaction((ledger) => open.execute(policyInArrears(9, 0, 'nueve@empresa.cl'), ledger));
    expect(await runtime.container.get<RunArrearsReminders>(BILLING.RunArrearsReminders).execute(today)).toMatchObject({
      queued: 1,
    });
    const [reminder] = await runtime.sequelize.query<{ id: string }>('SELECT id FROM billing_reminders', {
      type: QueryTypes.SELECT,
    });
    const send = runtime.container.get<SendReminder>(BILLING.SendReminder);
    await expect(send.execute(Number(reminder!.id), { lastAttempt: false })).rejects.toThrow();
    const mails = () =>
      runtime.sequelize.query<{ id: string }>('SELECT id FROM mail_messages', { type: QueryTypes.SELECT });
    expect(await mails()).toHaveLength(0); // the claim was released: a retry may send
    expect(await send.execute(Number(reminder!.id), { lastAttempt: true })).toBe('unsent');
    const [unsent] = await runtime.sequelize.query<{ id: string; reason: string; status: string; to_address: string }>(
      'SELECT id, reason, status, to_address FROM billing_unsent_notifications',
      { type: QueryTypes.SELECT },
    );
    expect(unsent).toMatchObject({ status: 'PENDING', to_address: 'nueve@empresa.cl' });
    expect(unsent!.reason).toMatch(/^El envío falló/);

    const { UpdateUnsentNotification } = await import('../application/update-unsent-notification.js');
    const update = new UpdateUnsentNotification(ledgers);
    await update.execute(Number(unsent!.id), 'RETRY_REQUESTED', { kind: 'all' });
    const [outbox] = await runtime.sequelize.query<{ payload: { reminderId: number; retry: boolean } }>(
      "SELECT payload FROM outbox_messages WHERE queue = 'billing-email' ORDER BY id DESC LIMIT 1",
      { type: QueryTypes.SELECT },
    );
    expect(outbox!.payload).toEqual({ reminderId: Number(reminder!.id), retry: true });
    await expect(
      update.execute(Number(unsent!.id), 'DISCARDED', { kind: 'organization', organizationId: 1 }),
    ).rejects.toThrow('La notificación no existe.');
  });
});
