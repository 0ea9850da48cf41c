import type {
  CardVault,
  EnrolledChargeRequest,
  EnrolRequest,
  EnrolResult,
  ProviderResult,
} from '../../application/ports.js';
import { callKushki, kushkiAmount, type KushkiOptions } from './kushki-api.js';

const DAY_MS = 86_400_000;
/** The transactions list's page size, and how many pages a key's search reads at most. */
const LIST_PAGE = 600;
const MAX_LIST_PAGES = 50;

/**
 * Kushki's card subscriptions (issue 28, tdc-/tdd-subscriptions), on demand: the card tokenised in the browser
 * by @kushki/js becomes a subscription with periodicity 'custom' (POST /subscriptions/v1/card, answering its
 * subscriptionId, the only reference kept with the card's brand and last four from GET
 * /subscriptions/v1/card/search/{id}); each period is a charge on it (POST /subscriptions/v1/card/{id}) that
 * carries our charge id and key in its metadata. Kushki documents no idempotency header for it, so before
 * charging, the transactions list (Analytics) is searched for a charge already made with this key (a retry,
 * a resumed charge): one found is answered again and nothing is charged. Its processor codes (K322, K017,
 * K505…) are the catalogue's. Kushki's webhook carries the metadata back: HandleWebhook settles the charge.
 */
export class KushkiVault implements CardVault {
  constructor(private readonly options: KushkiOptions) {}

  private call(method: string, path: string, body?: unknown) {
    return callKushki(this.options, method, path, body);
  }

  async enrol(request: EnrolRequest): Promise<EnrolResult> {
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    const created = await this.call('POST', '/subscriptions/v1/card', {
      token: request.token,
      planName: 'Prima mensual',
      periodicity: 'custom',
      contactDetails: request.buyerEmail ? { email: request.buyerEmail } : {},
      // On demand: the amount of each period goes with its charge; the plan's is nominal.
      amount: { subtotalIva: 0, subtotalIva0: 0, ice: 0, iva: 0, currency: 'CLP' },
      startDate: tomorrow,
      language: 'es',
      metadata: { saleId: request.saleId },
    });
    const subscriptionId = created.json.subscriptionId;
    if (created.status >= 400 || typeof subscriptionId !== 'string' || !subscriptionId) {
      return { status: 'declined', code: String(created.json.code ?? 'K505') };
    }
    const found = await this.call('GET', `/subscriptions/v1/card/search/${encodeURIComponent(subscriptionId)}`);
    const card = found.status < 400 ? cardOf(found.json) : { brand: null, last4: null };
    return { status: 'enrolled', tokenRef: subscriptionId, cardBrand: card.brand, cardLast4: card.last4 };
  }

  async chargeEnrolled(request: EnrolledChargeRequest): Promise<ProviderResult> {
    const first = await this.previous(request.idempotencyKey);
    if (first) return first;
    const { status, json } = await this.call('POST', `/subscriptions/v1/card/${encodeURIComponent(request.tokenRef)}`, {
      amount: kushkiAmount(request.amount),
      language: 'es',
      metadata: { chargeId: request.chargeId, idempotencyKey: request.idempotencyKey },
      fullResponse: 'v2',
    });
    if (status >= 400) {
      const details = json.details as { ticketNumber?: unknown } | undefined;
      return {
        status: 'declined',
        reference: details?.ticketNumber ? String(details.ticketNumber) : null,
        // K041: the subscription no longer exists (cancelled): the buyer must enrol a card again.
        code: json.code === 'K041' ? '3008' : String(json.code ?? 'K505'),
      };
    }
    return { status: 'approved', reference: String(json.ticketNumber) };
  }

  /** Cancels the subscription at Kushki (DELETE /subscriptions/v1/card/{id}). */
  async unenrol(tokenRef: string): Promise<void> {
    const { status, json } = await this.call('DELETE', `/subscriptions/v1/card/${encodeURIComponent(tokenRef)}`);
    if (status >= 400 && status !== 404) throw new Error(`Kushki ${String(json.code ?? status)}`);
  }

  /**
   * A charge Kushki already holds for this key (its metadata), in the last days: its answer, else null. The
   * list is read page by page (limit/offset) so a busy day's charges are all seen; a page repeating the one before
   * (a list that ignores the offset) ends the search.
   */
  private async previous(idempotencyKey: string): Promise<ProviderResult | null> {
    const now = Date.now();
    const ours: Record<string, unknown>[] = [];
    let firstOfPrevious: unknown = undefined;
    for (let page = 0; page < MAX_LIST_PAGES; page++) {
      const query = new URLSearchParams({
        from: new Date(now - 3 * DAY_MS).toISOString().slice(0, 23),
        to: new Date(now + DAY_MS).toISOString().slice(0, 23),
        paymentMethod: 'card',
        limit: String(LIST_PAGE),
        offset: String(page * LIST_PAGE),
      });
      const { status, json } = await this.call('GET', `/analytics/v1/transactions-list?${query.toString()}`);
      // Without the list we cannot know whether it was charged: the run leaves the charge for the next pass.
      if (status >= 400) throw new Error(`Kushki transactions list ${String(json.code ?? status)}`);
      const rows = (Array.isArray(json) ? json : Array.isArray(json.data) ? json.data : []) as Record<
        string,
        unknown
      >[];
      const first = rows[0]?.ticket_number ?? rows[0]?.ticketNumber;
      if (rows.length === 0 || (page > 0 && first === firstOfPrevious)) break;
      firstOfPrevious = first;
      ours.push(...rows.filter((row) => metadataOf(row).idempotencyKey === idempotencyKey));
      if (rows.length < LIST_PAGE) break;
    }
    const approved = ours.find((row) => /^APPROV/i.test(String(row.transaction_status ?? row.transactionStatus)));
    const row = approved ?? ours[0];
    if (!row) return null;
    const ticket = String(row.ticket_number ?? row.ticketNumber ?? '');
    if (approved) return { status: 'approved', reference: ticket };
    return {
      status: 'declined',
      reference: ticket || null,
      code: String(row.response_code ?? row.responseCode ?? 'K505'),
    };
  }
}

function metadataOf(row: Record<string, unknown>): Record<string, unknown> {
  let metadata = row.metadata;
  if (typeof metadata === 'string') {
    try {
      metadata = JSON.parse(metadata) as unknown;
    } catch {
      metadata = null;
    }
  }
  return typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>) : {};
}

/** The card as Kushki's subscription shows it (masked number or last four, and the brand); never more. */
function cardOf(subscription: Record<string, unknown>): { brand: string | null; last4: string | null } {
  const card = (subscription.cardDetails ?? subscription.card ?? {}) as Record<string, unknown>;
  const masked = String(card.lastFourDigits ?? card.maskedCardNumber ?? subscription.lastFourDigits ?? '');
  const brand = card.brand ?? card.paymentBrand ?? subscription.paymentBrand;
  return {
    brand: typeof brand === 'string' && brand ? brand.toLowerCase() : null,
    last4: /(\d{4})$/.exec(masked)?.[1] ?? null,
  };
}
