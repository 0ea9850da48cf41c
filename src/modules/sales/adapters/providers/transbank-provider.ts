// transbank-sdk is CommonJS without named-export hints: Node's ESM loader (tsx, production) only sees
// its default export.
import transbank from 'transbank-sdk';
import type {
  ChargeRequest,
  PaymentProvider,
  ProviderResult,
  RefundQuery,
  StatusQuery,
  WebhookNotice,
} from '../../application/ports.js';

export interface TransbankOptions {
  commerceCode: string;
  apiKey: string;
  /** The SDK's Options.environment is the API's base URL (Environment.Integration / Production, or a double). */
  environment: string;
  timeoutMs: number;
}

const { Options, WebpayPlus } = transbank;

type Commit = { status?: string; response_code?: number; buy_order?: string; amount?: number };

/**
 * Transbank Webpay Plus: create -> redirect the buyer to Webpay -> commit when they return with
 * token_ws. The commit itself authenticates the return (only Transbank knows the token), so the return
 * is handled as this provider's notice: parseWebhook commits and reads the answer.
 */
export class TransbankProvider implements PaymentProvider {
  readonly name = 'transbank' as const;
  private readonly tx: InstanceType<typeof WebpayPlus.Transaction>;

  constructor(options: TransbankOptions) {
    this.tx = new WebpayPlus.Transaction(
      new Options(options.commerceCode, options.apiKey, options.environment.replace(/\/+$/, ''), options.timeoutMs),
    );
  }

  /** Webpay's response_code 0 is an approval; -1 to -8 are rejections (processor code 577 of spec 03 §8). */
  static resultOf(token: string, commit: Commit): ProviderResult {
    if (commit.status === 'AUTHORIZED' && commit.response_code === 0) return { status: 'approved', reference: token };
    if (commit.status === 'INITIALIZED') return { status: 'pending', reference: token };
    return { status: 'declined', reference: token, code: '577', data: { responseCode: commit.response_code } };
  }

  async charge(request: ChargeRequest): Promise<ProviderResult> {
    // Webpay's buy order is at most 26 characters: our payment id without dashes, shortened.
    const buyOrder = request.paymentId.replace(/-/g, '').slice(0, 26);
    const created = (await this.tx.create(
      buyOrder,
      request.saleId.slice(0, 61),
      Number(request.amount.amount),
      request.returnUrl,
    )) as {
      token: string;
      url: string;
    };
    return {
      status: 'pending',
      reference: created.token,
      redirectUrl: `${created.url}?token_ws=${encodeURIComponent(created.token)}`,
    };
  }

  async status(payment: StatusQuery): Promise<ProviderResult> {
    if (!payment.reference) return { status: 'declined', reference: null, code: '3005' };
    return TransbankProvider.resultOf(payment.reference, (await this.tx.status(payment.reference)) as Commit);
  }

  async refund(payment: RefundQuery): Promise<ProviderResult> {
    const refund = (await this.tx.refund(payment.reference, Number(payment.amount.amount))) as {
      type?: string;
      response_code?: number;
    };
    return refund.type === 'REVERSED' || refund.type === 'NULLIFIED'
      ? { status: 'approved', reference: payment.reference }
      : { status: 'declined', reference: payment.reference, code: '3024' };
  }

  async parseWebhook(_headers: Record<string, string | undefined>, body: unknown): Promise<WebhookNotice | null> {
    const token = (body as { token_ws?: unknown })?.token_ws;
    if (typeof token !== 'string' || !token) return null;
    let commit: Commit;
    try {
      commit = (await this.tx.commit(token)) as Commit;
    } catch {
      return null;
    }
    const result = TransbankProvider.resultOf(token, commit);
    return {
      reference: token,
      status: result.status === 'approved' ? 'approved' : result.status === 'declined' ? 'declined' : 'pending',
      code: result.status === 'declined' ? result.code : undefined,
      data: { responseCode: commit.response_code },
    };
  }
}
