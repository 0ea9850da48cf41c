import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../platform/config.js';
import { productionEnv } from '../../../../platform/testing/production-env.js';
import type { CompanyDetailsService } from '../../../content/index.js';
import { transferAccountSource } from './transfer-account.js';
import { TransferProvider } from './transfer-provider.js';

const company = (account: Awaited<ReturnType<CompanyDetailsService['transferAccount']>>) => () =>
  ({ transferAccount: async () => account }) as unknown as CompanyDetailsService;
const real = {
  banco: 'Banco Real',
  tipoCuenta: 'Cuenta corriente',
  numeroCuenta: '12-345-67890-1',
  titular: 'Seguros Claros SpA',
  rut: '76.543.210-3',
  email: 'pagos@segurosclaros.cl',
};
const charge = { paymentId: 'p1', amount: { amount: '1000', currency: 'CLP' } } as never;

describe('the transfer account', () => {
  it('is the one staff entered, in every mode', async () => {
    await expect(transferAccountSource(loadConfig({}), company(real))()).resolves.toEqual(real);
    await expect(transferAccountSource(loadConfig(productionEnv({})), company(real))()).resolves.toEqual(real);
  });

  it('falls back to the labelled sample account only outside production', async () => {
    const development = await transferAccountSource(loadConfig({}), company(null))();
    expect(development?.numeroCuenta).toMatch(/ejemplo/);
    await expect(transferAccountSource(loadConfig(productionEnv({})), company(null))()).resolves.toBeNull();
  });

  it('declines a transfer while no account is set, and gives the account with a reference otherwise', async () => {
    await expect(new TransferProvider(async () => null).charge(charge)).resolves.toEqual({
      status: 'declined',
      reference: null,
      code: 'TRANSFER_UNAVAILABLE',
    });
    const pending = await new TransferProvider(async () => real).charge(charge);
    expect(pending).toMatchObject({ status: 'pending', instructions: { ...real, amount: { amount: '1000' } } });
  });
});
