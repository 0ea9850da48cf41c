/**
 * npm run bench:bulk-load [-- --rows 10000 --format xlsx|csv --chunk 500 --database cmp_bench_x --log-sql --file f.xlsx]
 *
 * Issue 11's figure: a 10,000-row activation file from upload to done (target <= 10 s on this machine).
 * Starts the whole runtime (HTTP app, outbox relay, BullMQ workers) on its own fresh database and Redis
 * prefix, creates a company with an active collective policy and a payroll manager, then times
 * POST /api/admin/bulk-loads (multipart) until GET /api/admin/bulk-loads/{id} says done, polling every 50 ms.
 * Prints the total, the upload time (parse, count, store, queue) and the processing time, and rows per second,
 * the progress the status route showed on the way (how many distinct percentages), and this process's resident
 * memory (the HTTP app and the workers run in it): before the upload, its peak while loading, and at the end.
 * `--rows 100000` is issue 31's figure (<= 30 s, memory flat). `--compare-readers` only reads the file, with the
 * scan the loads use and with exceljs's streaming WorkbookReader, each in a process of its own (time, peak RSS).
 * NODE_OPTIONS=--expose-gc adds the heap still live after a full collection every 2 s. It also prints the CPU
 * seconds of the load: this process's and those of the PostgreSQL backends serving its database (read from
 * /proc: PostgreSQL on the same machine). `--log-sql` writes each statement's duration to PostgreSQL's log.
 * A script, never a timed test.
 */
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { StreamingSpreadsheetReader } from '../../src/modules/policies/adapters/spreadsheet-reader.js';
import { createTestUser, loginAs } from '../../src/modules/identity/testing/identity-fixtures.js';
import { activationCsv, activationXlsx } from '../../src/modules/policies/testing/bulk-files.js';
import { createCompanyWithPolicy } from '../../src/modules/policies/testing/policies-fixtures.js';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/platform/config.js';
import { createLogger } from '../../src/platform/logger.js';
import { databaseUrl, withAdminClient } from '../../src/platform/testing/test-database.js';
import { deleteKeys } from '../../src/platform/testing/test-runtime.js';
import { createRuntime } from '../../src/runtime.js';
import { processTreeCpuMs } from './process-cpu.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    format: { type: 'string', default: 'xlsx' },
    chunk: { type: 'string', default: '500' },
    // Internal: writes the file to this path and exits (the bench builds its file in a child process, so
    // that building a 100,000-row workbook in memory does not count in the resident memory it reports).
    'write-file': { type: 'string' },
    // Reads the generated file with each reader in a child process of its own (no database, no upload) and
    // prints each one's time and peak resident memory: the scan the loads use against exceljs's streaming
    // WorkbookReader.
    'compare-readers': { type: 'boolean', default: false },
    // Internal: the child of --compare-readers, reading this file with 'scan' or 'exceljs'.
    'read-only': { type: 'string' },
    // The generated file's path, kept for the next runs (built there when missing).
    file: { type: 'string' },
    // The bench's database (dropped at the end); one per run by default.
    database: { type: 'string' },
    // Logs every statement of the bench's database with its duration to PostgreSQL's log (parameters left
    // out), to time the SQL of each chunk: log_min_duration_statement = 0 on that database only.
    'log-sql': { type: 'boolean', default: false },
  },
});
const rows = Number(values.rows);
const format = values.format === 'csv' ? 'csv' : 'xlsx';
const fileOptions = { rows, withDependants: true, badRows: new Set([7, Math.floor(rows / 2)]) };
if (values['write-file']) {
  writeFileSync(
    values['write-file'],
    format === 'xlsx' ? await activationXlsx(fileOptions) : activationCsv(fileOptions),
  );
  process.exit(0);
}
if (values['read-only']) {
  const reader = values['read-only'];
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  let count = 0;
  if (reader === 'exceljs') {
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(values.file!), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    for await (const worksheet of workbook) {
      for await (const row of worksheet) if ((row.values as unknown[]).length > 0) count += 1;
      break;
    }
  } else {
    for await (const row of new StreamingSpreadsheetReader().rows({ path: values.file! }, 'xlsx'))
      if (row.cells.length > 0) count += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  process.stdout.write(
    `${reader.padEnd(8)} ${count.toLocaleString('es-CL')} filas en ${seconds.toFixed(2)} s · memoria residente ${Math.round(baseline / 1048576)} → pico ${Math.round(peak / 1048576)} MB (+${Math.round((peak - baseline) / 1048576)} MB)\n`,
  );
  process.exit(0);
}
// --file keeps the generated file at that path for the next runs (its start dates are the Chilean today's:
// reuse it on the same day only); without it the file is built for this run and removed.
const keptFile = values.file !== undefined;
const filePath = values.file ?? path.join(tmpdir(), `bench-bulk-load-${process.pid}.${format}`);
if (!keptFile || !existsSync(filePath))
  execFileSync(
    process.execPath,
    [
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      '--rows',
      String(rows),
      '--format',
      format,
      '--write-file',
      filePath,
    ],
    { stdio: 'inherit' },
  );
if (values['compare-readers']) {
  for (const reader of ['scan', 'exceljs', 'scan', 'exceljs']) {
    execFileSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--read-only', reader, '--file', filePath],
      { stdio: 'inherit' },
    );
  }
  process.stdout.write(
    `Carga media de la máquina (1/5/15 min): ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')}\n`,
  );
  if (!keptFile) rmSync(filePath);
  process.exit(0);
}
// The file stays on disk and the upload streams it from there: the bench's process is also the server's, and
// a copy of the file held by the client side would count in the server's resident memory.
const fileBytes = statSync(filePath).size;

