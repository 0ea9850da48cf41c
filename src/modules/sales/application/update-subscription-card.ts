import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { lookupPaymentError } from '../domain/error-catalogue.js';
import { SALES } from '../tokens.js';
import type { PaymentProviders, SaleRepository, SalesSettings } from './ports.js';
import { checkCardLinkToken } from './subscription-links.js';
import type { SubscriptionRecord, SubscriptionRepository } from './subscription-ports.js';

/**
 * The buyer replaces the card of a subscription from the link of the decline e-mail (and, later, the customer
 * portal): the new card is enrolled with the same provider and its token reference replaces the old one, so the
 * next due attempt (a retry or the next month) is charged on it. Nothing is charged here.
 */
@injectable()
export class UpdateSubscriptionCard {
  constructor(
    @inject(SALES.SubscriptionRepository) private readonly repository: SubscriptionRepository,
    @inject(SALES.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
  ) {}

  async execute(subscriptionId: string, linkToken: string | undefined, cardToken: string): Promise<SubscriptionRecord> {
    const notFound = new AppError('NOT_FOUND', 'No encontramos este pago automático. Revisa el enlace del correo.');
    if (!checkCardLinkToken(subscriptionId, linkToken, this.settings.linkSecret)) throw notFound;
    const subscription = await this.repository.findById(subscriptionId);
    if (!subscription) throw notFound;
    if (subscription.status === 'CANCELED') {
      throw new AppError('NOT_EDITABLE', 'Este pago automático fue cancelado: ya no se puede cambiar la tarjeta.');
    }
    const vault = this.providers.get(subscription.provider)?.vault;
    if (!vault) throw new AppError('SERVICE_UNAVAILABLE', 'El medio de pago no está disponible ahora.');
    // MercadoPago keeps cards on the buyer's customer, found by e-mail.
    const sale = await this.sales.findById(subscription.saleId);
    const enrolled = await vault.enrol({
      token: cardToken,
      saleId: subscription.saleId,
      buyerEmail: sale?.buyerEmail ?? null,
    });
    if (enrolled.status === 'declined') {
      const error = lookupPaymentError(enrolled.code);
      throw new AppError('BAD_REQUEST', `${error.message} ${error.adviceText}`, { providerCode: enrolled.code });
    }
    return (await this.repository.replaceCard(subscription.id, enrolled, null))!;
  }
}
