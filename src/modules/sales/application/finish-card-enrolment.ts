import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import type { Logger } from '../../../platform/logger.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { isSubscription } from '../domain/payment-types.js';
import { SALES } from '../tokens.js';
import { type CompleteSale, outcomeOf } from './complete-sale.js';
import { chargeFirstPeriod, settleSubscription } from './enrol-card-at-checkout.js';
import type { PaymentProviders, PaymentRecord, SaleRepository, SalesSettings } from './ports.js';
import { callProvider } from './provider-call.js';
import { isUuid } from './sale-access.js';
import type { SubscriptionRecord, SubscriptionRepository } from './subscription-ports.js';

/**
 * GET|POST /api/sales/payments/{paymentId}/enrolment: the buyer back from the provider's enrolment page
 * (issue 28). The provider's adapter reads the return and ends the enrolment (Oneclick: finish inscription);
 * the card's token reference is kept as the sale's subscription and the first period is charged on it, keyed
 * by the payment, so a return delivered twice charges once; the answer completes the sale as a one-time
 * purchase does (SaleCompleted in the same transaction). A payment already answered is left as it is.
 */
@injectable()
export class FinishCardEnrolment {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(SALES.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(SALES.CompleteSale) private readonly completion: CompleteSale,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(
    paymentId: string,
    params: Record<string, string>,
  ): Promise<{ productCode: string; payment: PaymentRecord }> {
    const payment = isUuid(paymentId) ? await this.sales.findPaymentById(paymentId) : null;
    const vault = payment?.provider ? this.providers.get(payment.provider)?.vault : undefined;
    if (!payment || !isSubscription(payment.paymentType) || !vault?.finishEnrolment || !payment.providerReference) {
      throw new AppError('NOT_FOUND', 'No existe la inscripción de tarjeta.');
    }
    const sale = await this.sales.findById(payment.saleId);
    if (!sale) throw new AppError('NOT_FOUND', 'No existe la compra.');
    if (payment.status !== 'PENDING') return { productCode: sale.productCode, payment };

    const finishEnrolment = vault.finishEnrolment.bind(vault);
    const reference = payment.providerReference;
    const enrolledOut: { subscription: SubscriptionRecord | null } = { subscription: null };
    const result = await callProvider(
      { sales: this.sales, settings: this.settings, logger: this.logger },
      payment.provider!,
      payment.id,
      async () =>
        chargeFirstPeriod(
          this.subscriptions,
          vault,
          { sale, payment, paymentType: payment.paymentType, amount: payment.amount },
          await finishEnrolment(params, { reference, saleId: sale.id }),
          enrolledOut,
        ),
    );
    if (result.status === 'error') return { productCode: sale.productCode, payment };
    const applied = await this.completion.apply(payment.id, outcomeOf(result, 'return'));
    await settleSubscription(this.subscriptions, enrolledOut.subscription, applied);
    return { productCode: sale.productCode, payment: applied };
  }
}
