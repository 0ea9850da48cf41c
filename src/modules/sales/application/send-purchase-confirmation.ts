import { inject, injectable } from 'inversify';
import { purchaseConfirmationEmail } from '../domain/purchase-summary.js';
import { monthlyCharge } from '../domain/subscriptions.js';
import { SALES } from '../tokens.js';
import type { CompanyContact, SaleMailer, SaleRepository, SalesSettings } from './ports.js';
import { purchaseFacts } from './purchase-facts.js';
import type { SubscriptionRepository } from './subscription-ports.js';

export const confirmationKey = (saleId: string) => `sale-confirmation:${saleId}`;

/**
 * Sends the buyer the purchase summary once the policy exists (the job RecordSalePolicy wrote), with the link to
 * Portal Personas (issue 29: the purchase created or joined the buyer's account). Keyed by the
 * sale, so retries and re-deliveries send it once.
 */
@injectable()
export class SendPurchaseConfirmation {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.SaleMailer) private readonly mailer: SaleMailer,
    @inject(SALES.CompanyContact) private readonly company: CompanyContact,
    @inject(SALES.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
  ) {}

  async execute(saleId: string): Promise<'sent' | 'skipped'> {
    const sale = await this.sales.findById(saleId);
    if (!sale?.buyerEmail || !sale.policy) return 'skipped';
    const subscription = await this.subscriptions.findBySale(sale.id);
    const monthlyCard = subscription
      ? { cardLast4: subscription.cardLast4, day: monthlyCharge(sale.policy.startDate, subscription.chargeDay).day }
      : null;
    const facts = purchaseFacts(
      sale,
      await this.sales.payments(sale.id),
      await this.company.contactEmail(),
      monthlyCard,
    );
    await this.mailer.send({
      to: sale.buyerEmail,
      ...purchaseConfirmationEmail(facts, sale.buyerName, `${this.settings.publicUrl}/portal-personas`),
      idempotencyKey: confirmationKey(sale.id),
    });
    return 'sent';
  }
}
