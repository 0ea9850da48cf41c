import { z } from 'zod';
import { DEVELOPMENT_SECRETS } from './development-secrets.js';
import { productionProblems } from './production-config.js';

/**
 * The process configuration, read once from the environment and validated.
 * No other file reads process.env (DESIGN.md, rules of the house).
 */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Unset: use the local server on 127.0.0.1:5432, else an embedded Postgres (see database-url.ts). */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe ser una URL postgres://')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL debe ser una URL redis://')
    .default('redis://127.0.0.1:6379'),
  /** Prefix of every BullMQ key, so several apps (or test files) share one Redis. */
  QUEUE_PREFIX: z.string().min(1).default('cmp'),
  JWT_ACCESS_SECRET: z.string().min(32, 'JWT_ACCESS_SECRET debe tener al menos 32 caracteres').optional(),
  JWT_REFRESH_SECRET: z.string().min(32, 'JWT_REFRESH_SECRET debe tener al menos 32 caracteres').optional(),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** The site's own address; unset: http://localhost:<PORT>. */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JSON_BODY_LIMIT: z.string().default('100kb'),
  /** Megabytes of comparison answers kept in memory per process (issue 31: repeated searches); 0 turns it off. */
  COMPARE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** Where the embedded Postgres keeps its files (git-ignored). */
  DATA_DIR: z.string().default('.data'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** smtp://user:pass@host:587 — unset: e-mails go to the development mailbox (back-office). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL debe ser una URL smtp://')
    .optional(),
  MAIL_FROM: z.string().default('Comparador de seguros <no-responder@comparador.local>'),
  /** Where executives' notices go when a lead has no executive yet. */
  SALES_INBOX: z.string().email().default('ventas@comparador.local'),
  /** Sample data of `npm start`'s seed step (scripts/seed.ts; the server never loads it): 'if-empty' (npm start),
   *  'never' (default), 'always'. Production refuses any value but 'never'. */
  SEED_SAMPLE_DATA: z.enum(['never', 'if-empty', 'always']).default('never'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(250),
  /** Where the start command looks for a local PostgreSQL when DATABASE_URL is unset (database-url.ts). */
  LOCAL_POSTGRES_HOST: z.string().default('127.0.0.1'),
  LOCAL_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(5432),
  /** The port the embedded PostgreSQL (PGlite) listens on, 127.0.0.1 only. */
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** The deployed version GET /api/qp-version answers; unset: package.json's version. */
  APP_VERSION: z.string().max(60).optional(),
  /**
   * The chat behind api/chat/*: 'none' (default: no chat opens), 'webchat' (a provider's web chat script) or
   * 'twilio' (a Twilio Flex-style web chat: also answers api/twilio/webchat-config, spec 03 §7).
   */
  CHAT_PROVIDER: z.enum(['none', 'webchat', 'twilio']).default('none'),
  CHAT_WEBCHAT_SCRIPT_URL: z.string().url('CHAT_WEBCHAT_SCRIPT_URL debe ser una URL').optional(),
  CHAT_WEBCHAT_ACCOUNT: z.string().max(200).optional(),
  /** CHAT_PROVIDER=twilio: the Flex flow the web chat opens (public identifiers, sent to the browser). */
  CHAT_TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'CHAT_TWILIO_ACCOUNT_SID debe ser AC seguido de 32 dígitos hexadecimales')
    .optional(),
  CHAT_TWILIO_FLEX_FLOW_SID: z
    .string()
    .regex(/^FO[0-9a-fA-F]{32}$/, 'CHAT_TWILIO_FLEX_FLOW_SID debe ser FO seguido de 32 dígitos hexadecimales')
    .optional(),
  /** Billing: cron of the arrears reminders (America/Santiago), of the resume-contracting reminders, and
   *  the inbox that receives pre-invoice update requests. */
  BILLING_ARREARS_SCHEDULE: z.string().min(9).default('0 9 * * *'),
  /** Automatic monthly card charges (issue 28): before the arrears reminders of the same day. */
  SUBSCRIPTION_CHARGE_SCHEDULE: z.string().min(9).default('0 8 * * *'),
  /** Saved searches' price alerts (issue 29): the daily run comparing them with the catalogue (America/Santiago),
   *  or 'off' for no scheduled run (tests run it by hand). */
  PRICE_ALERT_SCHEDULE: z
    .string()
    .refine((v) => v === 'off' || v.length >= 9, 'PRICE_ALERT_SCHEDULE debe ser una expresión cron u off')
    .default('0 7 * * *'),
  /** Converts open UF periods again with the newest UF (America/Santiago; before the arrears run). */
  BILLING_UF_REFRESH_SCHEDULE: z.string().min(9).default('30 0 * * *'),
  BILLING_INBOX: z.string().email().default('cobranza@comparador.local'),
  /** The daily UF and currency rates (pricing): 'none' (rates entered by hand in the back-office), 'cmf'
   *  (the CMF's API: UF and dollar; CMF_API_KEY) or 'bcentral' (the Banco Central's statistics service: UF,
   *  USD, PEN, COP; BCENTRAL_USER and BCENTRAL_PASSWORD). */
  RATES_SOURCE: z.enum(['none', 'cmf', 'bcentral']).default('none'),
  CMF_API_KEY: z.string().optional(),
  CMF_API_URL: z.string().url().default('https://api.cmfchile.cl/api-sbifv3/recursos_api'),
  BCENTRAL_USER: z.string().optional(),
  BCENTRAL_PASSWORD: z.string().optional(),
  BCENTRAL_API_URL: z.string().url().default('https://si3.bcentral.cl/SieteRestWS/SieteRestWS.ashx'),
  /** When the rates are fetched (cron, America/Santiago): the UF of the coming days is published ahead. */
  RATES_FETCH_SCHEDULE: z.string().min(9).default('15 9,18 * * *'),
  /** Where uploaded files go (policies documents, bulk-load files): 'local' = <DATA_DIR>/files, or 's3'. */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  /** S3-compatible bucket (FILE_STORAGE=s3): AWS S3, MinIO, R2… S3_ENDPOINT unset = AWS. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Rows of a bulk load written per transaction. */
  BULK_LOAD_CHUNK_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  // Partners (issue 14): comma-separated base domains whose one-label sub-domains are partner sites
  // (`demo.comparador.cl`); `*.localhost` always is, for development.
  PARTNERS_BASE_DOMAINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    ),
  // Editions (issue 27, spec 03 §1): hosts of the Peru (2), Colombia (3) and international (4) sites, as
  // `comparador.pe=2,comparador.co=3,salud-internacional.com=4`; any other host is Chile (1).
  // pe.localhost, co.localhost and int.localhost always are. The profile module reads the map.
  EDITION_HOSTS: z
    .string()
    .default('')
    .refine(
      (v) =>
        v
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .every((item) => /^[A-Za-z0-9.-]+(:\d+)?\s*=\s*[1-4]$/.test(item)),
      { error: 'EDITION_HOSTS debe ser una lista host=sitio separada por comas (sitio 1 a 4), p. ej. comparador.pe=2' },
    ),
  /** Partners (issue 14, spec 02 §7): the flag service, 'database' (default: flags edited in the back-office)
   *  or 'growthbook' (a self-hosted GrowthBook: its API host and the SDK connection's client key). */
  FEATURE_FLAGS_PROVIDER: z.enum(['database', 'growthbook']).default('database'),
  GROWTHBOOK_API_HOST: z.string().url('GROWTHBOOK_API_HOST debe ser una URL').optional(),
  GROWTHBOOK_CLIENT_KEY: z.string().max(200).optional(),
  /** Sales: 'sandbox' (default) routes every payment to the sandbox provider; 'live' to the real ones. */
  PAYMENT_PROVIDERS: z.enum(['sandbox', 'live']).default('sandbox'),
  /** A staging site: the sandbox provider is allowed in production and every purchase page says that no
   *  real money is charged. */
  PAYMENT_TEST_MODE: z.enum(['true', 'false']).default('false'),
  /** Signs the sandbox provider's webhooks (the default is a development value; production refuses it). */
  SANDBOX_WEBHOOK_SECRET: z.string().min(8).default(DEVELOPMENT_SECRETS.SANDBOX_WEBHOOK_SECRET),
  /** Key of shared purchase links and reminder links; unset: JWT_ACCESS_SECRET, else a development key. */
  SALES_LINK_SECRET: z.string().min(32).optional(),
  /** Resume-contracting reminders 0, 1, 2: delays in ms after the buyer left their e-mail. */
  SALES_REMINDER_DELAYS_MS: z
    .string()
    .regex(/^\d+,\d+,\d+$/, 'SALES_REMINDER_DELAYS_MS: tres números separados por comas')
    .default('3600000,86400000,259200000'),
  /** A provider that does not answer a charge within this leaves the payment to the reconciliation. */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * The request charging a payment renews its lease on the row every third of this while it waits: a
   * payment whose lease ran out was left by a dead process (its replay answers at once, the
   * reconciliation asks the provider on its next run).
   */
  PAYMENT_LEASE_MS: z.coerce.number().int().min(300).default(5_000),
  /**
   * The reconciliation asks about payments PENDING for longer than this (and at once about those a dead
   * process left, see PAYMENT_LEASE_MS), every RECONCILE_EVERY_MS.
   */
  RECONCILE_AFTER_MS: z.coerce.number().int().min(0).default(120_000),
  RECONCILE_EVERY_MS: z.coerce.number().int().min(1000).default(10_000),
  /** Real providers (PAYMENT_PROVIDERS=live): each is enabled when its credentials are set. */
  MERCADOPAGO_ACCESS_TOKEN: z.string().optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().optional(),
  /** Only to point the SDK at a local double of the API. */
  MERCADOPAGO_BASE_URL: z.string().url().optional(),
  /** A payment still waiting for its 3-D Secure challenge after this long is cancelled by the reconciliation. */
  MERCADOPAGO_CHALLENGE_TTL_MS: z.coerce.number().int().min(0).default(600_000),
  TRANSBANK_COMMERCE_CODE: z.string().optional(),
  TRANSBANK_API_KEY: z.string().optional(),
  /** transbank-sdk Options.environment: the Webpay API's base URL (integration by default). */
  TRANSBANK_ENVIRONMENT: z.string().url().default('https://webpay3gint.transbank.cl'),
  /**
   * Transbank Oneclick Mall (automatic monthly charges, issue 28): its own mall commerce code and secret, and the
   * mall's store that collects the premiums. With all three (and Webpay's), 'transbank' offers card enrolment.
   */
  TRANSBANK_ONECLICK_COMMERCE_CODE: z.string().optional(),
  TRANSBANK_ONECLICK_API_KEY: z.string().optional(),
  TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE: z.string().optional(),
  /**
   * Card enrolment for automatic monthly charges (issue 28) at Kushki (card subscriptions, on demand) and
   * MercadoPago (card on file, automatic payments without CVV): each needs the provider to enable it on the
   * merchant's account, so it is offered only when this says so and the provider is configured.
   */
  KUSHKI_SUBSCRIPTIONS: z.enum(['true', 'false']).default('false'),
  MERCADOPAGO_CARD_ON_FILE: z.enum(['true', 'false']).default('false'),
  KUSHKI_PRIVATE_MERCHANT_ID: z.string().optional(),
  KUSHKI_BASE_URL: z.string().url().default('https://api-uat.kushkipagos.com'),
  KUSHKI_WEBHOOK_SECRET: z.string().optional(),
  /** Browser card tokenisation (PAYMENT_PROVIDERS=live): which provider takes cards typed on our page,
   *  its public key and the URL its browser library loads from (a test serves a local double). */
  CARD_PROVIDER: z.enum(['kushki_ad', 'mercadopago']).default('kushki_ad'),
  KUSHKI_PUBLIC_MERCHANT_ID: z.string().optional(),
  KUSHKI_JS_URL: z.string().url().default('https://cdn.kushkipagos.com/kushki.min.js'),
  MERCADOPAGO_PUBLIC_KEY: z.string().optional(),
  MERCADOPAGO_JS_URL: z.string().url().default('https://sdk.mercadopago.com/js/v2'),
  /** Which proxies may set X-Forwarded-For (the client IP the rate limits count): a hop count ('1'),
   *  addresses/subnets or Express names, comma-separated ('loopback, 10.0.0.0/8'), 'true' or 'false'. */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  /** ROLE=worker: the port of its small HTTP listener (/api/health/live, /api/health/ready, /metrics). */
  WORKER_HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** The bearer token a scraper sends for GET /metrics on the public port; unset: /metrics there answers 404
   *  (the worker's internal listener serves it without a token). */
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN debe tener al menos 32 caracteres').optional(),
});

