import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM, type Mailer } from '../tokens.js';
import { createTestRuntime, type TestRuntime } from '../testing/test-runtime.js';
import { type MailStore } from './mail-store.js';

describe('development mailbox on real Postgres', () => {
  let runtime: TestRuntime;
  let mailer: Mailer;
  let store: MailStore;

  beforeAll(async () => {
    runtime = await createTestRuntime();
    mailer = runtime.container.get<Mailer>(PLATFORM.Mailer);
    store = runtime.container.get<MailStore>(PLATFORM.Mailbox);
  });
  afterAll(() => runtime.dispose());

  it('keeps a sent message in the mailbox', async () => {
    await expect(mailer.send({ to: 'ana@example.cl', subject: 'Hola', text: 'Texto' })).resolves.toEqual({
      sent: true,
    });
    const { rows, total } = await store.list({ offset: 0, limit: 10 });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ to: 'ana@example.cl', subject: 'Hola', text: 'Texto', transport: 'mailbox' });
    expect(rows[0]?.sentAt).not.toBeNull();
    await expect(store.get(rows[0]!.id)).resolves.toMatchObject({ subject: 'Hola' });
  });

  it('sends a message with the same idempotency key only once', async () => {
    const message = {
      to: 'luis@example.cl',
      subject: 'Confirmación',
      text: 'x',
      idempotencyKey: 'lead-1:confirmation',
    };
    await expect(mailer.send(message)).resolves.toEqual({ sent: true });
    await expect(mailer.send(message)).resolves.toEqual({ sent: false });
    const { rows } = await store.list({ offset: 0, limit: 10, to: 'luis@' });
    expect(rows).toHaveLength(1);
  });

  it('pages and filters the mailbox', async () => {
    for (let i = 0; i < 5; i++) await mailer.send({ to: `p${i}@example.cl`, subject: `n${i}`, text: 't' });
    const page = await store.list({ offset: 1, limit: 2 });
    expect(page.rows.map((row) => row.subject)).toEqual(['n3', 'n2']);
    expect(page.total).toBe(7);
  });
});
