import { randomBytes } from 'node:crypto';

/**
 * A complete production configuration (NODE_ENV=production accepts it) for tests and benchmarks that start
 * the real server: fresh random secrets, a real payment provider's credentials (Transbank's adapter calls
 * nothing until a payment), and an SMTP server that is contacted only when an e-mail is sent.
 */
export function productionEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const secret = () => randomBytes(32).toString('hex');
  return {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/comparador',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PUBLIC_URL: 'https://seguros.example.cl',
    JWT_ACCESS_SECRET: secret(),
    JWT_REFRESH_SECRET: secret(),
    SALES_LINK_SECRET: secret(),
    PAYMENT_PROVIDERS: 'live',
    TRANSBANK_COMMERCE_CODE: '597000000001',
    TRANSBANK_API_KEY: secret(),
    SEED_SAMPLE_DATA: 'never',
    ...overrides,
  };
}
