import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { IDENTITY, type EnsureFirstAdmin } from '../src/modules/identity/index.js';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { createRuntime } from '../src/runtime.js';
import { loadSampleCompanies } from './seed/policies-sample.js';
import { loadSampleData } from './seed/sample-data.js';

/**
 * Development data, a command of its own (the server never loads it):
 *   npm run seed [-- --scale 100000 --plans 5000]   migrates, then loads the sample data (replacing a previous load);
 *   npm start runs it first with --sample "$SEED_SAMPLE_DATA" (if-empty by default, or never) and --users:
 *   on an empty user table it creates the first ADMIN, and the sample companies with their payroll managers,
 *   printing their one-time passwords once on the developer's terminal (never in the server's log).
 */
const { values } = parseArgs({
  options: {
    scale: { type: 'string' },
    plans: { type: 'string' },
    sample: { type: 'string', default: 'always' },
    users: { type: 'boolean', default: false },
  },
  strict: true,
});
const number = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined);
if (!['always', 'if-empty', 'never'].includes(values.sample)) {
  console.error('Uso: npm run seed -- [--sample always|if-empty|never] [--scale N] [--plans N] [--users]');
  process.exit(2);
}
const config = loadConfig();
if (config.NODE_ENV === 'production') {
  console.error('Los datos de ejemplo no se cargan en producción (NODE_ENV=production).');
  process.exit(1);
}
const logger = createLogger(config.LOG_LEVEL);
const runtime = await createRuntime(config, logger, { migrate: true });
try {
  if (values.sample !== 'never') {
    await loadSampleData(runtime, {
      onlyIfEmpty: values.sample === 'if-empty',
      scale: number(values.scale),
      plans: number(values.plans),
      editions: true,
    });
  }
  if (values.users) await createUsers();
} finally {
  await runtime.close();
}

async function createUsers(): Promise<void> {
  const admin = await runtime.container.get<EnsureFirstAdmin>(IDENTITY.EnsureFirstAdmin).execute();
  if (admin) {
    console.log(
      `\nPrimer administrador creado: ${admin.email}\nContraseña de un solo uso (se pide cambiarla al ingresar): ${admin.oneTimePassword}\n`,
    );
  }
  if (values.sample !== 'never') {
    for (const manager of await loadSampleCompanies(runtime)) {
      console.log(
        `Encargado de remuneraciones de ${manager.company}: ${manager.email}\nContraseña de un solo uso (se pide cambiarla al ingresar): ${manager.oneTimePassword}\n`,
      );
    }
  }
}
