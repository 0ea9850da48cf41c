import { inject, injectable } from 'inversify';
import { chileanDate } from '../../pricing/index.js';
import { offersMonthlyCard } from '../domain/payment-types.js';
import { monthlyCharge } from '../domain/subscriptions.js';
import { SALES } from '../tokens.js';
import type {
  PaymentProviders,
  PaymentRecord,
  ProductForms,
  SaleRecord,
  SaleRepository,
  SalesSettings,
} from './ports.js';
import { checkToken, isUuid } from './sale-access.js';
import type { SubscriptionRecord, SubscriptionRepository } from './subscription-ports.js';

/** The card enrolled for automatic monthly charges, as the buyer's Confirmacion page tells it (issue 28). */
export interface SaleSubscriptionFacts {
  subscription: SubscriptionRecord;
  /** The day of the month it is charged and the next charge's date (null until the sale is paid). */
  charge: { day: number; nextChargeDate: string } | null;
}

/**
 * GET /api/sales/{id}: the sale, its steps and its payments, for the holder of its token; whether its payment
 * step offers "Pago automático mensual con tarjeta", and the card enrolled for it once there is one.
 */
@injectable()
export class GetSale {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
    @inject(SALES.ProductForms) private readonly forms: ProductForms,
    @inject(SALES.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(SALES.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
  ) {}

  async execute(
    id: string,
    token: string | undefined,
  ): Promise<{
    sale: SaleRecord;
    payments: PaymentRecord[];
    offersMonthlyCard: boolean;
    subscription: SaleSubscriptionFacts | null;
  }> {
    const sale = checkToken(isUuid(id) ? await this.sales.findById(id) : null, token, this.settings.linkSecret);
    const [payments, form, subscription] = await Promise.all([
      this.sales.payments(sale.id),
      this.forms.find(sale.productCode),
      this.subscriptions.findBySale(sale.id),
    ]);
    const vaultAvailable = this.providers.monthly !== null && !!this.providers.get(this.providers.monthly)?.vault;
    const startDate = sale.policy?.startDate ?? (sale.completedAt ? chileanDate(new Date(sale.completedAt)) : null);
    return {
      sale,
      payments,
      offersMonthlyCard: offersMonthlyCard(sale.amount.amount, form, {
        periodicityMonths: sale.periodicityMonths,
        vaultAvailable,
      }),
      subscription: subscription
        ? { subscription, charge: startDate ? monthlyCharge(startDate, subscription.chargeDay) : null }
        : null,
    };
  }
}
