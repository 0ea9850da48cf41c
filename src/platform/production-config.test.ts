import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { DEVELOPMENT_SECRETS } from './development-secrets.js';
import { productionEnv } from './testing/production-env.js';

/** The message loadConfig refuses with (one message naming every problem). */
function refusal(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('production mode (NODE_ENV=production) refuses development defaults', () => {
  it('accepts a complete configuration', () => {
    const config = loadConfig(productionEnv());
    expect(config).toMatchObject({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'live', PAYMENT_TEST_MODE: 'false' });
  });

  it('names every missing setting in one message', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toMatch(/^Configuración inválida para producción \(NODE_ENV=production\):\n/);
    for (const key of [
      'DATABASE_URL',
      'SMTP_URL',
      'PUBLIC_URL',
      'JWT_ACCESS_SECRET',
      'JWT_REFRESH_SECRET',
      'SALES_LINK_SECRET',
      'PAYMENT_PROVIDERS',
    ]) {
      expect(message).toMatch(new RegExp(`^  ${key}: `, 'm'));
    }
    expect(message.trim().split('\n')).toHaveLength(8);
  });

  it.each([
    ['DATABASE_URL', /DATABASE_URL: obligatoria en producción \(nunca la base de datos embebida/],
    ['SMTP_URL', /SMTP_URL: obligatoria en producción \(los correos nunca quedan en el buzón/],
    ['PUBLIC_URL', /PUBLIC_URL: obligatoria/],
    ['JWT_ACCESS_SECRET', /JWT_ACCESS_SECRET: obligatoria/],
    ['JWT_REFRESH_SECRET', /JWT_REFRESH_SECRET: obligatoria/],
    ['SALES_LINK_SECRET', /SALES_LINK_SECRET: obligatoria/],
  ])('without %s it refuses, naming it alone', (key, text) => {
    const env = productionEnv({ [key]: '' });
    const message = refusal(env);
    expect(message).toMatch(text);
    expect(message.trim().split('\n')).toHaveLength(2);
  });

  it('refuses short secrets, equal JWT secrets, and a secret written in the code', () => {
    const message = refusal(
      productionEnv({
        JWT_ACCESS_SECRET: 'corta',
        SALES_LINK_SECRET: DEVELOPMENT_SECRETS.SALES_LINK_SECRET,
        PAYMENT_TEST_MODE: 'true',
        SANDBOX_WEBHOOK_SECRET: DEVELOPMENT_SECRETS.SANDBOX_WEBHOOK_SECRET,
      }),
    );
    expect(message).toMatch(/JWT_ACCESS_SECRET: JWT_ACCESS_SECRET debe tener al menos 32 caracteres/);
    expect(message).toMatch(/SALES_LINK_SECRET: tiene un valor de desarrollo escrito en el código/);
    expect(message).toMatch(/SANDBOX_WEBHOOK_SECRET: tiene un valor de desarrollo escrito en el código/);
    const same = 'z'.repeat(40);
    expect(refusal(productionEnv({ JWT_ACCESS_SECRET: same, JWT_REFRESH_SECRET: same }))).toMatch(
      /JWT_REFRESH_SECRET: debe ser distinta de JWT_ACCESS_SECRET/,
    );
  });

  it.each(['if-empty', 'always'])('refuses sample data (SEED_SAMPLE_DATA=%s)', (value) => {
    expect(refusal(productionEnv({ SEED_SAMPLE_DATA: value }))).toMatch(/SEED_SAMPLE_DATA: los datos de ejemplo/);
  });

  it('refuses the sandbox payment provider unless PAYMENT_TEST_MODE=true, and then wants its own secret', () => {
    const sandbox = productionEnv({ PAYMENT_PROVIDERS: '', TRANSBANK_COMMERCE_CODE: '', TRANSBANK_API_KEY: '' });
    expect(refusal(sandbox)).toMatch(/PAYMENT_PROVIDERS: en producción debe ser live/);
    expect(refusal({ ...sandbox, PAYMENT_TEST_MODE: 'true' })).toMatch(
      /SANDBOX_WEBHOOK_SECRET: obligatoria con PAYMENT_TEST_MODE=true/,
    );
    const staging = loadConfig({ ...sandbox, PAYMENT_TEST_MODE: 'true', SANDBOX_WEBHOOK_SECRET: 's'.repeat(32) });
    expect(staging).toMatchObject({ PAYMENT_PROVIDERS: 'sandbox', PAYMENT_TEST_MODE: 'true' });
  });

  it('wants a real provider with all its credentials when live', () => {
    const none = productionEnv({ TRANSBANK_COMMERCE_CODE: '', TRANSBANK_API_KEY: '' });
    expect(refusal(none)).toMatch(/PAYMENT_PROVIDERS: live sin ningún proveedor configurado/);
    // A provider whose webhooks could not be verified is not configured.
    const message = refusal({ ...none, MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1', KUSHKI_WEBHOOK_SECRET: 'k'.repeat(32) });
    expect(message).toMatch(/MERCADOPAGO_WEBHOOK_SECRET: obligatoria para MercadoPago en producción/);
    expect(message).toMatch(/KUSHKI_PRIVATE_MERCHANT_ID: obligatoria para Kushki en producción/);
    expect(message).not.toMatch(/sin ningún proveedor/);
    expect(
      loadConfig({ ...none, MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1', MERCADOPAGO_WEBHOOK_SECRET: 'w'.repeat(32) })
        .PAYMENT_PROVIDERS,
    ).toBe('live');
  });

  it('leaves development and test alone', () => {
    expect(loadConfig({}).SANDBOX_WEBHOOK_SECRET).toBe(DEVELOPMENT_SECRETS.SANDBOX_WEBHOOK_SECRET);
    expect(() => loadConfig({ NODE_ENV: 'test' })).not.toThrow();
  });
});
