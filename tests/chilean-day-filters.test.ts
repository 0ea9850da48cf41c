import type { Express } from 'express';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../src/modules/identity/testing/identity-fixtures.js';
import { createTestRuntime, type TestRuntime } from '../src/platform/testing/test-runtime.js';

/**
 * The back-office's date filters (leads and sales: filter.from / filter.to) are Chilean days, whatever the
 * database session's time zone (UTC here): a row created at 23:30 in Santiago belongs to that day, in
 * summer (UTC-3) and in winter (UTC-4), although in UTC it is already the next day.
 */
const EVENINGS = [
  { day: '2026-01-14', next: '2026-01-15', at: '2026-01-15T02:30:00Z', season: 'summer' },
  { day: '2026-07-14', next: '2026-07-15', at: '2026-07-15T03:30:00Z', season: 'winter' },
] as const;

describe('back-office date filters by Chilean day', () => {
  let runtime: TestRuntime;
  let app: Express;
  let token: string;
  const leadIds: number[] = [];
  const saleIds: string[] = [];
  const filter = (resource: string, from: string, to: string) =>
    request(app)
      .get(`/api/admin/${resource}`)
      .query({ filter: JSON.stringify({ from, to }), range: '[0,99]' })
      .set('Authorization', `Bearer ${token}`)
      .expect(200);

  beforeAll(async () => {
    runtime = await createTestRuntime();
    app = runtime.createHttpApp();
    const [zone] = await runtime.sequelize.query<{ TimeZone: string }>('SHOW timezone', { type: QueryTypes.SELECT });
    expect(Object.values(zone!)[0]).not.toBe('America/Santiago');
    token = await staffToken(runtime, app, 'ADMIN');
    for (const [index, evening] of EVENINGS.entries()) {
      const lead = await request(app)
        .post('/api/solicitarplans')
        .set('X-Forwarded-For', `10.77.0.${index + 1}`)
        .send({
          nombre: `Luz ${evening.season}`,
          rutsolicitud: '12.345.678-5',
          email: `luz.${evening.season}@correo.cl`,
          telefono: '+56 9 1234 5678',
          agree: true,
          contactChannel: 'llamada',
          contactTime: 'manana',
        })
        .expect(201);
      leadIds.push(lead.body.data.id);
      await runtime.sequelize.query('UPDATE leads SET created_at = $1 WHERE id = $2', {
        bind: [evening.at, lead.body.data.id],
      });
      const [sale] = await runtime.sequelize.query<{ id: string }>(
        `INSERT INTO sales (token_hash, product_code, sections, amount, currency, created_at)
         VALUES ('x', 'P-DAY', ARRAY['SIGNATURE'], 1000, 'CLP', $1) RETURNING id`,
        { bind: [evening.at], type: QueryTypes.SELECT },
      );
      saleIds.push(sale!.id);
    }
  }, 120_000);
  afterAll(() => runtime?.dispose());

  for (const [index, evening] of EVENINGS.entries()) {
    it(`counts a lead of 23:30 in Santiago on its Chilean day (${evening.season})`, async () => {
      const ids = (body: { id: number }[]) => body.map((row) => row.id);
      expect(ids((await filter('leads', evening.day, evening.day)).body)).toContain(leadIds[index]);
      expect(ids((await filter('leads', evening.next, evening.next)).body)).not.toContain(leadIds[index]);
    });

    it(`counts a sale of 23:30 in Santiago on its Chilean day (${evening.season})`, async () => {
      const ids = (body: { id: string }[]) => body.map((row) => row.id);
      expect(ids((await filter('sales', evening.day, evening.day)).body)).toContain(saleIds[index]);
      expect(ids((await filter('sales', evening.next, evening.next)).body)).not.toContain(saleIds[index]);
    });
  }
});
