import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  ChargeRequest,
  PaymentProvider,
  ProviderResult,
  RefundQuery,
  StatusQuery,
  WebhookNotice,
} from '../../application/ports.js';
import type { SaleMoney } from '../../domain/fees.js';

export interface KushkiOptions {
  privateMerchantId: string;
  /** https://api.kushkipagos.com (production), https://api-uat.kushkipagos.com (test), or a local double. */
  baseUrl: string;
  webhookSecret: string;
  timeoutMs: number;
}

/**
 * Kushki (kushki_ad, the default card provider, id 40; spec 03 §4). The card is tokenised in the browser
 * by @kushki/js; the server calls Kushki's card API with the token through this port (Kushki has no
 * server SDK for Node, so this adapter speaks its REST API). Processor codes (K505, K322, K027, …) come
 * back as the error code and map through the §8 catalogue.
 */
export class KushkiProvider implements PaymentProvider {
  constructor(
    readonly name: 'kushki_ad' | 'kushki',
    private readonly options: KushkiOptions,
  ) {}

  private async call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const response = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'Private-Merchant-Id': this.options.privateMerchantId },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status >= 500) throw new Error(`Kushki ${response.status}`);
    return { status: response.status, json };
  }

  private static amount(money: SaleMoney) {
    return { subtotalIva: 0, subtotalIva0: Number(money.amount), ice: 0, iva: 0, currency: money.currency };
  }

  async charge(request: ChargeRequest): Promise<ProviderResult> {
    const { status, json } = await this.call('POST', '/card/v1/charges', {
      token: request.token,
      amount: KushkiProvider.amount(request.amount),
      metadata: { paymentId: request.paymentId, saleId: request.saleId },
      fullResponse: 'v2',
    });
    if (status >= 400) return { status: 'declined', reference: null, code: String(json.code ?? 'K505') };
    return { status: 'approved', reference: String(json.ticketNumber) };
  }

  async status(payment: StatusQuery): Promise<ProviderResult> {
    const { status, json } = await this.call(
      'GET',
      `/analytics/v1/transactions/${encodeURIComponent(payment.paymentId)}`,
    );
    if (status === 404) return { status: 'declined', reference: null, code: '3005' };
    const state = String(json.transactionStatus ?? '').toUpperCase();
    if (state === 'APPROVAL') return { status: 'approved', reference: String(json.ticketNumber) };
    if (state === 'DECLINED')
      return {
        status: 'declined',
        reference: String(json.ticketNumber ?? ''),
        code: String(json.responseCode ?? 'K505'),
      };
    return { status: 'pending', reference: payment.reference };
  }

  async refund(payment: RefundQuery): Promise<ProviderResult> {
    const { status, json } = await this.call('DELETE', `/v1/refund/${encodeURIComponent(payment.reference)}`, {
      amount: KushkiProvider.amount(payment.amount),
    });
    return status >= 400
      ? { status: 'declined', reference: payment.reference, code: String(json.code ?? '3024') }
      : { status: 'approved', reference: String(json.ticketNumber ?? payment.reference) };
  }

  /** Kushki's webhook: X-Kushki-Signature, hex HMAC-SHA256 of the JSON body with the webhook secret. */
  async parseWebhook(headers: Record<string, string | undefined>, body: unknown): Promise<WebhookNotice | null> {
    const given = headers['x-kushki-signature'] ?? '';
    const expected = createHmac('sha256', this.options.webhookSecret).update(JSON.stringify(body)).digest('hex');
    if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
    const notice = body as { ticketNumber?: unknown; transactionStatus?: unknown; responseCode?: unknown };
    if (typeof notice.ticketNumber !== 'string') return null;
    const state = String(notice.transactionStatus ?? '').toUpperCase();
    return {
      reference: notice.ticketNumber,
      status:
        state === 'APPROVAL'
          ? 'approved'
          : state === 'DECLINED'
            ? 'declined'
            : state === 'REFUND'
              ? 'refunded'
              : 'pending',
      code: typeof notice.responseCode === 'string' ? notice.responseCode : undefined,
    };
  }
}
