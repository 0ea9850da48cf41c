import { inject, injectable } from 'inversify';
import type { Logger } from '../../../platform/logger.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { SALES } from '../tokens.js';
import { type CompleteSale, outcomeOf } from './complete-sale.js';
import type { PaymentProviders, SaleRepository, SalesSettings } from './ports.js';

/**
 * The reconciliation job: asks each provider about payments left PENDING (a worker killed mid-payment,
 * a provider timeout, a lost webhook) and applies its answer; an approved one completes the sale. The
 * provider is asked by our payment id (its order / metadata) and reference, never charged again. A
 * payment a dead process left (its lease ran out) is asked about on the next run; one the provider does
 * not know yet is given until the charge's timeout before it is called declined (a charge still on
 * its way would be lost otherwise).
 */
@injectable()
export class ReconcilePayments {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(SALES.CompleteSale) private readonly completion: CompleteSale,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(limit = 100): Promise<{ checked: number; changed: number }> {
    const olderThan = new Date(this.clock.now().getTime() - this.settings.reconcileAfterMs);
    const pending = await this.sales.pendingPayments(olderThan, limit);
    let changed = 0;
    for (const payment of pending) {
      const provider = payment.provider ? this.providers.get(payment.provider) : undefined;
      if (!provider || payment.instructions) continue; // transfers wait for their notice or the back-office
      try {
        const result = await provider.status({
          paymentId: payment.id,
          reference: payment.providerReference,
          amount: payment.amount,
          createdAt: payment.createdAt,
        });
        if (result.status === 'error' || result.status === 'pending') continue;
        const age = this.clock.now().getTime() - Date.parse(payment.createdAt);
        if (result.status === 'declined' && !result.reference && age < this.settings.providerTimeoutMs) continue;
        const after = await this.completion.apply(payment.id, outcomeOf(result, 'reconciliation'));
        if (after.status !== payment.status) changed++;
      } catch (error) {
        this.logger.warn({ err: error, paymentId: payment.id }, 'No se pudo conciliar el pago');
      }
    }
    return { checked: pending.length, changed };
  }
}
