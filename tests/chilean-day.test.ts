import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADS } from '../src/modules/leads/tokens.js';
import type { LeadRepository } from '../src/modules/leads/application/ports.js';
import { PRICING } from '../src/modules/pricing/tokens.js';
import type { ExchangeRateSource, UfRateSource } from '../src/modules/pricing/application/ports.js';
import { createTestRuntime, type TestRuntime } from '../src/platform/testing/test-runtime.js';

/** "Today" is the Chilean day on the real database: the UF and rates of the day, the leads' day buckets. */
describe('the Chilean calendar day on PostgreSQL', () => {
  let runtime: TestRuntime;

  beforeAll(async () => {
    runtime = await createTestRuntime();
    // The UF (and the dollar) of the 16th are published ahead, on the 15th.
    await runtime.sequelize.query(`
      INSERT INTO uf_rates (date, value, source) VALUES ('2026-01-15', 39000.00, 'test'), ('2026-01-16', 39010.00, 'test');
      INSERT INTO currency_rates (code, date, clp_value, source)
        VALUES ('ZZZ', '2026-01-15', 900, 'test'), ('ZZZ', '2026-01-16', 910, 'test');`);
  }, 120_000);

  afterAll(async () => {
    await runtime?.dispose();
  });

  it('at 23:30 in Santiago (summer, UTC-3) the UF and rates are still the day’s, not tomorrow’s', async () => {
    const evening = new Date('2026-01-16T02:30:00Z'); // 15 Jan 23:30 in Santiago
    const uf = await runtime.container.get<UfRateSource>(PRICING.UfRateSource).latest(evening);
    expect(uf).toMatchObject({ date: '2026-01-15' });
    const rates = await runtime.container.get<ExchangeRateSource>(PRICING.ExchangeRateSource).latest(evening);
    expect(rates.ZZZ).toBe(900);
    // Midnight in Santiago: the new day's values.
    const midnight = new Date('2026-01-16T03:00:00Z');
    expect(await runtime.container.get<UfRateSource>(PRICING.UfRateSource).latest(midnight)).toMatchObject({
      date: '2026-01-16',
    });
  });

  it('counts an evening lead on its Chilean day (summer and winter)', async () => {
    const insert = (createdAt: string, n: number) =>
      runtime.sequelize.query(
        `INSERT INTO leads (kind, origin, nombre, email, contact_channel, contact_time, dedupe_key, update_token, created_at)
         VALUES ('contacto', 'test', 'Ana', 'ana@example.com', 'llamada', 'mañana', $1, $1, $2)`,
        { bind: [`k${n}`, createdAt] },
      );
    await insert('2026-01-15T23:30:00-03:00', 1); // summer evening
    await insert('2026-01-16T00:10:00-03:00', 2); // just after midnight
    await insert('2026-07-15T23:30:00-04:00', 3); // winter evening
    const leads = runtime.container.get<LeadRepository>(LEADS.LeadRepository);
    expect(await leads.countByDay(2, '2026-01-16')).toEqual([
      { date: '2026-01-15', count: 1 },
      { date: '2026-01-16', count: 1 },
    ]);
    expect(await leads.countByDay(2, '2026-07-16')).toEqual([
      { date: '2026-07-15', count: 1 },
      { date: '2026-07-16', count: 0 },
    ]);
  });
});
