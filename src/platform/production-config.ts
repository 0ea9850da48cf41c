import { DEVELOPMENT_SECRETS } from './development-secrets.js';

/**
 * What NODE_ENV=production refuses (DESIGN.md, Config): every development default that would otherwise
 * apply silently. Checked on the raw settings (empty = unset), so one message can name every problem
 * together with the schema's. Each problem starts with the setting it is about.
 */
type Env = Record<string, string | undefined>;

const MIN_SECRET = 32;
/** Secrets the process signs or verifies with: required, long, never a value written in the code. */
const REQUIRED_SECRETS = ['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET', 'SALES_LINK_SECRET'] as const;
/** Every setting that holds a secret, checked against the code's development values. */
const SECRET_SETTINGS = [
  ...REQUIRED_SECRETS,
  'SANDBOX_WEBHOOK_SECRET',
  'MERCADOPAGO_ACCESS_TOKEN',
  'MERCADOPAGO_WEBHOOK_SECRET',
  'TRANSBANK_API_KEY',
  'KUSHKI_PRIVATE_MERCHANT_ID',
  'KUSHKI_WEBHOOK_SECRET',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** A real provider counts when all its credentials are set (a webhook needs its secret to be verified). */
const REAL_PROVIDERS: { name: string; settings: readonly string[] }[] = [
  { name: 'MercadoPago', settings: ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'] },
  { name: 'Transbank', settings: ['TRANSBANK_COMMERCE_CODE', 'TRANSBANK_API_KEY'] },
  { name: 'Kushki', settings: ['KUSHKI_PRIVATE_MERCHANT_ID', 'KUSHKI_WEBHOOK_SECRET'] },
];

/** The explicit staging switch: the sandbox provider is allowed and every purchase page says so. */
export function paymentTestMode(env: Env): boolean {
  return env.PAYMENT_TEST_MODE === 'true';
}

export function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.DATABASE_URL) {
    problems.push('DATABASE_URL: obligatoria en producción (nunca la base de datos embebida ni la local)');
  }
  if (!env.SMTP_URL) {
    problems.push('SMTP_URL: obligatoria en producción (los correos nunca quedan en el buzón de desarrollo)');
  }
  if (!env.PUBLIC_URL) {
    problems.push('PUBLIC_URL: obligatoria en producción (los enlaces de los correos no pueden ir a localhost)');
  }
  for (const key of REQUIRED_SECRETS) {
    const value = env[key];
    if (!value) problems.push(`${key}: obligatoria en producción (al menos ${MIN_SECRET} caracteres)`);
    else if (value.length < MIN_SECRET) problems.push(`${key}: debe tener al menos ${MIN_SECRET} caracteres`);
  }
  if (env.JWT_ACCESS_SECRET && env.JWT_ACCESS_SECRET === env.JWT_REFRESH_SECRET) {
    problems.push('JWT_REFRESH_SECRET: debe ser distinta de JWT_ACCESS_SECRET');
  }
  const written = new Set<string>(Object.values(DEVELOPMENT_SECRETS));
  for (const key of SECRET_SETTINGS) {
    if (env[key] && written.has(env[key])) {
      problems.push(`${key}: tiene un valor de desarrollo escrito en el código; use un secreto propio`);
    }
  }
  if (env.SEED_SAMPLE_DATA && env.SEED_SAMPLE_DATA !== 'never') {
    problems.push('SEED_SAMPLE_DATA: los datos de ejemplo no se cargan en producción (use never o no la defina)');
  }
  problems.push(...paymentProblems(env));
  return problems;
}

function paymentProblems(env: Env): string[] {
  const problems: string[] = [];
  const testMode = paymentTestMode(env);
  if (testMode) {
    // The sandbox answers every charge: its webhooks must be signed with a secret of this site's own.
    const secret = env.SANDBOX_WEBHOOK_SECRET;
    if (!secret) {
      problems.push(
        `SANDBOX_WEBHOOK_SECRET: obligatoria con PAYMENT_TEST_MODE=true (al menos ${MIN_SECRET} caracteres)`,
      );
    } else if (secret.length < MIN_SECRET) {
      problems.push(`SANDBOX_WEBHOOK_SECRET: debe tener al menos ${MIN_SECRET} caracteres`);
    }
  }
  if (env.PAYMENT_PROVIDERS !== 'live') {
    if (!testMode) {
      problems.push(
        'PAYMENT_PROVIDERS: en producción debe ser live con un proveedor de pago real (el proveedor de prueba solo con PAYMENT_TEST_MODE=true)',
      );
    }
    return problems;
  }
  let complete = 0;
  for (const provider of REAL_PROVIDERS) {
    const missing = provider.settings.filter((key) => !env[key]);
    if (missing.length === 0) complete += 1;
    else if (missing.length < provider.settings.length) {
      problems.push(...missing.map((key) => `${key}: obligatoria para ${provider.name} en producción`));
    }
  }
  if (complete === 0 && problems.length === 0) {
    problems.push(
      `PAYMENT_PROVIDERS: live sin ningún proveedor configurado; defina ${REAL_PROVIDERS.map((p) => p.settings.join(' y ')).join(', o ')}`,
    );
  }
  return problems;
}
