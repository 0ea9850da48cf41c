import { MercadoPagoConfig, MercadoPagoError, Payment, PaymentRefund, WebhookSignatureValidator } from 'mercadopago';
import mercadoPagoConfig from 'mercadopago/dist/utils/config/index.js';
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

export interface MercadoPagoOptions {
  accessToken: string;
  webhookSecret: string;
  /**
   * The SDK (v3) has no base-URL option: its RestClient reads the static AppConfig.BASE_URL. Set only to
   * point the SDK at a local double of the API (tests); process-wide.
   */
  baseUrl?: string;
  timeoutMs: number;
  /** A payment still waiting for its 3-D Secure challenge after this long is cancelled (abandoned). */
  challengeTtlMs?: number;
}

type MpPayment = {
  id?: number | string;
  status?: string;
  status_detail?: string;
  external_reference?: string | null;
  three_ds_info?: { external_resource_url?: string; creq?: string };
};

/** MercadoPago's 3-D Secure: the payment waits for the buyer's challenge (status_detail pending_challenge). */
const PENDING_CHALLENGE = 'pending_challenge';

/**
 * MercadoPago: the card is tokenised in the browser (MercadoPago.js); the server creates the payment with
 * 3-D Secure (three_d_secure_mode 'optional', as MercadoPago documents for Checkout API). When the issuer
 * asks a challenge the payment comes back pending / pending_challenge with three_ds_info
 * { external_resource_url, creq }: the browser posts the CReq to that page in a frame, then comes back
 * through our return route, where completeReturn reads the payment's status. A challenge the buyer
 * abandons is cancelled by the reconciliation after challengeTtlMs, so it can never be charged later.
 */
