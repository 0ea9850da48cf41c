import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { PROVIDERS, type ProviderName } from '../domain/payment-types.js';
import { SALES } from '../tokens.js';
import { chargeSettlement } from './charge-settlement.js';
import { type CompleteSale, outcomeOf } from './complete-sale.js';
import type { PaymentProvider, PaymentProviders, ProviderResult, SaleRepository, WebhookNotice } from './ports.js';
import { isUuid } from './sale-access.js';
import type { SubscriptionRepository } from './subscription-ports.js';

/**
 * POST /api/sales/webhooks/{provider}: a provider's notification. The signature is verified by the
 * provider's adapter (refused otherwise); the status is applied only forward, so a notice delivered
 * twice or out of order ends in one state. A notice of an automatic monthly charge (issue 28: the provider
 * echoes our charge id) settles that charge as the run would have (chargeSettlement), once: a charge already
 * settled, by the run or an earlier notice, is left as it is.
 */
@injectable()
export class HandleWebhook {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(SALES.CompleteSale) private readonly completion: CompleteSale,
    @inject(SALES.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
  ) {}

  async execute(
    providerName: string,
    headers: Record<string, string | undefined>,
    body: unknown,
    rawBody: string | null = null,
  ) {
    const name = (PROVIDERS as readonly string[]).includes(providerName) ? (providerName as ProviderName) : null;
    const provider = name ? this.providers.get(name) : undefined;
    if (!name || !provider) throw new AppError('NOT_FOUND', `No recibimos notificaciones de ${providerName}.`);
    const notice = await provider.parseWebhook(headers, body, rawBody);
    if (!notice) throw new AppError('UNAUTHORIZED', 'La firma de la notificación no es válida.');
    const payment =
      (await this.sales.findPaymentByReference(provider.name, notice.reference)) ??
      (await this.lostAnswer(provider.name, notice.paymentId, notice.reference));
    if (!payment) return this.periodCharge(provider, notice);
    if (notice.status === 'refunded') {
      const after = await this.completion.applyDetailed(payment.id, {
        status: 'REFUND',
        settle: true,
        source: 'webhook',
        data: notice.data,
      });
      return { applied: after.applied, status: after.payment.status };
    }
    const result: ProviderResult =
      notice.status === 'approved'
        ? { status: 'approved', reference: notice.reference }
        : notice.status === 'declined'
          ? { status: 'declined', reference: notice.reference, code: notice.code ?? 'K505' }
          : { status: 'pending', reference: notice.reference };
    const after = await this.completion.applyDetailed(payment.id, {
      ...outcomeOf(result, 'webhook'),
      data: notice.data,
    });
    return { applied: after.applied, status: after.payment.status };
  }

  /** The period charge a notice names (its provider's, and its reference if it has one), settled once. */
  private async periodCharge(provider: PaymentProvider, notice: WebhookNotice) {
    const unknown = { applied: false, reason: 'unknown-reference' as const };
    if (!notice.chargeId || !isUuid(notice.chargeId)) return unknown;
    const charge = await this.subscriptions.findCharge(notice.chargeId);
    // Kushki's two names share one vault: a notice to either belongs to a charge made through it.
    const sameProvider =
      charge !== null &&
      (charge.provider === provider.name ||
        (provider.vault !== undefined && this.providers.get(charge.provider)?.vault === provider.vault));
    if (!charge || !sameProvider) return unknown;
    if (charge.providerReference !== null && charge.providerReference !== notice.reference) return unknown;
    if (charge.status !== 'PENDING') return { applied: false, status: charge.status };
    const result: ProviderResult | null =
      notice.status === 'approved'
        ? { status: 'approved', reference: notice.reference }
        : notice.status === 'declined'
          ? { status: 'declined', reference: notice.reference, code: notice.code ?? 'K505' }
          : null;
    const settlement = result ? chargeSettlement(charge, result) : null;
    if (!settlement) return { applied: false, status: charge.status };
    // settleCharge moves only a PENDING charge: the run (or a twin notice) may have got there first.
    const after = await this.subscriptions.settleCharge(charge.id, settlement);
    return { applied: after?.status === settlement.status, status: after?.status ?? charge.status };
  }

  /**
   * A charge whose answer never reached us (a timeout, a worker killed mid-charge) has no reference
   * yet: the provider's echo of our payment id finds it, if it is this provider's and unreferenced.
   */
  private async lostAnswer(provider: string, paymentId: string | null | undefined, reference: string) {
    if (!paymentId || !isUuid(paymentId)) return null;
    const payment = await this.sales.findPaymentById(paymentId);
    if (!payment || payment.provider !== provider) return null;
    return payment.providerReference === null || payment.providerReference === reference ? payment : null;
  }
}