/** Every setting the process reads (the README's configuration table lists each one). */
export const CONFIG_KEYS = Object.keys(configSchema.shape);

export type Config = z.infer<typeof configSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = configSchema.safeParse(relevant);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (relevant.NODE_ENV === 'production') {
    // Every problem in one message: the schema's first, then production's about other settings.
    const named = new Set(problems.map((problem) => problem.split(':')[0]));
    problems.push(...productionProblems(relevant).filter((problem) => !named.has(problem.split(':')[0])));
  }
  if (!parsed.success || problems.length > 0) {
    const mode = relevant.NODE_ENV === 'production' ? ' para producción (NODE_ENV=production)' : '';
    throw new ConfigError(`Configuración inválida${mode}:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const config: Config = {
    ...parsed.data,
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`,
  };
  if (config.CHAT_PROVIDER === 'webchat' && !config.CHAT_WEBCHAT_SCRIPT_URL) {
    throw new ConfigError('Configuración inválida: CHAT_PROVIDER=webchat requiere CHAT_WEBCHAT_SCRIPT_URL');
  }
  if (
    config.CHAT_PROVIDER === 'twilio' &&
    (!config.CHAT_WEBCHAT_SCRIPT_URL || !config.CHAT_TWILIO_ACCOUNT_SID || !config.CHAT_TWILIO_FLEX_FLOW_SID)
  ) {
    throw new ConfigError(
      'Configuración inválida: CHAT_PROVIDER=twilio requiere CHAT_WEBCHAT_SCRIPT_URL, CHAT_TWILIO_ACCOUNT_SID y CHAT_TWILIO_FLEX_FLOW_SID',
    );
  }
  if (
    config.FEATURE_FLAGS_PROVIDER === 'growthbook' &&
    (!config.GROWTHBOOK_API_HOST || !config.GROWTHBOOK_CLIENT_KEY)
  ) {
    throw new ConfigError(
      'Configuración inválida: FEATURE_FLAGS_PROVIDER=growthbook requiere GROWTHBOOK_API_HOST y GROWTHBOOK_CLIENT_KEY',
    );
  }
  if (config.RATES_SOURCE === 'cmf' && !config.CMF_API_KEY) {
    throw new ConfigError('Configuración inválida: RATES_SOURCE=cmf requiere CMF_API_KEY');
  }
  if (config.RATES_SOURCE === 'bcentral' && (!config.BCENTRAL_USER || !config.BCENTRAL_PASSWORD)) {
    throw new ConfigError('Configuración inválida: RATES_SOURCE=bcentral requiere BCENTRAL_USER y BCENTRAL_PASSWORD');
  }
  if (config.FILE_STORAGE === 's3' && !config.S3_BUCKET) {
    throw new ConfigError('Configuración inválida: FILE_STORAGE=s3 requiere S3_BUCKET');
  }
  return config;
}
