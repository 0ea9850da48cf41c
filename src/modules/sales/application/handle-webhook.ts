import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { PROVIDERS, type ProviderName } from '../domain/payment-types.js';
import { SALES } from '../tokens.js';
import { type CompleteSale, outcomeOf } from './complete-sale.js';
import type { PaymentProviders, ProviderResult, SaleRepository } from './ports.js';
import { isUuid } from './sale-access.js';

/**
 * POST /api/sales/webhooks/{provider}: a provider's notification. The signature is verified by the
 * provider's adapter (refused otherwise); the status is applied only forward, so a notice delivered
 * twice or out of order ends in one state.
 */
@injectable()
export class HandleWebhook {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(SALES.CompleteSale) private readonly completion: CompleteSale,
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
    if (!payment) return { applied: false, reason: 'unknown-reference' as const };
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
