import { sandboxTokenize } from '@domain/sales/domain/sandbox-cards';
import type { CardTokenizer } from './card-tokenizer';

const nonce = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The sandbox provider's stand-in library (development and tests): test cards, no network. */
export const sandboxTokenizer: CardTokenizer = {
  async tokenize(card) {
    const result = sandboxTokenize(card, new Date(), nonce());
    return result.ok
      ? { ok: true, token: result.token, requires3ds: result.requires3ds }
      : { ok: false, code: result.code, field: result.field };
  },
};
