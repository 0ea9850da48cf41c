import type { PaymentOptions } from '../api/get-payment-options';
import type { CardTokenizer } from './card-tokenizer';
import { kushkiTokenizer } from './kushki-tokenizer';
import { mercadoPagoTokenizer } from './mercadopago-tokenizer';
import { sandboxTokenizer } from './sandbox-tokenizer';

/** The card library the server's payment options name (the sandbox's when none). */
export function tokenizerFor(card: NonNullable<PaymentOptions['card']>): CardTokenizer {
  const library = card.library;
  if (library?.kind === 'kushki') return kushkiTokenizer(library);
  if (library?.kind === 'mercadopago') return mercadoPagoTokenizer(library);
  return sandboxTokenizer;
}
