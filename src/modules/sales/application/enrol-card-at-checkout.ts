import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import type { Logger } from '../../../platform/logger.js';
import { PLATFORM } from '../../../platform/tokens.js';
import type { Money } from '../../../kernel/money.js';
import { lookupPaymentError } from '../domain/error-catalogue.js';
import type { PaymentType } from '../domain/payment-types.js';
import { SALES } from '../tokens.js';
import { type CompleteSale, outcomeOf } from './complete-sale.js';
import type {
  CardVault,
  EnrolResult,
  PaymentProvider,
  PaymentRecord,
  ProviderResult,
  SaleRecord,
  SaleRepository,
  SalesSettings,
} from './ports.js';
import { callProvider } from './provider-call.js';
import type { SubscriptionRecord, SubscriptionRepository } from './subscription-ports.js';

/** The provider's key of the first period's charge: one per payment (its Idempotency-Key), so it is collected once. */
export const firstChargeKey = (saleId: string, idempotencyKey: string): string => `sale-${saleId}-${idempotencyKey}`;

/** The route the provider's enrolment page sends the buyer back to (FinishCardEnrolment). */
export const enrolmentReturnPath = (paymentId: string): string => `/api/sales/payments/${paymentId}/enrolment`;

/**
 * Stores the card the provider enrolled (only its token reference, brand and last 4) as the sale's subscription
 * and charges the first period on it, keyed by the payment: a repeat charges nothing new.
 */
export async function chargeFirstPeriod(
  subscriptions: SubscriptionRepository,
  vault: CardVault,
  facts: { sale: SaleRecord; payment: PaymentRecord; paymentType: PaymentType; amount: Money },
  enrolled: EnrolResult,
  enrolledOut: { subscription: SubscriptionRecord | null },
): Promise<ProviderResult> {
  if (enrolled.status === 'declined') return { status: 'declined', reference: null, code: enrolled.code };
  enrolledOut.subscription = await subscriptions.enrol({
    saleId: facts.sale.id,
    paymentType: facts.paymentType,
    provider: facts.payment.provider!,
    tokenRef: enrolled.tokenRef,
    cardBrand: enrolled.cardBrand,
    cardLast4: enrolled.cardLast4,
  });
  return vault.chargeEnrolled({
    chargeId: facts.payment.id,
    tokenRef: enrolled.tokenRef,
    idempotencyKey: firstChargeKey(facts.sale.id, facts.payment.idempotencyKey),
    amount: facts.amount,
    description: facts.sale.productName ?? facts.sale.productCode,
  });
}

/**
 * The subscription after its first charge's answer: SUCCESS when the period was paid; CANCELED when it was
 * declined (the buyer may pay otherwise, and the monthly run must never charge a card whose first charge failed;
 * a new enrolment makes it PENDING again). Left PENDING while the answer is unknown (the reconciliation's).
 */
export async function settleSubscription(
  subscriptions: SubscriptionRepository,
  subscription: SubscriptionRecord | null,
  payment: PaymentRecord,
): Promise<void> {
  if (!subscription) return;
  if (payment.status === 'OK') await subscriptions.setStatus(subscription.id, 'SUCCESS', 'first-charge', null);
  else if (payment.status !== 'PENDING') {
    await subscriptions.setStatus(subscription.id, 'CANCELED', 'first-charge-declined', null, {
      errorCode: payment.errorCode,
    });
  }
}

/**
 * "Pago automático mensual con tarjeta" at checkout (issue 28), for the payment PaySale has just begun (its
 * Idempotency-Key taken, so this runs once per key). A card tokenised on our page by the provider's library is
 * enrolled with the provider at once and the first period charged on it; a provider whose enrolment is its own
 * page (Oneclick's inscription, the sandbox's page) is started, and the payment waits PENDING with the page to
 * send the buyer to (FinishCardEnrolment ends it when the buyer comes back).
 */
@injectable()
export class EnrolCardAtCheckout {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(SALES.CompleteSale) private readonly completion: CompleteSale,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(input: {
    sale: SaleRecord;
    payment: PaymentRecord;
    provider: PaymentProvider;
    token: string | null;
  }): Promise<PaymentRecord> {
    const { sale, payment, provider } = input;
    const vault = provider.vault;
    if (!vault)
      throw new AppError('BAD_REQUEST', 'El pago automático mensual no está disponible con este medio de pago.');
    const deps = { sales: this.sales, settings: this.settings, logger: this.logger };

    if (input.token) {
      const enrolledOut: { subscription: SubscriptionRecord | null } = { subscription: null };
      const result = await callProvider(deps, provider.name, payment.id, async () =>
        chargeFirstPeriod(
          this.subscriptions,
          vault,
          { sale, payment, paymentType: payment.paymentType, amount: payment.amount },
          await vault.enrol({ token: input.token!, saleId: sale.id, buyerEmail: sale.buyerEmail }),
          enrolledOut,
        ),
      );
      const applied = await this.completion.apply(payment.id, outcomeOf(result, 'api'));
      await settleSubscription(this.subscriptions, enrolledOut.subscription, applied);
      return applied;
    }

    if (!vault.startEnrolment) {
      throw new AppError('BAD_REQUEST', lookupPaymentError('4000').message, {
        errors: { token: 'Falta el token de la tarjeta.' },
      });
    }
    const startEnrolment = vault.startEnrolment.bind(vault);
    const result = await callProvider(deps, provider.name, payment.id, async (): Promise<ProviderResult> => {
      const started = await startEnrolment({
        paymentId: payment.id,
        saleId: sale.id,
        buyerEmail: sale.buyerEmail,
        buyerName: sale.buyerName,
        returnUrl: `${this.settings.publicUrl}${enrolmentReturnPath(payment.id)}`,
      });
      return started.status === 'redirect'
        ? { status: 'pending', reference: started.reference, redirectUrl: started.redirectUrl }
        : { status: 'declined', reference: null, code: started.code };
    });
    return this.completion.apply(payment.id, outcomeOf(result, 'api'));
  }
}
