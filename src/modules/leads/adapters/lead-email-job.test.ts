import { Worker, type Job } from 'bullmq';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../../../platform/config.js';
import { createSequelize } from '../../../platform/db.js';
import { createLogger } from '../../../platform/logger.js';
import { createWorkerRedis } from '../../../platform/queue.js';
import { createTestRuntime, deleteKeys, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { TEST_REDIS_URL } from '../../../platform/testing/test-database.js';
import { PLATFORM, type JobProcessor, type Mailer } from '../../../platform/tokens.js';
import { createRuntime, type Runtime } from '../../../runtime.js';
import type { LeadRepository, LeadsSettings } from '../application/ports.js';
import { SendLeadEmail } from '../application/send-lead-email.js';
import { LEADS, LEADS_EMAIL_QUEUE } from '../tokens.js';
import { leadEmailProcessor } from './jobs.js';
import { SequelizeEmailDeliveryLog } from './sequelize/sequelize-email-delivery-log.js';
import { patience } from '../../../platform/testing/patience.js';

let ipCounter = 0;
const nextIp = () => `10.30.0.${++ipCounter}`;

const requestBody = (email: string, rut = '12.345.678-5') => ({
  nombre: 'Ana Pérez',
  rutsolicitud: rut,
  email,
  telefono: '+56 9 1234 5678',
  agree: true,
  contactChannel: 'llamada',
  contactTime: 'manana',
  product: { id: 'p-1', code: 'QPS230', name: 'Seguro Complementario Plus' },
});

async function waitFor(condition: () => Promise<boolean>, ms = patience(15_000)): Promise<void> {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function mails(runtime: Runtime, leadId: number) {
  const [rows] = await runtime.sequelize.query(
    `SELECT idempotency_key, to_address, subject FROM mail_messages
      WHERE idempotency_key LIKE $1 ORDER BY idempotency_key`,
    { bind: [`lead-${leadId}-%`] },
  );
  return rows as { idempotency_key: string; to_address: string; subject: string }[];
}

describe('lead e-mails: outbox -> BullMQ -> mailer, on real Postgres and Redis', () => {
  let runtime: TestRuntime;
  let app: Express;

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('sends the confirmation to the visitor and the notice to the sales inbox, once each', async () => {
    runtime.startBackground();
    // Stopped even when an assertion fails: the kill test below needs these workers gone.
    onTestFinished(async () => {
      await runtime.relay.stop();
      await runtime.workers.close();
    });
    const response = await request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', nextIp())
      .send(requestBody('visitante@correo.cl'));
    expect(response.status).toBe(201);
    const id = response.body.data.id as number;
    await waitFor(async () => (await mails(runtime, id)).length === 2);
    const sent = await mails(runtime, id);
    expect(sent).toEqual([
      {
        idempotency_key: `lead-${id}-confirmation`,
        to_address: 'visitante@correo.cl',
        subject: 'Recibimos tu solicitud de Seguro Complementario Plus',
      },
      {
        idempotency_key: `lead-${id}-executive-notice`,
        to_address: runtime.config.SALES_INBOX,
        subject: `Nueva solicitud #${id}: Ana Pérez`,
      },
    ]);
    // The job records the delivery after the mailer has stored the message: wait for both records.
    const deliveries = async () =>
      (
        await runtime.sequelize.query(
          'SELECT kind, attempts, sent_at IS NOT NULL AS sent FROM lead_email_deliveries WHERE lead_id = $1 ORDER BY kind',
          { bind: [id] },
        )
      )[0] as { kind: string; attempts: number; sent: boolean }[];
    await waitFor(async () => (await deliveries()).filter((row) => row.sent).length === 2);
    expect(await deliveries()).toEqual([
      { kind: 'confirmation', attempts: 1, sent: true },
      { kind: 'executive-notice', attempts: 1, sent: true },
    ]);
    // Running the same job again (a re-delivered job) sends nothing more.
    const processor = runtime.container
      .getAll<JobProcessor>(PLATFORM.JobProcessor)
      .find((candidate) => candidate.queue === LEADS_EMAIL_QUEUE)!;
    await expect(processor.process({ data: { leadId: id, kind: 'confirmation' } } as Job)).resolves.toBe(
      'already-sent',
    );
    expect(await mails(runtime, id)).toHaveLength(2);
  });

  it('answers 201 with Redis unreachable; the e-mails go out when a runtime with Redis relays the rows', async () => {
    const down = await createTestRuntime({ REDIS_URL: 'redis://127.0.0.1:1' });
    let up: Runtime | undefined;
    const prefix = `${down.config.QUEUE_PREFIX}_up`;
    try {
      const started = Date.now();
      const response = await request(down.createHttpApp())
        .post('/api/solicitarplans')
        .set('X-Forwarded-For', nextIp())
        .send(requestBody('sin-redis@correo.cl'));
      expect(response.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(3000);
      const id = response.body.data.id as number;
      expect(await down.outbox.pendingCount()).toBe(3); // two e-mails and LeadSubmitted for the catalogue
      await expect(down.relay.relayOnce()).rejects.toThrow();
      expect(await down.outbox.pendingCount()).toBe(3);
      expect(await mails(down, id)).toHaveLength(0);

      // Redis "returns": a process with Redis on the same database relays and sends.
      const config = loadConfig({
        ...Object.fromEntries(
          Object.entries(down.config)
            .filter(([, value]) => value !== undefined)
            .map(([key, value]) => [key, String(value)]),
        ),
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_PREFIX: prefix,
        LOG_LEVEL: 'silent',
      });
      up = await createRuntime(config, createLogger('silent'));
      up.startBackground();
      await waitFor(async () => (await mails(down, id)).length === 2);
      expect(await down.outbox.pendingCount()).toBe(0);
      expect((await mails(down, id)).map((mail) => mail.to_address)).toEqual([
        'sin-redis@correo.cl',
        down.config.SALES_INBOX,
      ]);
    } finally {
      await up?.close();
      await down.dispose();
      await deleteKeys(TEST_REDIS_URL, `${prefix}:*`);
    }
  });

  it('sends each e-mail exactly once when a worker is killed mid-job and another takes over', async () => {
    const response = await request(app)
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', nextIp())
      .send(requestBody('worker-caido@correo.cl', '11.111.111-1'));
    expect(response.status).toBe(201);
    const id = response.body.data.id as number;
    expect(await runtime.relay.relayOnce()).toBeGreaterThanOrEqual(2);

    // Worker A: its own database connection; its mailer sends, then hangs before the job can record it
    // (the worst moment to die: the message left, the delivery log does not know).
    const sequelizeA = createSequelize(runtime.config.DATABASE_URL!, 4, createLogger('silent'));
    const platformMailer = runtime.container.get<Mailer>(PLATFORM.Mailer);
    let release!: () => void;
    const hang = new Promise<void>((resolve) => (release = resolve));
    let sentByA = 0;
    const sendA = new SendLeadEmail(
      runtime.container.get<LeadRepository>(LEADS.LeadRepository),
      {
        async send(message) {
          await platformMailer.send(message);
          sentByA += 1;
          await hang;
        },
      },
      new SequelizeEmailDeliveryLog(sequelizeA),
      runtime.container.get<LeadsSettings>(LEADS.LeadsSettings),
    );
    const options = {
      prefix: runtime.config.QUEUE_PREFIX,
      lockDuration: 1000,
      stalledInterval: 300,
    };
    const workerA = new Worker(LEADS_EMAIL_QUEUE, (job) => leadEmailProcessor(sendA).process(job), {
      ...options,
      connection: createWorkerRedis(runtime.config.REDIS_URL),
      concurrency: 4,
    });
    await waitFor(async () => sentByA === 2);

    // Kill A: it stops renewing its job locks and its database session dies (its transactions roll back).
    await workerA.close(true);
    await runtime.sequelize.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()`,
    );

    // The first test's workers (30 s stall interval) left BullMQ's throttle key; clear it so B checks now.
    await runtime.redis.del(`${runtime.config.QUEUE_PREFIX}:${LEADS_EMAIL_QUEUE}:stalled-check`);
    // Worker B: the module's real processor picks the stalled jobs up.
    const real = runtime.container
      .getAll<JobProcessor>(PLATFORM.JobProcessor)
      .find((candidate) => candidate.queue === LEADS_EMAIL_QUEUE)!;
    const completed: unknown[] = [];
    const workerB = new Worker(LEADS_EMAIL_QUEUE, (job) => real.process(job), {
      ...options,
      connection: createWorkerRedis(runtime.config.REDIS_URL),
    });
    workerB.on('completed', (_job, result) => completed.push(result));

    try {
      await waitFor(async () => completed.length === 2, 20_000);
      release();
      expect(await mails(runtime, id)).toHaveLength(2);
      const [log] = await runtime.sequelize.query(
        'SELECT kind, sent_at IS NOT NULL AS sent FROM lead_email_deliveries WHERE lead_id = $1 ORDER BY kind',
        { bind: [id] },
      );
      expect(log).toEqual([
        { kind: 'confirmation', sent: true },
        { kind: 'executive-notice', sent: true },
      ]);
    } finally {
      release();
      await workerB.close();
      await sequelizeA.close().catch(() => undefined);
    }
  });
});

describe('e-mail job retries', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime();
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('retries with backoff when the mail server fails, and sends once when it answers', async () => {
    const response = await request(runtime.createHttpApp())
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', '10.32.0.1')
      .send(requestBody('reintento@correo.cl'));
    const id = response.body.data.id as number;
    expect(await runtime.relay.relayOnce()).toBe(3); // two e-mails and LeadSubmitted
    const platformMailer = runtime.container.get<Mailer>(PLATFORM.Mailer);
    const failures = new Map<string, number>();
    const flaky = new SendLeadEmail(
      runtime.container.get<LeadRepository>(LEADS.LeadRepository),
      {
        async send(message) {
          // The SMTP server refuses each message once (a 4xx), then accepts it.
          if (!failures.has(message.idempotencyKey)) {
            failures.set(message.idempotencyKey, 1);
            throw new Error('451 servidor ocupado');
          }
          await platformMailer.send(message);
        },
      },
      new SequelizeEmailDeliveryLog(runtime.sequelize),
      runtime.container.get<LeadsSettings>(LEADS.LeadsSettings),
    );
    const attempts: number[] = [];
    const worker = new Worker(LEADS_EMAIL_QUEUE, (job) => leadEmailProcessor(flaky).process(job), {
      prefix: runtime.config.QUEUE_PREFIX,
      connection: createWorkerRedis(runtime.config.REDIS_URL),
    });
    worker.on('completed', (job) => attempts.push(job.attemptsMade));
    try {
      await waitFor(async () => attempts.length === 2, 20_000);
    } finally {
      await worker.close();
    }
    // Each job failed once and succeeded on its second attempt (attemptsMade 2), after the backoff.
    expect(attempts.sort()).toEqual([2, 2]);
    expect(await mails(runtime, id)).toHaveLength(2);
  });
});

describe('e-mail delivery log', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime();
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('gives up on a send that hangs, releasing the row so a retry can send', async () => {
    const response = await request(runtime.createHttpApp())
      .post('/api/solicitarplans')
      .set('X-Forwarded-For', '10.31.0.1')
      .send(requestBody('colgado@correo.cl'));
    const id = response.body.data.id as number;
    const log = new SequelizeEmailDeliveryLog(runtime.sequelize);
    log.sendTimeoutMs = 200;
    await expect(log.once(id, 'confirmation', 'colgado@correo.cl', () => new Promise(() => undefined))).rejects.toThrow(
      /no terminó en 200 ms/,
    );
    let sends = 0;
    await expect(log.once(id, 'confirmation', 'colgado@correo.cl', async () => void sends++)).resolves.toBe('sent');
    await expect(log.once(id, 'confirmation', 'colgado@correo.cl', async () => void sends++)).resolves.toBe(
      'already-sent',
    );
    expect(sends).toBe(1);
  });
});
