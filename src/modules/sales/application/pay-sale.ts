import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import type { Logger } from '../../../platform/logger.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { lookupPaymentError } from '../domain/error-catalogue.js';
import { cardFee } from '../domain/fees.js';
import {
  isBuyerPaymentType,
  methodOf,
  needsCardToken,
  routePayment,
  type PaymentType,
} from '../domain/payment-types.js';
import { stepSegment } from '../domain/steps.js';
import { SALES } from '../tokens.js';
import { type CompleteSale, outcomeOf } from './complete-sale.js';
import type { PaymentProviders, PaymentRecord, ProviderResult, SaleRepository, SalesSettings } from './ports.js';
import { checkToken, isUuid, stepsOf } from './sale-access.js';

export interface PayInput {
  paymentType: string;
  provider?: string | null;
  token?: string | null;
  paymentMethodId?: string | null;
  issuerId?: string | null;
}

/** Error 4292 of spec 03 §8: the payment call needs an Idempotency-Key header. */
export class MissingIdempotencyKeyError extends AppError {
  constructor() {
    super('4292', lookupPaymentError('4292').message);
  }
}

const REPLAY_POLL_MS = 25;

/**
 * POST /api/sales/{id}/payments. One charge per Idempotency-Key: the payment row is inserted first
 * (unique per sale and key, under the sale's row lock) and only the request that inserted it calls the
 * provider; a replay waits for that request's answer and returns it. A provider that does not answer in
 * time leaves the payment PENDING for the reconciliation job (the buyer sees that it is being confirmed).
 */
@injectable()
export class PaySale {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(SALES.CompleteSale) private readonly completion: CompleteSale,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(
    saleId: string,
    saleToken: string | undefined,
    idempotencyKey: string | undefined,
    input: PayInput,
  ): Promise<{ payment: PaymentRecord; replayed: boolean }> {
    if (!idempotencyKey?.trim()) throw new MissingIdempotencyKeyError();
    const key = idempotencyKey.trim();
    if (key.length > 200) throw new AppError('BAD_REQUEST', 'El encabezado Idempotency-Key es demasiado largo.');
    const sale = checkToken(
      isUuid(saleId) ? await this.sales.findById(saleId) : null,
      saleToken,
      this.settings.linkSecret,
    );

    const existing = await this.sales.findPayment(sale.id, key);
    if (existing) return { payment: await this.settled(existing), replayed: true };

    if (!isBuyerPaymentType(input.paymentType)) {
      throw new AppError('BAD_REQUEST', `El tipo de pago ${input.paymentType} no existe.`, {
        errors: { paymentType: 'Elige un medio de pago válido.' },
      });
    }
    const type: PaymentType = input.paymentType;
    if (sale.status !== 'PENDING') throw new AppError('NOT_EDITABLE', 'Esta compra ya está pagada.');
    const missing = stepsOf(sale).find((step) => step.code !== 'PAYMENT' && step.status !== 'COMPLETED');
    if (missing) {
      throw new AppError('BAD_REQUEST', `Completa el paso «${missing.title}» antes de pagar.`, {
        step: missing.code,
        segment: stepSegment(missing.title),
      });
    }
    const providerName = routePayment(type, input.provider ?? null, this.providers.aliases);
    const method = methodOf(type);
    if (needsCardToken(type, providerName) && !input.token?.trim()) {
      throw new AppError('BAD_REQUEST', lookupPaymentError('4000').message, {
        errors: { token: 'Falta el token de la tarjeta.' },
      });
    }
    const provider = providerName ? this.providers.get(providerName) : undefined;
    if (providerName && !provider) {
      throw new AppError('SERVICE_UNAVAILABLE', `El medio de pago ${providerName} no está disponible ahora.`);
    }
    const costs = cardFee(sale.amount, method === 'card');
    const tokenInfo = /^sbx_[^_]+_(visa|master)_(\d{4})_/.exec(input.token ?? '');

    const begun = await this.sales.beginPayment({
      saleId: sale.id,
      idempotencyKey: key,
      paymentType: type,
      provider: providerName,
      amount: costs.amount,
      fee: costs.fee,
      tax: costs.tax,
      cardBrand: tokenInfo?.[1] ?? null,
      cardLast4: tokenInfo?.[2] ?? null,
    });
    if ('conflict' in begun) {
      if (begun.conflict === 'exists') {
        const first = await this.sales.findPayment(sale.id, key);
        if (first) return { payment: await this.settled(first), replayed: true };
      }
      if (begun.conflict === 'closed') throw new AppError('NOT_EDITABLE', 'Esta compra ya está pagada.');
      throw new AppError('CONFLICT', 'Ya hay un pago en curso para esta compra. Espera su resultado.');
    }
    const payment = begun.payment;

    if (!provider) {
      // no-payment-one-time: completes without a charge.
      await this.completion.withoutPayment(sale.id);
      return {
        payment: await this.completion.apply(payment.id, { status: 'OK', settle: true, source: 'api' }),
        replayed: false,
      };
    }

    const result = await this.charge(provider.name, () =>
      provider.charge({
        paymentId: payment.id,
        saleId: sale.id,
        idempotencyKey: key,
        paymentType: type,
        amount: costs.amount,
        token: input.token?.trim() || null,
        paymentMethodId: input.paymentMethodId?.trim() || null,
        issuerId: input.issuerId?.trim() || null,
        buyerEmail: sale.buyerEmail,
        description: sale.productName ?? sale.productCode,
        // Providers with their own payment page (Webpay) send the buyer back here (HandlePaymentReturn).
        returnUrl: `${this.settings.publicUrl}/api/sales/payments/${payment.id}/return`,
      }),
    );
    return { payment: await this.completion.apply(payment.id, outcomeOf(result, 'api')), replayed: false };
  }

  /** The provider's answer; a timeout or a thrown error is 'error' (the payment stays PENDING). */
  private async charge(name: string, call: () => Promise<ProviderResult>): Promise<ProviderResult> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<ProviderResult>((resolve) => {
      timer = setTimeout(() => resolve({ status: 'error', code: 'K027' }), this.settings.providerTimeoutMs);
    });
    try {
      return await Promise.race([call(), timeout]);
    } catch (error) {
      this.logger.warn(
        { err: error, provider: name },
        'El proveedor de pago falló; el pago queda pendiente para la conciliación',
      );
      return { status: 'error', code: '2004' };
    } finally {
      clearTimeout(timer);
    }
  }

  /** A replay answers what the first request answered: wait until it has settled (bounded). */
  private async settled(payment: PaymentRecord): Promise<PaymentRecord> {
    const deadline = Date.now() + this.settings.providerTimeoutMs + 5000;
    let current = payment;
    while (!current.settledAt && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
      current = (await this.sales.findPaymentById(payment.id)) ?? current;
    }
    return current;
  }
}
