import type { CardInput } from '@domain/sales/domain/sandbox-cards';
import type { CardTokenizer, CardTokenResult } from './card-tokenizer';
import { loadScript } from './load-script';

interface KushkiResponse {
  token?: string;
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
}
type KushkiConstructor = new (options: { merchantId: string; inTestEnvironment: boolean }) => KushkiLibrary;

/** Kushki.js errors about a card field (its E0xx codes) as the §8 code and the field to mark. */
const FIELD_ERRORS: Record<string, { code: string; field: keyof CardInput }> = {
  E005: { code: '3016', field: 'number' },
};

/**
 * Kushki (kushki_ad, the default card provider): @kushki/js as Kushki serves it (`new Kushki({
 * merchantId, inTestEnvironment })`, `requestToken({ amount, currency, card }, callback)`), loaded from
 * the configured URL. The public merchant id is not a secret.
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
      if (response.token) return { ok: true, token: response.token, requires3ds: false };
      const known = response.code ? FIELD_ERRORS[response.code] : undefined;
      return known ? { ok: false, ...known } : { ok: false, code: response.code ?? '3003', field: null };
    },
  };
}
