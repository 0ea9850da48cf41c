import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express } from 'express';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../../platform/testing/test-runtime.js';
import { createTestUser, loginAs } from '../../identity/testing/identity-fixtures.js';
import type { Policy } from '../domain/policy.js';
import { activationCsv, activationRows, activationXlsx, dayCl, readXlsxRows } from '../testing/bulk-files.js';
import { createCompanyWithPolicy } from '../testing/policies-fixtures.js';
import { fakePerson } from '../testing/people-generator.js';
import { columnsOf } from '../domain/bulk-load-columns.js';
import { xlsxBuffer } from './xlsx-writer.js';
import { patience } from '../../../platform/testing/patience.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = patience(90_000)): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
};

interface LoadStatus {
  id: number;
  kind: string;
  status: string;
  total: number;
  processed: number;
  succeeded: number;
  failed: number;
}

describe('bulk loads end to end (real Postgres, Redis, BullMQ through the outbox)', () => {
  let runtime: TestRuntime;
  let app: Express;
  let company: { organizationId: number; policy: Policy };
  let manager: string;

  const status = async (id: number) =>
    (await request(app).get(`/api/admin/bulk-loads/${id}`).auth(manager, { type: 'bearer' })).body.data as LoadStatus;
  const countMembers = async (policyId: number, bulkLoadId?: number) => {
    const [row] = await runtime.sequelize.query<{ n: string }>(
      `SELECT count(*) AS n FROM policy_memberships WHERE policy_id = $1 ${bulkLoadId ? 'AND bulk_load_id = $2' : ''}`,
      { bind: bulkLoadId ? [policyId, bulkLoadId] : [policyId], type: QueryTypes.SELECT },
    );
    return Number(row?.n);
  };
  const upload = (file: Buffer, name: string, kind = 'activation', policyId = company.policy.id) =>
    request(app)
      .post('/api/admin/bulk-loads')
      .auth(manager, { type: 'bearer' })
      .field('kind', kind)
      .field('policyId', String(policyId))
      .attach('file', file, name);

  beforeAll(async () => {
    runtime = await createTestRuntime({ BULK_LOAD_CHUNK_SIZE: '200' });
    app = runtime.createHttpApp();
    company = await createCompanyWithPolicy(runtime, { name: 'Cargas SpA' });
    const user = await createTestUser(runtime, ['PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE'], {
      companyId: company.organizationId,
    });
    manager = (await loginAs(app, user.email)).access_token;
  });
  afterAll(async () => {
    await runtime.dispose();
  });

  it('a 2,000-row file with 20 bad rows ends with 1,980 insured and a 20-row error report; the same file again inserts nothing', async () => {
    runtime.startBackground();
    // Titular rows (index % 5 = 2), so no dependant points at a bad holder: exactly 20 bad rows.
    const bad = new Set(Array.from({ length: 20 }, (_, i) => 37 + i * 100));
    const file = await activationXlsx({ rows: 2000, badRows: bad, withDependants: true });
    const accepted = await upload(file, 'nomina.xlsx');
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({ data: { id: expect.any(Number), duplicate: false } });
    const id = accepted.body.data.id as number;

    const final = await waitFor(
      () => status(id),
      (s) => s.status === 'done',
    );
    expect(final).toMatchObject({ kind: 'activation', total: 2000, processed: 2000, succeeded: 1980, failed: 20 });
    expect(await countMembers(company.policy.id, id)).toBe(1980);

    const report = await request(app)
      .get(`/api/admin/bulk-loads/${id}/errors.xlsx`)
      .auth(manager, { type: 'bearer' })
      .buffer(true)
      .parse(binary);
    expect(report.status).toBe(200);
    expect(report.headers['content-type']).toMatch(/spreadsheetml/);
    const rows = await readXlsxRows(report.body as Buffer);
    expect(rows[0]).toEqual(['Fila', 'Columna', 'Valor', 'Motivo']);
    expect(rows.slice(1)).toHaveLength(20);
    // Spreadsheet row = data index + 2 (header is row 1).
    expect(rows.slice(1).map((r) => r[0])).toEqual([...bad].map((i) => i + 2));
    expect(rows[1]).toEqual([
      39,
      'RUT',
      expect.stringMatching(/-\d|K$/),
      'El RUT no es válido (revisa el dígito verificador).',
    ]);

    const again = await upload(file, 'nomina-copia.xlsx');
    expect(again.status).toBe(202);
    expect(again.body.data).toEqual({ id, duplicate: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await countMembers(company.policy.id)).toBe(1980);

    // The first 50 people again in another file (CSV this time) insure nobody twice: only row 37, whose RUT
    // was wrong in the first file, is new.
    const csv = activationCsv({ rows: 50, withDependants: true });
    const second = await upload(csv, 'nomina.csv');
    expect(second.status).toBe(202);
    const secondStatus = await waitFor(
      () => status(second.body.data.id),
      (s) => s.status === 'done',
    );
    expect(secondStatus).toMatchObject({ total: 50, succeeded: 1, failed: 49 });
    expect(await countMembers(company.policy.id)).toBe(1981);
  });

  it("a dependant's holder is found in earlier chunks (the database) and earlier rows of its chunk, never later rows or another company", async () => {
    runtime.startBackground();
    const other = await createCompanyWithPolicy(runtime, {
      name: 'Cargas por bloque SpA',
      groups: [{ code: 'GENERAL', name: 'General' }],
    });
    const user = await createTestUser(runtime, ['PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE'], {
      companyId: other.organizationId,
    });
    const companyManager = manager;
    manager = (await loginAs(app, user.email)).access_token;
    onTestFinished(() => {
      manager = companyManager; // the next tests load into the first company
    });
    // Chunks of 200 rows (BULK_LOAD_CHUNK_SIZE): data rows 0-199, 200-399, 400-419.
    const rows = activationRows({ rows: 420, base: 60_000_000 });
    const dependantOf = (index: number, holderRut: string) => {
      rows[index]![8] = 'Carga';
      rows[index]![11] = holderRut;
      rows[index]![12] = 'Hijo';
    };
    dependantOf(200, rows[199]![3]!); // holder: the last row of the chunk before
    dependantOf(201, rows[150]![3]!); // holder: inside the chunk before
    dependantOf(203, rows[202]![3]!); // holder: the row before, same chunk
    dependantOf(205, rows[300]![3]!); // holder: a later row of the file
    dependantOf(206, fakePerson(0).rut); // holder: another company's titular (the first test's file)
    dependantOf(400, rows[399]![3]!); // holder: the last row of the chunk before, again
    const file = await xlsxBuffer(
      columnsOf('activation').map((c) => c.header),
      rows,
    );
    const accepted = await upload(file, 'cargas.xlsx', 'activation', other.policy.id);
    expect(accepted.status).toBe(202);
    const id = accepted.body.data.id as number;
    const final = await waitFor(
      () => status(id),
      (s) => s.status === 'done',
    );
    expect(final).toMatchObject({ total: 420, processed: 420, succeeded: 418, failed: 2 });
    expect(await countMembers(other.policy.id, id)).toBe(418);
    const errors = await runtime.sequelize.query<{ row_number: number; column_label: string; reason: string }>(
      'SELECT row_number, column_label, reason FROM policy_bulk_load_errors WHERE bulk_load_id = $1 ORDER BY row_number',
      { bind: [id], type: QueryTypes.SELECT },
    );
    const missingHolder = 'El titular no existe en la empresa ni en filas anteriores del archivo.';
    expect(errors).toEqual([
      { row_number: 207, column_label: 'RUT titular', reason: missingHolder },
      { row_number: 208, column_label: 'RUT titular', reason: missingHolder },
    ]);
    const [linked] = await runtime.sequelize.query<{ n: string }>(
      `SELECT count(*) AS n FROM policy_people d JOIN policy_people h ON h.id = d.holder_id
        WHERE d.client_organization_id = $1 AND d.insured_type = 'CARGA'`,
      { bind: [other.organizationId], type: QueryTypes.SELECT },
    );
    expect(Number(linked?.n)).toBe(4);
  });

  it('refuses bad files at upload with a Spanish 400 and writes nothing', async () => {
    const before = await runtime.sequelize.query('SELECT id FROM policy_bulk_loads', { type: QueryTypes.SELECT });
    const missing = await upload(await xlsxBuffer(['Nombre', 'RUT'], [['Ana', '11.111.111-1']]), 'malo.xlsx');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(
      /Faltan columnas obligatorias: Apellido paterno, Fecha de nacimiento, Género, Fecha de inicio/,
    );
    const renamed = await upload(Buffer.from('MZ\x90\x00\x03binary\x00\x00'), 'nomina.xlsx');
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.message).toMatch(/\.xlsx o \.csv/);
    const wrongKind = await upload(Buffer.from('a;b\n'), 'x.csv', 'otra');
    expect(wrongKind.status).toBe(400);
    const after = await runtime.sequelize.query('SELECT id FROM policy_bulk_loads', { type: QueryTypes.SELECT });
    expect(after).toHaveLength(before.length);
  });

  it('a cancellation load moves active insured to PROCESS_CANCELLATION and reports unknown RUTs', async () => {
    await runtime.sequelize.query("UPDATE policy_memberships SET status = 'ACTIVE' WHERE policy_id = $1", {
      bind: [company.policy.id],
    });
    const headers = columnsOf('cancellation').map((c) => c.header);
    const row = (n: number, exclusion: string) =>
      headers.map((h) =>
        h === 'RUT' ? fakePerson(n).rut : h === 'Fecha de exclusión' ? exclusion : h === 'Motivo' ? 'Renuncia' : '',
      );
    const file = await xlsxBuffer(headers, [
      row(1, dayCl(0)),
      row(2, dayCl(-31)),
      row(9_999, dayCl(1)),
      row(3, dayCl(30)),
    ]);
    const accepted = await upload(file, 'bajas.xlsx', 'cancellation');
    expect(accepted.status).toBe(202);
    const final = await waitFor(
      () => status(accepted.body.data.id),
      (s) => s.status === 'done',
    );
    expect(final).toMatchObject({ kind: 'cancellation', total: 4, succeeded: 2, failed: 2 });
    const moved = await runtime.sequelize.query<{ rut: string; exclusion_reason: string }>(
      "SELECT pe.rut, m.exclusion_reason FROM policy_memberships m JOIN policy_people pe ON pe.id = m.person_id WHERE m.status = 'PROCESS_CANCELLATION'",
      { type: QueryTypes.SELECT },
    );
    expect(moved.map((m) => m.rut).sort()).toEqual([fakePerson(1).rut, fakePerson(3).rut].sort());
  });

  it('a running load cancelled mid-way stops at a chunk boundary, keeps whole rows only, reports what was done; the same file again inserts nobody twice', async () => {
    const other = await createCompanyWithPolicy(runtime, {
      name: 'Cancelable SpA',
      groups: [{ code: 'GENERAL', name: 'General' }],
    });
    const user = await createTestUser(runtime, ['PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE'], {
      companyId: other.organizationId,
      name: 'Carla Nómina',
    });
    const token = (await loginAs(app, user.email)).access_token;
    const ROWS = 4000;
    const CHUNK = 200; // BULK_LOAD_CHUNK_SIZE of this runtime
    const bad = new Set([5, 150, 1234, 3999]);
    const file = await activationXlsx({ rows: ROWS, base: 60_000_000, badRows: bad });
    const statusOf = async (id: number) =>
      (await request(app).get(`/api/admin/bulk-loads/${id}`).auth(token, { type: 'bearer' })).body
        .data as LoadStatus & {
        summary: string;
        cancelledByName: string | null;
      };
    const send = () =>
      request(app)
        .post('/api/admin/bulk-loads')
        .auth(token, { type: 'bearer' })
        .field('kind', 'activation')
        .field('policyId', String(other.policy.id))
        .attach('file', file, 'grande.xlsx');
    const accepted = await send();
    expect(accepted.status).toBe(202);
    const id = accepted.body.data.id as number;

    // Cancel as soon as the first chunk is committed.
    await waitFor(
      () => statusOf(id),
      (s) => s.processed >= CHUNK,
    );
    const cancel = await request(app).post(`/api/admin/bulk-loads/${id}/cancel`).auth(token, { type: 'bearer' });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toMatchObject({ cancelRequested: true, cancelledByName: 'Carla Nómina' });
    const final = await waitFor(
      () => statusOf(id),
      (s) => s.status === 'cancelled',
    );

    // Stopped at a chunk boundary, before the end, with the counters adding up.
    expect(final.processed % CHUNK).toBe(0);
    expect(final.processed).toBeGreaterThanOrEqual(CHUNK);
    expect(final.processed).toBeLessThan(ROWS);
    expect(final.succeeded + final.failed).toBe(final.processed);
    // Exactly the good rows of the processed part were insured, each once; nothing after the boundary.
    const insured = await runtime.sequelize.query<{ rut: string }>(
      `SELECT pe.rut FROM policy_memberships m JOIN policy_people pe ON pe.id = m.person_id
        WHERE m.policy_id = $1 AND m.bulk_load_id = $2`,
      { bind: [other.policy.id, id], type: QueryTypes.SELECT },
    );
    const expected = Array.from({ length: final.processed }, (_, i) => i)
      .filter((i) => !bad.has(i))
      .map((i) => fakePerson(i, 60_000_000).rut);
    expect(insured.map((r) => r.rut).sort()).toEqual(expected.sort());
    expect(final.succeeded).toBe(expected.length);
    const errorRows = await runtime.sequelize.query<{ row_number: number }>(
      'SELECT DISTINCT row_number FROM policy_bulk_load_errors WHERE bulk_load_id = $1 ORDER BY row_number',
      { bind: [id], type: QueryTypes.SELECT },
    );
    expect(errorRows.map((r) => r.row_number)).toEqual([...bad].filter((i) => i < final.processed).map((i) => i + 2));
    expect(final.summary).toBe(
      `Cancelada por Carla Nómina tras procesar ${final.processed.toLocaleString('es-CL')} de 4.000 filas ` +
        `(${final.succeeded.toLocaleString('es-CL')} correctas y ${final.failed} con errores); ` +
        `las ${(ROWS - final.processed).toLocaleString('es-CL')} filas restantes no se procesaron.`,
    );
    // Cancelling again: it already finished.
    expect((await request(app).post(`/api/admin/bulk-loads/${id}/cancel`).auth(token, { type: 'bearer' })).status).toBe(
      409,
    );

    // The same file again is a new load (the first was cancelled): it finishes the rest and insures nobody twice.
    const again = await send();
    expect(again.body.data.duplicate).toBe(false);
    const rerun = await waitFor(
      () => statusOf(again.body.data.id),
      (s) => s.status === 'done',
    );
    expect(rerun).toMatchObject({ total: ROWS, processed: ROWS, succeeded: ROWS - bad.size - final.succeeded });
    const [totals] = await runtime.sequelize.query<{ n: string; people: string }>(
      'SELECT count(*) AS n, count(DISTINCT person_id) AS people FROM policy_memberships WHERE policy_id = $1',
      { bind: [other.policy.id], type: QueryTypes.SELECT },
    );
    expect(Number(totals?.n)).toBe(ROWS - bad.size);
    expect(Number(totals?.people)).toBe(ROWS - bad.size);
  }, 240_000);

  it('a queued load can be cancelled; a finished one cannot', async () => {
    await runtime.workers.close(); // nothing runs the queue now
    const accepted = await upload(await activationXlsx({ rows: 5, base: 40_000_000 }), 'cancelar.xlsx');
    const id = accepted.body.data.id;
    const cancelled = await request(app).post(`/api/admin/bulk-loads/${id}/cancel`).auth(manager, { type: 'bearer' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', processed: 0 });
    const again = await request(app).post(`/api/admin/bulk-loads/${id}/cancel`).auth(manager, { type: 'bearer' });
    expect(again.status).toBe(409);
    expect(await countMembers(company.policy.id, id)).toBe(0);
  });

  it('a worker process killed mid-load and started again resumes at the committed cursor without duplicating rows', async () => {
    const other = await createCompanyWithPolicy(runtime, {
      name: 'Resiliente SpA',
      groups: [{ code: 'GENERAL', name: 'General' }],
    });
    await runtime.relay.stop(); // the child relays and works; this process only serves HTTP for now
    const user = await createTestUser(runtime, ['PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE'], {
      companyId: other.organizationId,
    });
    manager = (await loginAs(app, user.email)).access_token;
    const bad = new Set([10, 500, 1500]);
    const accepted = await upload(
      await activationXlsx({ rows: 2000, base: 50_000_000, badRows: bad }),
      'grande.xlsx',
      'activation',
      other.policy.id,
    );
    expect(accepted.status).toBe(202);
    const id = accepted.body.data.id as number;

    const startWorker = (): ChildProcess =>
      spawn(process.execPath, ['--import', 'tsx', path.join(HERE, '../testing/bulk-worker-child.ts')], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          ROLE: 'worker',
          DATABASE_URL: runtime.config.DATABASE_URL,
          DATABASE_POOL_MAX: '3',
          REDIS_URL: runtime.config.REDIS_URL,
          QUEUE_PREFIX: runtime.config.QUEUE_PREFIX,
          OUTBOX_POLL_MS: '50',
          BULK_LOAD_CHUNK_SIZE: '25',
          JWT_ACCESS_SECRET: runtime.config.JWT_ACCESS_SECRET,
          JWT_REFRESH_SECRET: runtime.config.JWT_REFRESH_SECRET,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
    const stop = async (worker: ChildProcess) => {
      if (worker.exitCode !== null || worker.signalCode !== null) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGKILL');
      await exited;
    };

    const first = startWorker();
    let atKill: LoadStatus;
    try {
      const midway = await waitFor(
        () => status(id),
        (s) => s.processed >= 100,
        120_000,
      );
      await stop(first); // killed in the middle of the load, possibly inside a chunk's transaction
      expect(midway.status).toBe('processing');
      atKill = await status(id);
      expect(atKill.status).toBe('processing');
      expect(atKill.processed).toBeLessThan(2000);
      expect(atKill.processed % 25).toBe(0); // only whole chunks were committed
    } finally {
      await stop(first);
    }
    // The worker process is started again: it takes the stalled job once its lock expires and resumes at the
    // committed cursor.
    const second = startWorker();
    let final: LoadStatus;
    try {
      final = await waitFor(
        () => status(id),
        (s) => s.status === 'done',
        120_000,
      );
    } finally {
      await stop(second);
    }
    expect(final).toMatchObject({ total: 2000, processed: 2000, succeeded: 1997, failed: 3 });
    expect(await countMembers(other.policy.id)).toBe(1997);
    // Every good row once, each person once, all from this load.
    const [members] = await runtime.sequelize.query<{ n: string; people: string; fromLoad: string }>(
      `SELECT count(*) AS n, count(DISTINCT person_id) AS people,
              count(*) FILTER (WHERE bulk_load_id = $2) AS "fromLoad"
         FROM policy_memberships WHERE policy_id = $1`,
      { bind: [other.policy.id, id], type: QueryTypes.SELECT },
    );
    expect(members).toEqual({ n: '1997', people: '1997', fromLoad: '1997' });
    const [people] = await runtime.sequelize.query<{ n: string; ruts: string }>(
      'SELECT count(*) AS n, count(DISTINCT rut) AS ruts FROM policy_people WHERE client_organization_id = $1',
      { bind: [other.organizationId], type: QueryTypes.SELECT },
    );
    expect(people).toEqual({ n: '1997', ruts: '1997' });
    const [errors] = await runtime.sequelize.query<{ n: string }>(
      'SELECT count(*) AS n FROM policy_bulk_load_errors WHERE bulk_load_id = $1',
      { bind: [id], type: QueryTypes.SELECT },
    );
    expect(Number(errors?.n)).toBe(3);
  }, 240_000);
});