export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago' as const;
  /** The card enrolment for automatic monthly charges, when configured (the registry sets it). */
  vault?: CardVault;
  private readonly payments: Payment;
  private readonly refunds: PaymentRefund;

  constructor(private readonly options: MercadoPagoOptions) {
    if (options.baseUrl)
      (mercadoPagoConfig.AppConfig as { BASE_URL: string }).BASE_URL = options.baseUrl.replace(/\/+$/, '');
    const client = new MercadoPagoConfig({
      accessToken: options.accessToken,
      options: { timeout: options.timeoutMs, maxRetries: 0 } as never,
    });
    this.payments = new Payment(client);
    this.refunds = new PaymentRefund(client);
  }

  /** MercadoPago's answer in our terms (status_detail carries the rejection detail of spec 03 §8). */
  static resultOf(payment: MpPayment): ProviderResult {
    const reference = payment.id === undefined ? null : String(payment.id);
    switch (payment.status) {
      case 'approved':
      case 'authorized':
        return { status: 'approved', reference: reference ?? '' };
      case 'pending':
      case 'in_process':
        if (payment.status_detail === PENDING_CHALLENGE && payment.three_ds_info?.external_resource_url) {
          return {
            status: 'pending',
            reference,
            challenge: {
              url: payment.three_ds_info.external_resource_url,
              creq: payment.three_ds_info.creq ?? '',
            },
            data: { providerStatus: payment.status, statusDetail: payment.status_detail },
          };
        }
        return { status: 'pending', reference, data: { providerStatus: payment.status } };
      case 'rejected':
      case 'cancelled':
        return { status: 'declined', reference, code: payment.status_detail ?? 'cc_rejected_other_reason' };
      case 'refunded':
      case 'charged_back':
        return { status: 'approved', reference: reference ?? '', data: { providerStatus: payment.status } };
      default:
        return { status: 'pending', reference, data: { providerStatus: payment.status } };
    }
  }

  private static failure(error: unknown): ProviderResult {
    if (error instanceof MercadoPagoError && error.status >= 400 && error.status < 500) {
      const cause = (error.causes as { code?: number | string }[] | undefined)?.[0];
      return { status: 'declined', reference: null, code: String(cause?.code ?? error.status) };
    }
    throw error;
  }

  async charge(request: ChargeRequest): Promise<ProviderResult> {
    try {
      const created = await this.payments.create({
        body: {
          transaction_amount: Number(request.amount.amount),
          token: request.token ?? undefined,
          description: request.description,
          installments: 1,
          // Mandatory with a card token (MercadoPago's payment submission); the Brick answers them.
          payment_method_id: request.paymentMethodId ?? undefined,
          issuer_id: request.issuerId && /^\d+$/.test(request.issuerId) ? Number(request.issuerId) : undefined,
          external_reference: request.paymentId,
          payer: { email: request.buyerEmail ?? undefined },
          three_d_secure_mode: 'optional',
        },
        requestOptions: { idempotencyKey: `${request.saleId}:${request.idempotencyKey}` },
      });
      return MercadoPagoProvider.resultOf(created as MpPayment);
    } catch (error) {
      return MercadoPagoProvider.failure(error);
    }
  }

  /** The payment at MercadoPago: by its id when we have it, else by our id (external_reference). */
  private async find(payment: { paymentId: string; reference: string | null }): Promise<MpPayment | undefined> {
    if (payment.reference) return (await this.payments.get({ id: payment.reference })) as MpPayment;
    const search = await this.payments.search({ options: { external_reference: payment.paymentId } });
    return (search.results ?? []).at(-1) as MpPayment | undefined;
  }

  async status(payment: StatusQuery): Promise<ProviderResult> {
    const found = await this.find(payment);
    if (!found) return { status: 'declined', reference: null, code: '3005' };
    const abandoned =
      found.status_detail === PENDING_CHALLENGE &&
      found.id !== undefined &&
      Date.now() - Date.parse(payment.createdAt) >= (this.options.challengeTtlMs ?? 600_000);
    if (!abandoned) return MercadoPagoProvider.resultOf(found);
    // The buyer left the challenge: cancel it at MercadoPago (PUT status cancelled), so it is never charged.
    const cancelled = (await this.payments.cancel({ id: String(found.id) })) as MpPayment;
    return cancelled.status === 'cancelled'
      ? { status: 'declined', reference: String(found.id), code: 'expired', data: { providerStatus: 'cancelled' } }
      : MercadoPagoProvider.resultOf(cancelled);
  }

  /** The buyer back from the 3-D Secure challenge (our return route): the payment's status, read from the API. */
  async completeReturn(_params: Record<string, string>, payment: ReturnQuery): Promise<ReturnResult> {
    // Never cancelled from here: a return is the buyer's answer, not an abandonment.
    const found = await this.find(payment);
    return {
      kind: 'result',
      result: found ? MercadoPagoProvider.resultOf(found) : { status: 'error', code: '3005' },
    };
  }

  async refund(payment: RefundQuery): Promise<ProviderResult> {
    try {
      const refund = (await this.refunds.create({ payment_id: payment.reference, body: {} })) as {
        id?: number;
        status?: string;
      };
      return refund.status === 'rejected'
        ? { status: 'declined', reference: payment.reference, code: '3024' }
        : { status: 'approved', reference: String(refund.id ?? payment.reference) };
    } catch (error) {
      return MercadoPagoProvider.failure(error);
    }
  }

  /** x-signature (ts, v1) checked with the SDK's validator; the status is then read from the API. */
  async parseWebhook(headers: Record<string, string | undefined>, body: unknown): Promise<WebhookNotice | null> {
    const dataId = (body as { data?: { id?: unknown } })?.data?.id;
    if (dataId === undefined || dataId === null) return null;
    try {
      WebhookSignatureValidator.validate({
        xSignature: headers['x-signature'],
        xRequestId: headers['x-request-id'],
        dataId: String(dataId),
        secret: this.options.webhookSecret,
      });
    } catch {
      return null;
    }
    const payment = (await this.payments.get({ id: String(dataId) })) as MpPayment;
    const result = MercadoPagoProvider.resultOf(payment);
    const status =
      payment.status === 'refunded'
        ? 'refunded'
        : result.status === 'approved'
          ? 'approved'
          : result.status === 'declined'
            ? 'declined'
            : 'pending';
    return {
      reference: String(dataId),
      // Our id on the payment: a one-time payment's (found by its reference anyway) or a period charge's
      // (MercadoPagoVault), which HandleWebhook settles.
      chargeId: typeof payment.external_reference === 'string' ? payment.external_reference : null,
      status,
      code: result.status === 'declined' ? result.code : undefined,
      data: { providerStatus: payment.status },
    };
  }
}
