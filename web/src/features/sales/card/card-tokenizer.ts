import type { CardInput } from '@domain/sales/domain/sandbox-cards';

/** What a card library answers: a token for our server, or the field it refused and the §8 code. */
export type CardTokenResult =
  { ok: true; token: string; requires3ds: boolean } | { ok: false; code: string; field: keyof CardInput | null };

/**
 * The web port of card tokenisation: the card typed on our page goes to the card provider's own
 * browser library (Kushki's or the sandbox's stand-in; MercadoPago's Brick is its own form), which answers a token; only the
 * token reaches our server. One adapter per provider, chosen by the server's payment options.
 */
export interface CardTokenizer {
  tokenize(card: CardInput, amount: { amount: string; currency: string }): Promise<CardTokenResult>;
}
