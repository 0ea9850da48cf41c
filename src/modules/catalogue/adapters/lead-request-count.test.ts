import type { Job } from 'bullmq';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM, type JobProcessor } from '../../../platform/tokens.js';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { LEADS } from '../../leads/index.js';
import type { SubmitLead } from '../../leads/application/submit-lead.js';
import { CATALOGUE_EVENTS_QUEUE } from '../tokens.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

/** LeadSubmitted (leads) -> the catalogue's request count, through the outbox, once per event. */
describe('LeadSubmitted consumed by the catalogue', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 20, plans: 0 });
  }, 120_000);
  afterAll(() => runtime?.dispose());

  const productRow = async (id?: number) => {
    const [row] = await runtime.sequelize.query<{ id: number; request_count: number }>(
      `SELECT id, request_count FROM products ${id ? 'WHERE id = $1' : 'ORDER BY id'} LIMIT 1`,
      { bind: id ? [id] : [], type: QueryTypes.SELECT },
    );
    return row!;
  };
  const eventRows = () =>
    runtime.sequelize.query<{ payload: Record<string, unknown> }>(
      `SELECT payload FROM outbox_messages WHERE queue = $1 AND job_name = 'LeadSubmitted' ORDER BY id`,
      { bind: [CATALOGUE_EVENTS_QUEUE], type: QueryTypes.SELECT },
    );

  it('a stored lead publishes LeadSubmitted with an id; handling it twice counts one request', async () => {
    const product = await productRow();
    const submit = runtime.container.get<SubmitLead>(LEADS.SubmitLead);
    const form = {
      kind: 'plan' as const,
      nombre: 'Ana Pérez',
      rutsolicitud: '123456785',
      email: 'ana@correo.cl',
      telefono: '+56 9 1234 5678',
      agree: true,
      product: { id: String(product.id) },
    };
    await submit.execute(form);
    await submit.execute(form); // a duplicate answers the first lead and publishes nothing
    const rows = await eventRows();
    expect(rows).toHaveLength(1);
    const event = rows[0]!.payload;
    expect(event).toMatchObject({ type: 'LeadSubmitted', payload: { productId: product.id, kind: 'plan' } });
    expect(event.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(String(event.occurredAt)))).toBe(false);

    const processor = runtime.container
      .getAll<JobProcessor>(PLATFORM.JobProcessor)
      .find((p) => p.queue === CATALOGUE_EVENTS_QUEUE)!;
    const job = { name: 'LeadSubmitted', data: event } as unknown as Job;
    expect(await processor.process(job)).toBe('counted');
    expect(await processor.process(job)).toBe('already-handled');
    expect((await productRow(product.id)).request_count).toBe(product.request_count + 1);
  }, 60_000);
});
