import type { Config } from '../../../../platform/config.js';
import type { PaymentProviders } from '../../application/ports.js';
import type { PaymentType, ProviderName } from '../../domain/payment-types.js';

/** The card library the payment step loads, and how it is configured (its public key, never a secret). */
export type CardLibrary =
  | { kind: 'kushki'; scriptUrl: string; publicKey: string; testEnvironment: boolean }
  | { kind: 'mercadopago'; scriptUrl: string; publicKey: string };

/**
 * What the payment step offers, by configuration (GET /api/sales/payment-options): a card typed on our
 * page and tokenised in the browser by the card provider's library (the sandbox's stand-in by default),
 * Webpay (the card typed on Transbank's page), and a bank transfer.
 */
export interface PaymentOptions {
  card: { provider: ProviderName; library: CardLibrary | null } | null;
  webpay: boolean;
  transfer: { paymentType: PaymentType } | null;
  /**
   * "Pago automático mensual con tarjeta" (issue 28), for products paid monthly: the provider that keeps the card,
   * and whether the buyer enrols it on the provider's own page ('page': Oneclick, the sandbox) or types it in our
   * card form, tokenised by the provider's library ('card-form': Kushki, MercadoPago). Null: not configured.
   */
  monthlyCard: { provider: ProviderName; enrolment: 'page' | 'card-form' } | null;
  /** No real money is charged (the sandbox, or PAYMENT_TEST_MODE on a staging site): every purchase page says so. */
  testMode: boolean;
}

const MERCADOPAGO_API = 'https://api.mercadopago.com';

function monthlyCardOption(providers: PaymentProviders): PaymentOptions['monthlyCard'] {
  const vault = providers.monthly ? providers.get(providers.monthly)?.vault : undefined;
  if (!providers.monthly || !vault) return null;
  return { provider: providers.monthly, enrolment: vault.startEnrolment ? 'page' : 'card-form' };
}

export function paymentOptions(config: Config, providers: PaymentProviders): PaymentOptions {
  const monthlyCard = monthlyCardOption(providers);
  const testMode = config.PAYMENT_PROVIDERS === 'sandbox' || config.PAYMENT_TEST_MODE === 'true';
  if (config.PAYMENT_PROVIDERS === 'sandbox') {
    return {
      card: { provider: 'sandbox', library: null },
      webpay: false,
      transfer: { paymentType: 'transfer-one-time' },
      monthlyCard,
      testMode,
    };
  }
  let card: PaymentOptions['card'] = null;
  if (config.CARD_PROVIDER === 'kushki_ad' && providers.get('kushki_ad') && config.KUSHKI_PUBLIC_MERCHANT_ID) {
    card = {
      provider: 'kushki_ad',
      library: {
        kind: 'kushki',
        scriptUrl: config.KUSHKI_JS_URL,
        publicKey: config.KUSHKI_PUBLIC_MERCHANT_ID,
        testEnvironment: !/^https:\/\/api\.kushkipagos\.com\/?$/.test(config.KUSHKI_BASE_URL),
      },
    };
  }
  if (config.CARD_PROVIDER === 'mercadopago' && providers.get('mercadopago') && config.MERCADOPAGO_PUBLIC_KEY) {
    card = {
      provider: 'mercadopago',
      library: { kind: 'mercadopago', scriptUrl: config.MERCADOPAGO_JS_URL, publicKey: config.MERCADOPAGO_PUBLIC_KEY },
    };
  }
  return {
    card,
    webpay: providers.get('transbank') !== undefined,
    // Without an automated transfer provider (linkify) the transfer is confirmed by the back-office.
    transfer: {
      paymentType: providers.get('linkify') ? 'transfer-one-time' : 'transfer-one-time-non-automated',
    },
    monthlyCard,
    testMode,
  };
}

const origin = (url: string) => new URL(url).origin;

/**
 * Sources the site's Content-Security-Policy must allow for the configured providers: their browser
 * libraries (script-src), the APIs those libraries call (connect-src), Webpay's form, which our page
 * posts token_ws to (form-action), and MercadoPago's 3-D Secure challenge, a page of the card's issuer
 * (any https origin, so frame-src and form-action take https:) our page posts the CReq to in a frame.
 * Nothing in sandbox mode.
 */
export function providerSources(config: Config, options: PaymentOptions): Record<string, string[]> {
  const sources: Record<string, string[]> = {
    'script-src': [],
    'connect-src': [],
    'form-action': [],
    'frame-src': [],
  };
  const library = options.card?.library;
  if (library?.kind === 'kushki') {
    sources['script-src']!.push(origin(library.scriptUrl));
    sources['connect-src']!.push(origin(config.KUSHKI_BASE_URL));
  }
  if (library?.kind === 'mercadopago') {
    sources['script-src']!.push(origin(library.scriptUrl));
    sources['connect-src']!.push(origin(config.MERCADOPAGO_BASE_URL ?? MERCADOPAGO_API));
    const challenges = ['https:'];
    // A local double of the API (tests) serves the challenge page too, over http.
    if (config.MERCADOPAGO_BASE_URL?.startsWith('http:')) challenges.push(origin(config.MERCADOPAGO_BASE_URL));
    sources['frame-src']!.push(...challenges);
    sources['form-action']!.push(...challenges);
  }
  if (options.webpay) sources['form-action']!.push(origin(config.TRANSBANK_ENVIRONMENT));
  return sources;
}
