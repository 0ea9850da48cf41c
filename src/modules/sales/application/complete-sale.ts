import { inject, injectable } from 'inversify';
import type { Logger } from '../../../platform/logger.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { lookupPaymentError } from '../domain/error-catalogue.js';
import type { PaymentStatus } from '../domain/statuses.js';
import { SALES } from '../tokens.js';
import type { PaymentOutcome, PaymentRecord, ProviderResult, SaleLeads, SaleRecord, SaleRepository } from './ports.js';
import { saleCompletedPayload } from './sale-completion.js';

const STATUS_OF: Record<ProviderResult['status'], PaymentStatus> = {
  approved: 'OK',
  declined: 'DECLINED',
  pending: 'PENDING',
  error: 'PENDING',
};

/** A provider answer as an outcome: the message and advice come from the §8 catalogue. */
export function outcomeOf(result: ProviderResult, source: PaymentOutcome['source'], settle = true): PaymentOutcome {
  const code =
    result.status === 'declined' || result.status === 'error'
      ? result.code
      : result.status === 'pending'
        ? (result.code ?? null)
        : null;
  const view = code ? lookupPaymentError(code) : null;
  return {
    status: STATUS_OF[result.status],
    providerReference: 'reference' in result ? result.reference : undefined,
    errorCode: code,
    message: view?.message ?? null,
    advice: view?.adviceText ?? null,
    instructions: result.status === 'pending' ? (result.instructions ?? null) : undefined,
    redirectUrl: result.status === 'pending' ? (result.redirectUrl ?? null) : undefined,
    challenge: result.status === 'pending' ? (result.challenge ?? null) : undefined,
    settle,
    source,
    data: result.data,
  };
}

/**
 * Writes a payment outcome; when it pays the sale, the sale completes and SaleCompleted is published in
 * that same transaction (repository), then the lead is closed as sold (a lead failure is only logged).
 */
@injectable()
export class CompleteSale {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.SaleLeads) private readonly leads: SaleLeads,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async apply(paymentId: string, outcome: PaymentOutcome): Promise<PaymentRecord> {
    return (await this.applyDetailed(paymentId, outcome)).payment;
  }

  /** The payment after the outcome, and whether the outcome changed its status (false for a repeat). */
  async applyDetailed(
    paymentId: string,
    outcome: PaymentOutcome,
  ): Promise<{ payment: PaymentRecord; applied: boolean }> {
    const result = await this.sales.applyOutcome(paymentId, outcome, (sale, payment, now) =>
      saleCompletedPayload(sale, payment, now),
    );
    if (result.completed) await this.closeLead(result.sale);
    return { payment: result.payment, applied: result.applied };
  }

  async withoutPayment(saleId: string): Promise<SaleRecord> {
    const result = await this.sales.completeWithoutPayment(saleId, (sale, now) =>
      saleCompletedPayload(sale, null, now),
    );
    if (result.completed) await this.closeLead(result.sale);
    return result.sale;
  }

  private async closeLead(sale: SaleRecord): Promise<void> {
    if (!sale.leadId) return;
    try {
      await this.leads.closeAsSold(sale.leadId);
    } catch (error) {
      this.logger.warn({ err: error, saleId: sale.id }, 'No se pudo cerrar el lead de la venta');
    }
  }
}
