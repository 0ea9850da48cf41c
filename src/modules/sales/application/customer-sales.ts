import { inject, injectable } from 'inversify';
import { SALES } from '../tokens.js';
import type { RequestRefund } from './request-refund.js';
import type { SalesSettings, SaleRepository } from './ports.js';
import { cardUpdateUrl, PERIOD_LINK_DAYS, periodPaymentUrl } from './subscription-links.js';
import type { SubscriptionRepository } from './subscription-ports.js';

/** Sales are keyed by UUID: any other id names no sale of ours. */
const SALE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PurchaseRefundOutcome = 'refunded' | 'requested' | 'not-refundable';

/** A purchase's automatic monthly card charge as its buyer sees it, with the signed page that replaces the card. */
export interface CustomerMonthlyCard {
  cardBrand: string | null;
  cardLast4: string | null;
  status: string;
  changeCardUrl: string;
}

/**
 * What Portal Personas (issue 29) asks of sales, at SALES.CustomerSales: the signed payment link of a billing
 * period (its page is issue 28's) and the refund of a purchase cancelled within the withdrawal window, through
 * the same refund path the back-office uses (RequestRefund: REQUEST_REFUND, the provider, then SaleRefunded).
 */
@injectable()
export class CustomerSales {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.RequestRefund) private readonly requestRefund: RequestRefund,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
    @inject(SALES.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
  ) {}

  /** The purchase's monthly card (issue 28), unless it has none or it was cancelled. */
  async monthlyCard(saleId: string): Promise<CustomerMonthlyCard | null> {
    if (!SALE_ID.test(saleId)) return null;
    const subscription = await this.subscriptions.findBySale(saleId);
    if (!subscription || subscription.status === 'CANCELED') return null;
    return {
      cardBrand: subscription.cardBrand,
      cardLast4: subscription.cardLast4,
      status: subscription.status,
      changeCardUrl: cardUpdateUrl(this.settings.publicUrl, subscription.id, this.settings.linkSecret),
    };
  }

  /**
   * What the buyer searched with when they bought (issue 29's renewal alternatives price the market again for
   * it): the product and the profile the purchase was priced for. Null for an id that names no sale.
   */
  async purchaseProfile(
    saleId: string,
  ): Promise<{ productCode: string; productId: number | null; profile: Record<string, unknown> | null } | null> {
    if (!SALE_ID.test(saleId)) return null;
    const sale = await this.sales.findById(saleId);
    return sale ? { productCode: sale.productCode, productId: sale.productId, profile: sale.profile } : null;
  }

  periodPaymentUrl(periodId: number): string {
    const expires = new Date(Date.now() + PERIOD_LINK_DAYS * 24 * 3600 * 1000);
    return periodPaymentUrl(this.settings.publicUrl, periodId, this.settings.linkSecret, expires);
  }

  /** Refunds the purchase's collected payment; a purchase with nothing refundable answers 'not-refundable'. */
  async refundPurchase(saleId: string): Promise<PurchaseRefundOutcome> {
    if (!SALE_ID.test(saleId)) return 'not-refundable';
    const payments = await this.sales.payments(saleId);
    const paid = payments.find((payment) => payment.status === 'OK');
    if (!paid) {
      return payments.some((payment) => payment.status === 'REFUND' || payment.status === 'REQUEST_REFUND')
        ? 'requested'
        : 'not-refundable';
    }
    if (!paid.provider || !paid.providerReference) return 'not-refundable';
    const result = await this.requestRefund.execute(paid.id, { id: 0, name: 'Cliente (Portal Personas): retracto' });
    return result.status === 'REFUND'
      ? 'refunded'
      : result.status === 'REQUEST_REFUND'
        ? 'requested'
        : 'not-refundable';
  }
}
