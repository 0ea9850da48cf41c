import type { CardInput } from '@domain/sales/domain/sandbox-cards';
import type { CardTokenizer, CardTokenResult } from './card-tokenizer';
import { loadScript } from './load-script';

interface KushkiSecurity {
  authRequired?: boolean;
  acsURL?: string;
  authenticationTransactionId?: string;
  paReq?: string;
  specificationVersion?: string;
}
interface KushkiResponse {
  token?: string;
  secureService?: string;
  secureId?: string;
  security?: KushkiSecurity;
  code?: string;
  message?: string;
}
interface KushkiLibrary {
  requestToken(
    body: {
      amount: string;
      currency: string;
      card: { name: string; number: string; cvc: string; expiryMonth: string; expiryYear: string };
    },
    callback: (response: KushkiResponse) => void,
  ): void;
  requestValidate3DS(
    body: { secureId: string; security: KushkiSecurity },
    callback: (response: { isValid?: boolean; code?: string; message?: string }) => void,
  ): void;
}
type KushkiConstructor = new (options: { merchantId: string; inTestEnvironment: boolean }) => KushkiLibrary;

/** Kushki.js errors about a card field (its E0xx codes) as the §8 code and the field to mark. */
const FIELD_ERRORS: Record<string, { code: string; field: keyof CardInput }> = {
  E005: { code: '3016', field: 'number' },
};

/** The §8 entry shown when the issuer does not confirm the 3-D Secure challenge (or it fails). */
const CHALLENGE_FAILED = 'cc_rejected_3ds_challenge';

/**
 * Kushki (kushki_ad, the default card provider): @kushki/js as Kushki serves it (`new Kushki({
 * merchantId, inTestEnvironment })`, `requestToken({ amount, currency, card }, callback)`), loaded from
 * the configured URL. The public merchant id is not a secret. With 3-D Secure active for the merchant,
 * the token comes with `secureId` and `security`: as Kushki documents ("Integración 3DS con librería
 * kushki.js"), `requestValidate3DS({ secureId, security })` runs the issuer's challenge (Kushki's own
 * modal) when `authRequired`, and only a valid authentication lets the token go to our server, which
 * charges it once. A buyer who closes or fails the challenge leaves nothing to charge.
 */
export function kushkiTokenizer(options: {
  scriptUrl: string;
  publicKey: string;
  testEnvironment: boolean;
}): CardTokenizer {
  let library: KushkiLibrary | null = null;
  return {
    async tokenize(card, amount): Promise<CardTokenResult> {
      try {
        await loadScript(options.scriptUrl);
      } catch {
        return { ok: false, code: '2007', field: null };
      }
      const Kushki = (globalThis as unknown as { Kushki?: KushkiConstructor }).Kushki;
      if (!Kushki) return { ok: false, code: '2007', field: null };
      library ??= new Kushki({ merchantId: options.publicKey, inTestEnvironment: options.testEnvironment });
      const response = await new Promise<KushkiResponse>((resolve) =>
        library!.requestToken(
          {
            amount: amount.amount,
            currency: amount.currency,
            card: {
              name: card.holderName.trim(),
              number: card.number.replace(/\D/g, ''),
              cvc: card.cvv.trim(),
              expiryMonth: card.expiryMonth.trim().padStart(2, '0'),
              expiryYear: card.expiryYear.trim().slice(-2),
            },
          },
          resolve,
        ),
      );
      if (response.token && response.security && response.secureId) {
        const secureId = response.secureId;
        const security = response.security;
        const validated = await new Promise<{ isValid?: boolean }>((resolve) =>
          library!.requestValidate3DS({ secureId, security }, resolve),
        );
        if (validated.isValid !== true) return { ok: false, code: CHALLENGE_FAILED, field: null };
        return { ok: true, token: response.token, requires3ds: false };
      }
      if (response.token) return { ok: true, token: response.token, requires3ds: false };
      const known = response.code ? FIELD_ERRORS[response.code] : undefined;
      return known ? { ok: false, ...known } : { ok: false, code: response.code ?? '3003', field: null };
    },
  };
}
