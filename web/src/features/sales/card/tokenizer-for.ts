import type { PaymentOptions } from '../api/get-payment-options';
import type { CardTokenizer } from './card-tokenizer';
import { kushkiTokenizer } from './kushki-tokenizer';
import { sandboxTokenizer } from './sandbox-tokenizer';

/**
 * The tokeniser of the card form typed on our page: Kushki's library, or the sandbox's stand-in.
 * MercadoPago's card form is its own (the Card Payment Brick, mercadopago-brick.tsx).
 */
export function tokenizerFor(card: NonNullable<PaymentOptions['card']>): CardTokenizer {
  const library = card.library;
  if (library?.kind === 'kushki') return kushkiTokenizer(library);
  return sandboxTokenizer;
}
