// transbank-sdk is CommonJS without named-export hints: Node's ESM loader (tsx, production) only sees
// its default export.
import transbank from 'transbank-sdk';
import type {
  CardVault,
  ChargeRequest,
  PaymentProvider,
  ProviderResult,
  RefundQuery,
  ReturnQuery,
  ReturnResult,
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

/** Webpay's payment form expires after 10 minutes of inactivity (its token's life is shorter). */
const WEBPAY_FORM_LIFETIME_MS = 15 * 60_000;

/** Webpay's buy order (at most 26 characters): our payment id without dashes, shortened. */
export function webpayBuyOrder(paymentId: string): string {
  return paymentId.replace(/-/g, '').slice(0, 26);
}

/**
 * Transbank Webpay Plus: create -> the browser posts token_ws to Webpay's form -> Webpay sends the
 * buyer back to our return route -> commit. Webpay sends no notifications: the return is the notice,
 * and the commit authenticates it (only Transbank knows a token it issued). Its documented returns:
 * token_ws only (the form was completed: commit), TBK_TOKEN with TBK_ORDEN_COMPRA and TBK_ID_SESION
 * (the buyer pressed "Anular": never commit), TBK_ORDEN_COMPRA and TBK_ID_SESION only (the form expired),
 * and token_ws together with TBK_TOKEN (an aborted form re-submitted: treated as aborted).
 */
export class TransbankProvider implements PaymentProvider {
  readonly name = 'transbank' as const;
  /** The card enrolment for automatic monthly charges, when configured (the registry sets it). */
  vault?: CardVault;
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
    const created = (await this.tx.create(
      webpayBuyOrder(request.paymentId),
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

  /**
   * The transaction's state; one still INITIALIZED may have been paid by a buyer whose return never
   * reached us (the browser closed, our process died), so it is committed here: Webpay refuses the
   * commit of a form not yet completed (pending) and reverses a payment nobody commits. A form older
   * than Webpay's lifetime that still cannot be committed was abandoned: the payment ends (TBK_TIMEOUT),
   * so the buyer may pay again.
   */
  async status(payment: StatusQuery): Promise<ProviderResult> {
    if (!payment.reference) return { status: 'declined', reference: null, code: '3005' };
    const state = TransbankProvider.resultOf(payment.reference, (await this.tx.status(payment.reference)) as Commit);
    if (state.status !== 'pending') return state;
    try {
      const committed = TransbankProvider.resultOf(
        payment.reference,
        (await this.tx.commit(payment.reference)) as Commit,
      );
      if (committed.status !== 'pending') return committed;
    } catch {
      // Not committable (yet): decided below by the form's age.
    }
    const age = Date.now() - Date.parse(payment.createdAt);
    return age > WEBPAY_FORM_LIFETIME_MS
      ? { status: 'declined', reference: payment.reference, code: 'TBK_TIMEOUT' }
      : state;
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

  /** Webpay Plus has no notifications (the buyer's return is handled by completeReturn). */
  async parseWebhook(): Promise<WebhookNotice | null> {
    return null;
  }

  async completeReturn(params: Record<string, string>, payment: ReturnQuery): Promise<ReturnResult> {
    const token = params.token_ws?.trim() || null;
    const aborted = params.TBK_TOKEN?.trim() || null;
    const order = params.TBK_ORDEN_COMPRA?.trim() || null;
    // A token that is not this payment's is never sent to Webpay (the caller refuses the mismatch).
    const given = aborted ?? token;
    if (given && payment.reference && given !== payment.reference) {
      return { kind: 'result', result: { status: 'pending', reference: given } };
    }
    // token_ws with TBK_TOKEN: back from the form's error page, nothing to commit ("pago inválido").
    if (aborted && token) return { kind: 'voided', reference: aborted, code: 'TBK_FORM_ERROR' };
    if (aborted) return { kind: 'voided', reference: aborted, code: 'TBK_ABORTED' };
    if (!token) {
      // The form expired: Webpay names only the buy order, which must be this payment's.
      if (order && order === webpayBuyOrder(payment.paymentId)) {
        return { kind: 'voided', reference: payment.reference, code: 'TBK_TIMEOUT' };
      }
      return { kind: 'result', result: { status: 'error', code: '3005' } };
    }
    try {
      return { kind: 'result', result: TransbankProvider.resultOf(token, (await this.tx.commit(token)) as Commit) };
    } catch {
      // A return delivered twice: the first commit went through, Webpay refuses a second; its status
      // says how it ended. An unknown token fails here too (status refuses it).
      try {
        return { kind: 'result', result: TransbankProvider.resultOf(token, (await this.tx.status(token)) as Commit) };
      } catch {
        return { kind: 'result', result: { status: 'error', code: '3003' } };
      }
    }
  }
}
