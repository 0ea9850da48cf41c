import { inject, injectable } from 'inversify';
import { formatMoney } from '../../pricing/index.js';
import { lookupPaymentError } from '../domain/error-catalogue.js';
import { attemptDate, chargeDateOf, declinedChargeEmail, MAX_ATTEMPTS } from '../domain/subscriptions.js';
import { SALES } from '../tokens.js';
import type { SaleMailer, SalesSettings } from './ports.js';
import { cardUpdateUrl } from './subscription-links.js';
import type { SubscriptionRepository } from './subscription-ports.js';

export const declinedChargeKey = (chargeId: string) => `subscription-declined:${chargeId}`;

/**
 * The buyer's e-mail after a declined monthly charge (one per declined attempt, keyed by the charge): the
 * error catalogue's advice (spec 03 §8), when the next retry happens, and the link to enrol another card.
 */
@injectable()
export class SendDeclinedChargeEmail {
  constructor(
    @inject(SALES.SubscriptionRepository) private readonly repository: SubscriptionRepository,
    @inject(SALES.SaleMailer) private readonly mailer: SaleMailer,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
  ) {}

  async execute(chargeId: string): Promise<'sent' | 'skipped'> {
    const context = await this.repository.chargeContext(chargeId);
    if (!context?.buyerEmail || !context.subscription || context.charge.status !== 'DECLINED') return 'skipped';
    const { charge, subscription } = context;
    const nextAttemptOn =
      charge.attempt < MAX_ATTEMPTS
        ? attemptDate(chargeDateOf(context.billingDate, subscription.chargeDay), charge.attempt + 1)
        : null;
    const error = lookupPaymentError(charge.errorCode);
    const mail = declinedChargeEmail({
      productName: context.productName ?? 'tu seguro',
      periodSeq: context.seq,
      amountClp: formatMoney(charge.amountClp, 'CLP'),
      attempt: charge.attempt,
      advice: `${error.message} ${error.adviceText}`,
      cardLast4: charge.cardLast4,
      updateCardUrl: cardUpdateUrl(this.settings.publicUrl, subscription.id, this.settings.linkSecret),
      nextAttemptOn,
    });
    await this.mailer.send({ to: context.buyerEmail, ...mail, idempotencyKey: declinedChargeKey(charge.id) });
    return 'sent';
  }
}
