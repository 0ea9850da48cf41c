import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import type { Logger } from '../../../platform/logger.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { lookupPaymentError } from '../domain/error-catalogue.js';
import { cardFee } from '../domain/fees.js';
import {
  isSubscription,
  methodOf,
  needsCardToken,
  paymentTypeProblem,
  routePayment,
  type PaymentType,
} from '../domain/payment-types.js';
import { stepSegment } from '../domain/steps.js';
import { SALES } from '../tokens.js';
import { type CompleteSale, outcomeOf } from './complete-sale.js';
import type {
  PaymentProviders,
  PaymentRecord,
  ProductForms,
  ProviderResult,
  SaleRepository,
  SalesSettings,
} from './ports.js';
import type { EnrolCardAtCheckout } from './enrol-card-at-checkout.js';
import { callProvider } from './provider-call.js';
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
 * provider, renewing the payment's lease while it waits; a replay waits for that request's answer while
 * the lease shows it alive, and answers the payment as it is (PENDING) at once when its process died.
 * A provider that does not answer in time leaves the payment PENDING for the reconciliation job (the
 * buyer sees that it is being confirmed). Only the payment types the product offers are accepted: a
 * purchase without payment only when it costs nothing (issue 25 hole 1).
 */
@injectable()
export class PaySale {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(SALES.CompleteSale) private readonly completion: CompleteSale,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
    @inject(SALES.ProductForms) private readonly forms: ProductForms,
    @inject(SALES.EnrolCardAtCheckout) private readonly enrolment: EnrolCardAtCheckout,
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

    if (sale.status !== 'PENDING') throw new AppError('NOT_EDITABLE', 'Esta compra ya está pagada.');
    // Automatic monthly charges only for a product paid monthly (whether a provider keeps cards is checked below).
    const problem = paymentTypeProblem(input.paymentType, sale.amount.amount, await this.forms.find(sale.productCode), {
      periodicityMonths: sale.periodicityMonths,
      vaultAvailable: true,
    });
    if (problem) {
      throw new AppError('BAD_REQUEST', problem, {
        errors: { paymentType: problem },
        providerCode: '3027',
      });
    }
    const type = input.paymentType as PaymentType;
    const missing = stepsOf(sale).find((step) => step.code !== 'PAYMENT' && step.status !== 'COMPLETED');
    if (missing) {
      throw new AppError('BAD_REQUEST', `Completa el paso «${missing.title}» antes de pagar.`, {
        step: missing.code,
        segment: stepSegment(missing.title),
      });
    }
    // Automatic monthly charges go to the provider configured for them unless the buyer's page named one.
    const requested = input.provider ?? (isSubscription(type) ? this.providers.monthly : null);
    const providerName = routePayment(type, requested, this.providers.aliases);
    const method = methodOf(type);
    const provider = providerName ? this.providers.get(providerName) : undefined;
    if (providerName && !provider) {
      throw new AppError('SERVICE_UNAVAILABLE', `El medio de pago ${providerName} no está disponible ahora.`);
    }
    // Automatic monthly charges (issue 28) need the provider's card enrolment.
    const vault = provider && isSubscription(type) ? provider.vault : undefined;
    if (provider && isSubscription(type) && !vault) {
      throw new AppError('BAD_REQUEST', 'El pago automático mensual no está disponible con este medio de pago.', {
        errors: { paymentType: 'Elige el pago único con tarjeta.' },
      });
    }
    // A provider whose enrolment is its own page takes the card there: no token from our page.
    const ownEnrolmentPage = vault?.startEnrolment !== undefined;
    if (needsCardToken(type, providerName) && !ownEnrolmentPage && !input.token?.trim()) {
      throw new AppError('BAD_REQUEST', lookupPaymentError('4000').message, {
        errors: { token: 'Falta el token de la tarjeta.' },
      });
    }
    // Nothing is charged without a payment (a purchase at 0 has no fee to compute).
    const none = { amount: '0', currency: sale.amount.currency };
    const costs =
      method === 'none' ? { amount: sale.amount, fee: none, tax: none } : cardFee(sale.amount, method === 'card');
    const tokenInfo = /^sbx_[^_]+_(visa|master)_(\d{4})_/.exec(input.token ?? '');

    const begun = await this.sales.beginPayment(
      {
        saleId: sale.id,
        idempotencyKey: key,
        paymentType: type,
        provider: providerName,
        amount: costs.amount,
        fee: costs.fee,
        tax: costs.tax,
        cardBrand: tokenInfo?.[1] ?? null,
        cardLast4: tokenInfo?.[2] ?? null,
      },
      this.settings.paymentLeaseMs,
    );
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

    if (vault) {
      // The card is enrolled with the provider (here or on its page) and the first period charged on it.
      return {
        payment: await this.enrolment.execute({ sale, payment, provider, token: input.token?.trim() || null }),
        replayed: false,
      };
    }

    const result = await this.charge(provider.name, payment.id, () =>
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

  private charge(name: string, paymentId: string, call: () => Promise<ProviderResult>): Promise<ProviderResult> {
    return callProvider({ sales: this.sales, settings: this.settings, logger: this.logger }, name, paymentId, call);
  }

  /**
   * A replay answers what the first request answered: wait until it has settled (bounded), as long as
   * the request charging it is alive (its lease); a payment whose process died is answered as it is.
   */
  private async settled(payment: PaymentRecord): Promise<PaymentRecord> {
    const deadline = Date.now() + this.settings.providerTimeoutMs + 5000;
    const alive = (p: PaymentRecord) => p.leaseUntil !== null && Date.parse(p.leaseUntil) > Date.now();
    let current = payment;
    while (!current.settledAt && alive(current) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
      current = (await this.sales.findPaymentById(payment.id)) ?? current;
    }
    return current;
  }
}
