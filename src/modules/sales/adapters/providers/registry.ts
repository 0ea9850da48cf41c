import type { Sequelize } from 'sequelize';
import type { Config } from '../../../../platform/config.js';
import type { PaymentProvider, PaymentProviders } from '../../application/ports.js';
import type { ProviderName } from '../../domain/payment-types.js';
import { SandboxProvider } from './sandbox-provider.js';
import { TransferProvider } from './transfer-provider.js';

/** Our bank account for manual transfers (sample data; set by the business before going live). */
export const TRANSFER_INSTRUCTIONS = {
  banco: 'Banco de Chile',
  tipoCuenta: 'Cuenta corriente',
  numeroCuenta: '00-000-00000-00',
  titular: 'Comparador de Seguros SpA (datos de ejemplo)',
  rut: '76.000.000-0',
  email: 'pagos@comparador.local',
};

/**
 * The payment providers by configuration: PAYMENT_PROVIDERS=sandbox (default) stands the sandbox in for
 * every card and transfer provider; 'live' uses the real adapters that are configured.
 */
export function buildProviders(config: Config, sequelize: Sequelize): PaymentProviders {
  const providers = new Map<ProviderName, PaymentProvider>();
  providers.set(
    'sandbox',
    new SandboxProvider(sequelize, {
      webhookSecret: config.SANDBOX_WEBHOOK_SECRET,
      timeoutDelayMs: config.PAYMENT_TIMEOUT_MS + 1000,
      transferInstructions: TRANSFER_INSTRUCTIONS,
    }),
  );
  providers.set('transfer', new TransferProvider(TRANSFER_INSTRUCTIONS));
  const aliases: Partial<Record<ProviderName, ProviderName>> =
    config.PAYMENT_PROVIDERS === 'sandbox'
      ? { kushki_ad: 'sandbox', kushki: 'sandbox', mercadopago: 'sandbox', transbank: 'sandbox', linkify: 'sandbox' }
      : {};
  return { get: (name) => providers.get(name), aliases };
}
