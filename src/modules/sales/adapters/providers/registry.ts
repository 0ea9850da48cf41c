import type { Sequelize } from 'sequelize';
import type { Config } from '../../../../platform/config.js';
import type { PaymentProvider, PaymentProviders } from '../../application/ports.js';
import type { ProviderName } from '../../domain/payment-types.js';
import { KushkiProvider } from './kushki-provider.js';
import { KushkiVault } from './kushki-vault.js';
import { MercadoPagoProvider } from './mercadopago-provider.js';
import { MercadoPagoVault } from './mercadopago-vault.js';
import { SandboxProvider } from './sandbox-provider.js';
import { TransbankOneclickVault } from './transbank-oneclick-vault.js';
import { TransbankProvider } from './transbank-provider.js';
import { TransferProvider, type TransferAccountSource } from './transfer-provider.js';

/**
 * The payment providers by configuration: PAYMENT_PROVIDERS=sandbox (default) stands the sandbox in for
 * every card and transfer provider; 'live' uses the real adapters that are configured. In production the
 * sandbox exists only on a staging site (PAYMENT_TEST_MODE=true): nowhere else may a webhook signed with
 * its secret mark a payment paid. The card vaults of automatic monthly charges (issue 28) go with their
 * provider: the sandbox's with the sandbox (never in production), Oneclick's on 'transbank' with its mall
 * credentials, Kushki's and MercadoPago's when enabled for the merchant (KUSHKI_SUBSCRIPTIONS,
 * MERCADOPAGO_CARD_ON_FILE).
 */
export function buildProviders(
  config: Config,
  sequelize: Sequelize,
  transferAccount: TransferAccountSource,
): PaymentProviders {
  const providers = new Map<ProviderName, PaymentProvider>();
  const sandboxAllowed = config.NODE_ENV !== 'production' || config.PAYMENT_TEST_MODE === 'true';
  if (sandboxAllowed) {
    providers.set(
      'sandbox',
      new SandboxProvider(sequelize, {
        webhookSecret: config.SANDBOX_WEBHOOK_SECRET,
        timeoutDelayMs: config.PAYMENT_TIMEOUT_MS + 1000,
        transferAccount,
      }),
    );
  }
  providers.set('transfer', new TransferProvider(transferAccount));
  const timeoutMs = config.PAYMENT_TIMEOUT_MS;
  if (config.PAYMENT_PROVIDERS === 'live') {
    if (config.MERCADOPAGO_ACCESS_TOKEN) {
      const options = {
        accessToken: config.MERCADOPAGO_ACCESS_TOKEN,
        webhookSecret: config.MERCADOPAGO_WEBHOOK_SECRET ?? '',
        baseUrl: config.MERCADOPAGO_BASE_URL,
        timeoutMs,
        challengeTtlMs: config.MERCADOPAGO_CHALLENGE_TTL_MS,
      };
      const mercadopago = new MercadoPagoProvider(options);
      if (config.MERCADOPAGO_CARD_ON_FILE === 'true') mercadopago.vault = new MercadoPagoVault(options);
      providers.set('mercadopago', mercadopago);
    }
    if (config.TRANSBANK_COMMERCE_CODE && config.TRANSBANK_API_KEY) {
      const transbank = new TransbankProvider({
        commerceCode: config.TRANSBANK_COMMERCE_CODE,
        apiKey: config.TRANSBANK_API_KEY,
        environment: config.TRANSBANK_ENVIRONMENT,
        timeoutMs,
      });
      if (
        config.TRANSBANK_ONECLICK_COMMERCE_CODE &&
        config.TRANSBANK_ONECLICK_API_KEY &&
        config.TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE
      ) {
        transbank.vault = new TransbankOneclickVault({
          commerceCode: config.TRANSBANK_ONECLICK_COMMERCE_CODE,
          apiKey: config.TRANSBANK_ONECLICK_API_KEY,
          childCommerceCode: config.TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE,
          environment: config.TRANSBANK_ENVIRONMENT,
          timeoutMs,
        });
      }
      providers.set('transbank', transbank);
    }
    if (config.KUSHKI_PRIVATE_MERCHANT_ID) {
      const kushki = {
        privateMerchantId: config.KUSHKI_PRIVATE_MERCHANT_ID,
        baseUrl: config.KUSHKI_BASE_URL,
        webhookSecret: config.KUSHKI_WEBHOOK_SECRET ?? '',
        timeoutMs,
      };
      const vault = config.KUSHKI_SUBSCRIPTIONS === 'true' ? new KushkiVault(kushki) : undefined;
      for (const name of ['kushki_ad', 'kushki'] as const) {
        const provider = new KushkiProvider(name, kushki);
        provider.vault = vault;
        providers.set(name, provider);
      }
    }
  }
  const aliases: Partial<Record<ProviderName, ProviderName>> =
    config.PAYMENT_PROVIDERS === 'sandbox' && sandboxAllowed
      ? { kushki_ad: 'sandbox', kushki: 'sandbox', mercadopago: 'sandbox', transbank: 'sandbox', linkify: 'sandbox' }
      : {};
  // Automatic monthly charges go to the card provider the site uses when it keeps cards, else to Transbank's
  // (Oneclick) when that one does; in sandbox mode to the sandbox's vault.
  const monthly: ProviderName | null =
    config.PAYMENT_PROVIDERS === 'sandbox' && sandboxAllowed
      ? 'sandbox'
      : (([config.CARD_PROVIDER, 'transbank'] as ProviderName[]).find((name) => providers.get(name)?.vault) ?? null);
  return { get: (name) => providers.get(name), aliases, monthly };
}
