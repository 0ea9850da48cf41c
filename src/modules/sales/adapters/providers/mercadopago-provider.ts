import { MercadoPagoConfig, MercadoPagoError, Payment, PaymentRefund, WebhookSignatureValidator } from 'mercadopago';
import mercadoPagoConfig from 'mercadopago/dist/utils/config/index.js';
import type {
  ChargeRequest,
  PaymentProvider,
  ProviderResult,
  RefundQuery,
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
}

type MpPayment = { id?: number | string; status?: string; status_detail?: string };

/** MercadoPago: the card is tokenised in the browser (MercadoPago.js); the server creates the payment. */
export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago' as const;
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
          external_reference: request.paymentId,
          payer: { email: request.buyerEmail ?? undefined },
        },
        requestOptions: { idempotencyKey: `${request.saleId}:${request.idempotencyKey}` },
      });
      return MercadoPagoProvider.resultOf(created as MpPayment);
    } catch (error) {
      return MercadoPagoProvider.failure(error);
    }
  }

  async status(payment: StatusQuery): Promise<ProviderResult> {
    if (payment.reference)
      return MercadoPagoProvider.resultOf((await this.payments.get({ id: payment.reference })) as MpPayment);
    const found = await this.payments.search({ options: { external_reference: payment.paymentId } });
    const last = (found.results ?? []).at(-1) as MpPayment | undefined;
    return last ? MercadoPagoProvider.resultOf(last) : { status: 'declined', reference: null, code: '3005' };
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
      status,
      code: result.status === 'declined' ? result.code : undefined,
      data: { providerStatus: payment.status },
    };
  }
}
