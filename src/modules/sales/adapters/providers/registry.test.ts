import type { Sequelize } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../platform/config.js';
import { buildProviders } from './registry.js';

const noDb = {} as Sequelize;

describe('payment providers selected by configuration', () => {
  it('sandbox (default): every card and transfer provider is stood in by the sandbox', () => {
    const providers = buildProviders(loadConfig({}), noDb);
    expect(providers.aliases).toMatchObject({
      kushki_ad: 'sandbox',
      mercadopago: 'sandbox',
      transbank: 'sandbox',
      linkify: 'sandbox',
    });
    expect(providers.get('sandbox')?.name).toBe('sandbox');
    expect(providers.get('mercadopago')).toBeUndefined();
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
    );
    expect(providers.aliases).toEqual({});
    expect(
      ['mercadopago', 'transbank', 'kushki_ad', 'kushki', 'transfer'].map((n) => providers.get(n as never)?.name),
    ).toEqual(['mercadopago', 'transbank', 'kushki_ad', 'kushki', 'transfer']);
    expect(buildProviders(loadConfig({ PAYMENT_PROVIDERS: 'live' }), noDb).get('transbank')).toBeUndefined();
  });
});
