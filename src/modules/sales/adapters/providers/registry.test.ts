import type { Sequelize } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../platform/config.js';
import { paymentOptions } from './browser-options.js';
import { buildProviders } from './registry.js';

const noDb = {} as Sequelize;
const noAccount = async () => null;

describe('payment providers selected by configuration', () => {
  it('sandbox (default): every card and transfer provider is stood in by the sandbox', () => {
    const providers = buildProviders(loadConfig({}), noDb, noAccount);
    expect(providers.aliases).toMatchObject({
      kushki_ad: 'sandbox',
      mercadopago: 'sandbox',
      transbank: 'sandbox',
      linkify: 'sandbox',
    });
    expect(providers.get('sandbox')?.name).toBe('sandbox');
    expect(providers.get('mercadopago')).toBeUndefined();
    // Automatic monthly charges (issue 28): the sandbox's vault, enrolled on its own page.
    expect(providers.monthly).toBe('sandbox');
    expect(paymentOptions(loadConfig({}), providers).monthlyCard).toEqual({ provider: 'sandbox', enrolment: 'page' });
  });
  it('live: the real adapters whose credentials are set, no aliases', () => {
    const providers = buildProviders(
      loadConfig({
        PAYMENT_PROVIDERS: 'live',
        MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-x',
        TRANSBANK_COMMERCE_CODE: '597055555532',
        TRANSBANK_API_KEY: 'k',
        KUSHKI_PRIVATE_MERCHANT_ID: 'm',
      }),
      noDb,
      noAccount,
    );
    expect(providers.aliases).toEqual({});
    // No real provider keeps cards yet on this branch: no monthly card is offered (the vault adapters plug in here).
    const monthly = providers.monthly ? providers.get(providers.monthly)?.vault : null;
    expect(providers.monthly === null || monthly !== undefined).toBe(true);
    expect(
      ['mercadopago', 'transbank', 'kushki_ad', 'kushki', 'transfer'].map((n) => providers.get(n as never)?.name),
    ).toEqual(['mercadopago', 'transbank', 'kushki_ad', 'kushki', 'transfer']);
    expect(buildProviders(loadConfig({ PAYMENT_PROVIDERS: 'live' }), noDb, noAccount).get('transbank')).toBeUndefined();
    // Card enrolment only where configured: no real provider offers it by default.
    expect(['mercadopago', 'transbank', 'kushki_ad'].map((n) => providers.get(n as never)?.vault)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
  it('live: each card vault (issue 28) with its provider, when its enrolment is configured', () => {
    const providers = buildProviders(
      loadConfig({
        PAYMENT_PROVIDERS: 'live',
        MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-x',
        MERCADOPAGO_CARD_ON_FILE: 'true',
        TRANSBANK_COMMERCE_CODE: '597055555532',
        TRANSBANK_API_KEY: 'k',
        TRANSBANK_ONECLICK_COMMERCE_CODE: '597055555541',
        TRANSBANK_ONECLICK_API_KEY: 'k1',
        TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE: '597055555542',
        KUSHKI_PRIVATE_MERCHANT_ID: 'm',
        KUSHKI_SUBSCRIPTIONS: 'true',
      }),
      noDb,
      noAccount,
    );
    expect(providers.get('mercadopago')?.vault?.constructor.name).toBe('MercadoPagoVault');
    expect(providers.get('transbank')?.vault?.constructor.name).toBe('TransbankOneclickVault');
    expect(providers.get('kushki_ad')?.vault?.constructor.name).toBe('KushkiVault');
    expect(providers.get('kushki')?.vault).toBe(providers.get('kushki_ad')?.vault);
    expect(providers.get('sandbox')?.vault?.constructor.name).toBe('SandboxVault');
  });
});

describe('payment providers in production (issue 25 hole 2)', () => {
  const secret = (c: string) => c.repeat(40);
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://app@db/comparador',
    SMTP_URL: 'smtp://mail.example.cl:587',
    PUBLIC_URL: 'https://seguros.example.cl',
    JWT_ACCESS_SECRET: secret('a'),
    JWT_REFRESH_SECRET: secret('r'),
    SALES_LINK_SECRET: secret('l'),
  };

  it('never registers the sandbox: a webhook for it finds no provider, whatever its signature', () => {
    const providers = buildProviders(
      loadConfig({
        ...production,
        PAYMENT_PROVIDERS: 'live',
        TRANSBANK_COMMERCE_CODE: '597055555532',
        TRANSBANK_API_KEY: secret('k'),
      }),
      noDb,
      noAccount,
    );
    expect(providers.get('sandbox')).toBeUndefined();
    expect(providers.get('transbank')?.name).toBe('transbank');
    // No provider's vault is the sandbox's: automatic charges in production go only to real providers.
    for (const name of ['transbank', 'kushki_ad', 'mercadopago'] as const) {
      expect(providers.get(name)?.vault?.constructor.name ?? 'none').not.toBe('SandboxVault');
    }
    expect(providers.aliases).toEqual({});
  });

  it('a staging site (PAYMENT_TEST_MODE=true) has the sandbox, with its own webhook secret', () => {
    const config = loadConfig({ ...production, PAYMENT_TEST_MODE: 'true', SANDBOX_WEBHOOK_SECRET: secret('s') });
    const providers = buildProviders(config, noDb, noAccount);
    expect(providers.get('sandbox')?.name).toBe('sandbox');
    expect(providers.aliases).toMatchObject({ transbank: 'sandbox' });
    expect(paymentOptions(config, providers).testMode).toBe(true);
  });

  it('the payment options say test mode in development (sandbox) and not with live providers', () => {
    expect(paymentOptions(loadConfig({}), buildProviders(loadConfig({}), noDb, noAccount)).testMode).toBe(true);
    const live = loadConfig({ PAYMENT_PROVIDERS: 'live', TRANSBANK_COMMERCE_CODE: '1', TRANSBANK_API_KEY: 'k' });
    expect(paymentOptions(live, buildProviders(live, noDb, noAccount)).testMode).toBe(false);
  });
});