// A fresh database and queue prefix for every run, dropped at the end.
const database = values.database ?? `cmp_bench_bulk_load_${process.pid}`;
if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`--database: ${database} is not a plain name`);
await withAdminClient(async (client) => {
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${database}`);
  if (values['log-sql']) {
    await client.query(`ALTER DATABASE ${database} SET log_min_duration_statement = 0`);
    await client.query(`ALTER DATABASE ${database} SET log_parameter_max_length = 0`);
    // and the plan of each statement over 20 ms (auto_explain, loaded per session: no server restart)
    await client.query(`ALTER DATABASE ${database} SET session_preload_libraries = 'auto_explain'`);
    await client.query(`ALTER DATABASE ${database} SET auto_explain.log_min_duration = '20ms'`);
  }
});
const prefix = `cmpb_${randomBytes(4).toString('hex')}`;
const config = loadConfig({
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl(database),
  QUEUE_PREFIX: prefix,
  OUTBOX_POLL_MS: '50',
  BULK_LOAD_CHUNK_SIZE: String(values.chunk),
  JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
  JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
});
const runtime = await createRuntime(config, createLogger(config.LOG_LEVEL), { migrate: true });
try {
  runtime.startBackground();
  const app = runtime.createHttpApp();
  const company = await createCompanyWithPolicy(runtime, { name: 'Benchmark SpA' });
  const user = await createTestUser(runtime, ['PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE'], {
    companyId: company.organizationId,
  });
  const token = (await loginAs(app, user.email)).access_token;
  process.stdout.write(
    `Archivo de ${rows.toLocaleString('es-CL')} filas (${format}, ${(fileBytes / 1024).toFixed(0)} KB), bloques de al menos ${values.chunk} filas (o el 1% del archivo si es más)\n`,
  );

  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  const before = process.memoryUsage();
  const rssBefore = before.rss;
  let rssPeak = rssBefore;
  // What the resident memory is made of at its peak: the JavaScript heap in use, and memory outside it
  // (Buffers, zlib, the database driver's sockets).
  let heapPeak = before.heapUsed;
  let externalPeak = before.external;
  const sample = () => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
    externalPeak = Math.max(externalPeak, now.external);
  };
  const sampler = setInterval(sample, 100);
  // With --expose-gc (NODE_OPTIONS=--expose-gc): the heap still live after a full collection every 2 s, the
  // part of the peak that is not garbage waiting for the collector.
  const gc = (globalThis as { gc?: () => void }).gc;
  let livePeak = 0;
  const collector = gc
    ? setInterval(() => {
        gc();
        livePeak = Math.max(livePeak, process.memoryUsage().heapUsed);
      }, 2000)
    : null;
  // CPU seconds of the load: this process (HTTP app, relay and workers run in it) and the PostgreSQL
  // backends serving this database (same machine: /proc), each backend's CPU counted from when it is first
  // seen, sampled while the load runs (a pooled connection may close before the end).
  const backendCpu = new Map<number, { first: number; last: number }>();
  const sampleBackends = async () => {
    const found = await runtime.sequelize.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
      { type: QueryTypes.SELECT },
    );
    for (const { pid } of found) {
      const ms = processTreeCpuMs(pid);
      const seen = backendCpu.get(pid);
      if (seen) seen.last = Math.max(seen.last, ms);
      else backendCpu.set(pid, { first: ms, last: ms });
    }
  };
  await sampleBackends();
  let sampling = false;
  const backendSampler = setInterval(() => {
    if (sampling) return;
    sampling = true;
    void sampleBackends().finally(() => (sampling = false));
  }, 250);
  const cpuBefore = process.cpuUsage();
  const percents = new Set<number>();
  const started = performance.now();
  const accepted = await request(app)
    .post('/api/admin/bulk-loads')
    .auth(token, { type: 'bearer' })
    .field('kind', 'activation')
    .field('policyId', String(company.policy.id))
    .attach('file', filePath, `nomina.${format}`);
  if (accepted.status !== 202) throw new Error(`upload: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const uploaded = performance.now();
  const id = accepted.body.data.id as number;
  let status: { status: string; processed: number; succeeded: number; failed: number; percent?: number };
  for (;;) {
    status = (await request(app).get(`/api/admin/bulk-loads/${id}`).auth(token, { type: 'bearer' })).body.data;
    if (typeof status.percent === 'number') percents.add(status.percent);
    if (['done', 'failed', 'cancelled'].includes(status.status)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const finished = performance.now();
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(backendSampler);
  await sampleBackends();
  let backendMs = 0;
  for (const { first, last } of backendCpu.values()) backendMs += last - first;
  clearInterval(sampler);
  if (collector) clearInterval(collector);
  sample();
  const seconds = (finished - started) / 1000;
  process.stdout.write(
    [
      `Estado: ${status.status} · ${status.succeeded} correctas · ${status.failed} con error`,
      `Subida (leer, contar, guardar, encolar): ${((uploaded - started) / 1000).toFixed(2)} s`,
      `Proceso (cola + validación + escritura): ${((finished - uploaded) / 1000).toFixed(2)} s`,
      `Total de subida a terminada: ${seconds.toFixed(2)} s · ${Math.round(rows / seconds).toLocaleString('es-CL')} filas/s`,
      `CPU: este proceso (HTTP, relay, workers) ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (usuario ${(cpu.user / 1e6).toFixed(1)} s) · PostgreSQL (backends de esta base) ${(backendMs / 1000).toFixed(1)} s`,
      `Progreso visto: ${percents.size} porcentajes distintos (${[...percents].slice(0, 12).join(', ')}${percents.size > 12 ? ', …' : ''})`,
      `Memoria residente: antes ${mb(rssBefore)} · pico durante la carga ${mb(rssPeak)} (+${mb(rssPeak - rssBefore)}) · al terminar ${mb(process.memoryUsage().rss)}`,
      `Heap JS en uso: antes ${mb(before.heapUsed)} · pico ${mb(heapPeak)}${gc ? ` · vivo tras GC, pico ${mb(livePeak)}` : ''} · fuera del heap (external): antes ${mb(before.external)} · pico ${mb(externalPeak)}`,
      `Carga media de la máquina (1/5/15 min): ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' / ')}`,
      '',
    ].join('\n'),
  );
} finally {
  await runtime.close();
  await deleteKeys(config.REDIS_URL, `${prefix}:*`);
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  if (!keptFile) rmSync(filePath, { force: true });
}
// Something of the runtime keeps a handle open after close(): without this the script never ends.
process.exit(0);
