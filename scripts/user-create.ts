import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { IDENTITY, type CreateUser } from '../src/modules/identity/index.js';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { createRuntime } from '../src/runtime.js';

/**
 * npm run user:create -- --email ana@example.com --role ADMIN [--role EJECUTIVO] [--name "Ana Pérez"] [--password …]
 * Without --password a one-time password is generated, printed once, and must be changed at the first login.
 */
const USAGE =
  'Uso: npm run user:create -- --email <correo> --role <ROL> [--role <ROL>…] [--name "<nombre>"] [--password <clave>]';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', multiple: true },
    name: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: true,
});

if (values.help || !values.email || !values.role?.length) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

const config = loadConfig();
const runtime = await createRuntime(config, createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL), {
  migrate: true,
});
let exitCode = 0;
try {
  const email = values.email.trim().toLowerCase();
  const created = await runtime.container.get<CreateUser>(IDENTITY.CreateUser).execute({
    email,
    name: values.name ?? email.split('@')[0]!,
    roles: values.role.flatMap((role) => role.split(',')).map((role) => role.trim()),
    password: values.password,
  });
  console.log(`Usuario creado: #${created.user.id} ${created.user.email} (${created.user.roles.join(', ')})`);
  if (created.oneTimePassword) {
    console.log(`Contraseña de un solo uso (se pide cambiarla al ingresar): ${created.oneTimePassword}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await runtime.close();
}
process.exit(exitCode);
