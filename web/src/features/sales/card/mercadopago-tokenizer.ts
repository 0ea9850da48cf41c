import type { CardInput } from '@domain/sales/domain/sandbox-cards';
import type { CardTokenizer, CardTokenResult } from './card-tokenizer';
import { loadScript } from './load-script';

interface MercadoPagoLibrary {
  createCardToken(data: {
    cardNumber: string;
    cardholderName: string;
    cardExpirationMonth: string;
    cardExpirationYear: string;
    securityCode: string;
    identificationType?: string;
    identificationNumber?: string;
  }): Promise<{ id: string }>;
}
type MercadoPagoConstructor = new (publicKey: string, options: { locale: string }) => MercadoPagoLibrary;

/** MercadoPago.js's card-token error causes as the §8 code and the field to mark. */
const CAUSES: Record<string, { code: string; field: keyof CardInput }> = {
  '205': { code: '3017', field: 'number' },
  E301: { code: '3016', field: 'number' },
  '208': { code: '3018', field: 'expiryMonth' },
  '325': { code: '3029', field: 'expiryMonth' },
  '209': { code: '3019', field: 'expiryYear' },
  '326': { code: '3030', field: 'expiryYear' },
  '221': { code: '3000', field: 'holderName' },
  '224': { code: '3013', field: 'cvv' },
  E302: { code: '3012', field: 'cvv' },
};

/**
 * MercadoPago: MercadoPago.js (`new MercadoPago(publicKey, { locale })`, `createCardToken({...})`),
 * loaded from the configured URL. The public key is not a secret.
 */
export function mercadoPagoTokenizer(options: { scriptUrl: string; publicKey: string }): CardTokenizer {
  let library: MercadoPagoLibrary | null = null;
  return {
    async tokenize(card): Promise<CardTokenResult> {
      try {
        await loadScript(options.scriptUrl);
      } catch {
        return { ok: false, code: '2007', field: null };
      }
      const MercadoPago = (globalThis as unknown as { MercadoPago?: MercadoPagoConstructor }).MercadoPago;
      if (!MercadoPago) return { ok: false, code: '2007', field: null };
      library ??= new MercadoPago(options.publicKey, { locale: 'es-CL' });
      try {
        const token = await library.createCardToken({
          cardNumber: card.number.replace(/\D/g, ''),
          cardholderName: card.holderName.trim(),
          cardExpirationMonth: card.expiryMonth.trim().padStart(2, '0'),
          cardExpirationYear:
            card.expiryYear.trim().length === 2 ? `20${card.expiryYear.trim()}` : card.expiryYear.trim(),
          securityCode: card.cvv.trim(),
        });
        return { ok: true, token: token.id, requires3ds: false };
      } catch (error) {
        const cause = (error as { cause?: { code?: string | number }[] })?.cause?.[0]?.code;
        const known = cause !== undefined ? CAUSES[String(cause)] : undefined;
        return known ? { ok: false, ...known } : { ok: false, code: '3003', field: null };
      }
    },
  };
}
