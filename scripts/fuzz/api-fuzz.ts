/**
 * npm run fuzz [-- --bodies 100 --only 'policies']
 *
 * Builds a migrated database of its own on the local PostgreSQL (as the test suite does), starts the app
 * on 127.0.0.1, and sends at least --bodies bad bodies to every write operation of /api/docs/openapi.json
 * (fuzz-api.ts). Prints the operations, the requests, the 5xx answers and the rows written by refused
 * requests; exits 1 when either is not zero. Issue 24.
 */
import { parseArgs } from 'node:util';
import setupTemplate from '../../tests/global-setup.js';
import { fuzzApi } from './fuzz-api.js';
import { fuzzRuntime } from './fuzz-setup.js';

const { values } = parseArgs({
  options: { bodies: { type: 'string', default: '100' }, only: { type: 'string' }, quiet: { type: 'boolean' } },
});

const teardown = await setupTemplate();
let failed = true;
try {
  const { runtime, app, adminToken } = await fuzzRuntime();
  try {
    const started = Date.now();
    const report = await fuzzApi({
      app,
      sequelize: runtime.sequelize,
      adminToken,
      bodiesPerOperation: Number(values.bodies),
      only: values.only ? new RegExp(values.only) : undefined,
      log: values.quiet ? undefined : (line) => console.log(line),
    });
    for (const finding of report.serverErrors) {
      console.log(`5xx ${finding.status} ${finding.operation} [${finding.label}] ${finding.detail}`);
    }
    for (const finding of report.writesOnRefusal) {
      console.log(`escritura con ${finding.status} ${finding.operation} [${finding.label}] ${finding.detail}`);
    }
    for (const finding of report.acceptedNonJson) {
      console.log(`aceptó un cuerpo no JSON con ${finding.status} ${finding.operation} [${finding.label}]`);
    }
    console.log(
      `\noperaciones: ${report.operations}, cuerpos enviados: ${report.requests}, respuestas: ${JSON.stringify(report.byStatus)}`,
    );
    console.log(`5xx: ${report.serverErrors.length}`);
    console.log(
      `filas escritas por solicitudes rechazadas: ${report.rowsWrittenOnRefusal} (en ${report.writesOnRefusal.length} solicitudes)`,
    );
    console.log(`cuerpos no JSON aceptados (2xx): ${report.acceptedNonJson.length}`);
    console.log(`duración: ${Math.round((Date.now() - started) / 1000)} s`);
    failed = report.serverErrors.length > 0 || report.rowsWrittenOnRefusal > 0 || report.acceptedNonJson.length > 0;
  } finally {
    await runtime.dispose();
  }
} finally {
  await teardown();
}
process.exit(failed ? 1 : 0);
