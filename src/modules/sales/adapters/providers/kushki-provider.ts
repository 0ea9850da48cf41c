import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  CardVault,
  ChargeRequest,
  PaymentProvider,
  ProviderResult,
  RefundQuery,
  StatusQuery,
  WebhookNotice,
} from '../../application/ports.js';
import { callKushki, kushkiAmount, type KushkiOptions } from './kushki-api.js';

/**
 * Kushki (kushki_ad, the default card provider, id 40; spec 03 §4). The card is tokenised in the browser
 * by @kushki/js; the server calls Kushki's card API with the token through this port (Kushki has no
 * server SDK for Node, so this adapter speaks its REST API). Processor codes (K505, K322, K027, …) come
 * back as the error code and map through the §8 catalogue.
 */
export class KushkiProvider implements PaymentProvider {
  /** The card enrolment for automatic monthly charges, when configured (the registry sets it). */
  vault?: CardVault;
  constructor(
    readonly name: 'kushki_ad' | 'kushki',
    private readonly options: KushkiOptions,
  ) {}

  private call(method: string, path: string, body?: unknown) {
    return callKushki(this.options, method, path, body);
  }

  async charge(request: ChargeRequest): Promise<ProviderResult> {
    const { status, json } = await this.call('POST', '/card/v1/charges', {
      token: request.token,
      amount: kushkiAmount(request.amount),
      metadata: { paymentId: request.paymentId, saleId: request.saleId },
      fullResponse: 'v2',
    });
    if (status >= 400) return { status: 'declined', reference: null, code: String(json.code ?? 'K505') };
    return { status: 'approved', reference: String(json.ticketNumber) };
  }

  /**
   * Kushki documents no per-charge status call for cards; its Analytics "Get transactions list"
   * (GET /analytics/v1/transactions-list, Private-Merchant-Id, a from/to window) is the query. The
   * charge is found by its ticket number when we have it, else by the paymentId we put in its metadata
   * (a worker killed mid-charge never learnt the ticket). Nothing found: the charge never reached Kushki.
   */
  async status(payment: StatusQuery): Promise<ProviderResult> {
    const created = Date.parse(payment.createdAt);
    const day = 86_400_000;
    const query = new URLSearchParams({
      from: kushkiDate(new Date(created - day)),
      // The charge is sent right after the payment is created: a day either side is ample.
      to: kushkiDate(new Date(created + day)),
      paymentMethod: 'card',
      limit: '600',
    });
    const { status, json } = await this.call('GET', `/analytics/v1/transactions-list?${query.toString()}`);
    if (status >= 400) return { status: 'error', code: String(json.code ?? '2004') };
    const rows = (Array.isArray(json) ? json : Array.isArray(json.data) ? json.data : []) as Record<string, unknown>[];
    const ours = rows
      .map(readTransaction)
      .filter((row) =>
        payment.reference ? row.ticketNumber === payment.reference : row.paymentId === payment.paymentId,
      );
    const approved = ours.find((row) => row.status === 'APPROVAL' || row.status === 'APPROVED');
    if (approved) return { status: 'approved', reference: approved.ticketNumber };
    const declined = ours.find((row) => row.status === 'DECLINED');
    if (declined) {
      return { status: 'declined', reference: declined.ticketNumber, code: declined.responseCode ?? 'K505' };
    }
    if (ours.length > 0) return { status: 'pending', reference: ours[0]!.ticketNumber };
    return { status: 'declined', reference: null, code: '3005' };
  }

  async refund(payment: RefundQuery): Promise<ProviderResult> {
    const { status, json } = await this.call('DELETE', `/v1/refund/${encodeURIComponent(payment.reference)}`, {
      amount: kushkiAmount(payment.amount),
    });
    return status >= 400
      ? { status: 'declined', reference: payment.reference, code: String(json.code ?? '3024') }
      : { status: 'approved', reference: String(json.ticketNumber ?? payment.reference) };
  }

  /**
   * Kushki's webhook, as documented (docs.kushki.com "Webhooks", Autenticación): X-Kushki-Id is the
   * sending time, X-Kushki-Signature the hex HMAC-SHA256, keyed by the merchant's "webhook signature",
   * of the body as sent followed by "." and X-Kushki-Id (X-Kushki-SimpleSignature signs X-Kushki-Id
   * alone). A missing or wrong signature is refused; the body is the transaction (snake_case or camelCase).
   */
  async parseWebhook(
    headers: Record<string, string | undefined>,
    body: unknown,
    rawBody?: string | null,
  ): Promise<WebhookNotice | null> {
    const id = headers['x-kushki-id'] ?? '';
    const given = (headers['x-kushki-signature'] ?? '').toLowerCase();
    if (!this.options.webhookSecret || !/^\d{1,20}$/.test(id) || !/^[0-9a-f]{64}$/.test(given)) return null;
    const expected = kushkiWebhookSignature(rawBody ?? JSON.stringify(body), id, this.options.webhookSecret);
    if (!timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))) return null;
    if (typeof body !== 'object' || body === null) return null;
    const notice = readTransaction(body as Record<string, unknown>);
    if (!notice.ticketNumber) return null;
    return {
      reference: notice.ticketNumber,
      paymentId: notice.paymentId,
      chargeId: notice.chargeId,
      status:
        notice.status === 'APPROVAL' || notice.status === 'APPROVED'
          ? 'approved'
          : notice.status === 'DECLINED'
            ? 'declined'
            : notice.status === 'REFUND'
              ? 'refunded'
              : 'pending',
      code: notice.status === 'DECLINED' ? notice.responseCode : undefined,
      data: { kushkiId: id, transactionStatus: notice.status },
    };
  }
}

/** X-Kushki-Signature of a notice: hex HMAC-SHA256 of `${body}.${X-Kushki-Id}` (body as sent). */
export function kushkiWebhookSignature(body: string, kushkiId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${body}.${kushkiId}`).digest('hex');
}

/** Kushki's list takes local date-times without a zone ('2023-02-26T00:00:00.000'); UTC here. */
function kushkiDate(date: Date): string {
  return date.toISOString().slice(0, 23);
}

/** A row of the transactions list (snake_case in v1; camelCase tolerated), reduced to what we match on. */
function readTransaction(row: Record<string, unknown>) {
  const pick = (...keys: string[]) => keys.map((key) => row[key]).find((v) => v !== undefined && v !== null);
  let metadata: unknown = pick('metadata');
  if (typeof metadata === 'string') {
    try {
      metadata = JSON.parse(metadata) as unknown;
    } catch {
      metadata = null;
    }
  }
  const paymentId = (metadata as { paymentId?: unknown } | null)?.paymentId;
  // A period charge of a card subscription (KushkiVault) carries our charge id instead.
  const chargeId = (metadata as { chargeId?: unknown } | null)?.chargeId;
  const code = pick('response_code', 'responseCode', 'processor_code');
  return {
    ticketNumber: String(pick('ticket_number', 'ticketNumber') ?? ''),
    status: String(pick('transaction_status', 'transactionStatus') ?? '').toUpperCase(),
    responseCode: code === undefined ? undefined : String(code),
    paymentId: typeof paymentId === 'string' ? paymentId : null,
    chargeId: typeof chargeId === 'string' ? chargeId : null,
  };
}
