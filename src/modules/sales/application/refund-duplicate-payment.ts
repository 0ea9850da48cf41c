import { inject, injectable } from 'inversify';
import type { Logger } from '../../../platform/logger.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { SALES } from '../tokens.js';
import type { CompleteSale } from './complete-sale.js';
import type { PaymentProviders, PaymentRecord, SaleRepository } from './ports.js';

export type DuplicateRefundResult = 'refunded' | 'to-refund-by-hand' | 'nothing-to-do';

/**
 * A sale is paid once (issue 25 hole 4): a payment approved after another paid the sale (the repository
 * marked it duplicate and wrote this job) is refunded through its provider. The move OK -> REQUEST_REFUND
 * happens once (the state machine), so a replayed notice or job refunds once. Where the provider cannot
 * refund by API (a manual transfer) or refuses, the payment stays REQUEST_REFUND and the back-office's
 * Ventas shows the sale's alert. Never publishes SaleRefunded: the sale's cover stands on its first payment.
 */
@injectable()
export class RefundDuplicatePayment {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(SALES.CompleteSale) private readonly completion: CompleteSale,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(paymentId: string): Promise<DuplicateRefundResult> {
    const payment = await this.sales.findPaymentById(paymentId);
    if (!payment?.duplicate || payment.status !== 'OK') return 'nothing-to-do';
    const requested = await this.completion.applyDetailed(payment.id, {
      status: 'REQUEST_REFUND',
      settle: true,
      source: 'duplicate',
      data: { reason: 'Pago duplicado: la venta ya estaba pagada.' },
    });
    if (!requested.applied) return 'nothing-to-do';
    this.logger.warn(
      { saleId: payment.saleId, paymentId: payment.id, provider: payment.provider },
      'Pago aprobado para una venta ya pagada: se devuelve',
    );
    return this.refund(payment);
  }

  private async refund(payment: PaymentRecord): Promise<DuplicateRefundResult> {
    const provider = payment.provider ? this.providers.get(payment.provider) : undefined;
    const reference = payment.providerReference;
    if (!provider || !reference) return this.byHand(payment, 'El pago no pasó por un proveedor que devuelva por API.');
    let result;
    try {
      result = await provider.refund({ paymentId: payment.id, reference, amount: payment.amount });
    } catch (error) {
      this.logger.warn({ err: error, paymentId: payment.id }, 'El proveedor no pudo devolver el pago duplicado');
      return this.byHand(payment, 'El proveedor no respondió a la devolución.');
    }
    if (result.status !== 'approved') {
      const why =
        result.status === 'declined'
          ? `El proveedor rechazó la devolución (${result.code}).`
          : 'El proveedor no devuelve este pago por API.';
      return this.byHand(payment, why);
    }
    await this.completion.apply(payment.id, {
      status: 'REFUND',
      settle: true,
      source: 'duplicate',
      data: { reference: result.reference },
    });
    return 'refunded';
  }

  /** Stays REQUEST_REFUND (the back-office alert); the reason is kept in the payment's history. */
  private async byHand(payment: PaymentRecord, reason: string): Promise<DuplicateRefundResult> {
    await this.completion.apply(payment.id, {
      status: 'REQUEST_REFUND',
      settle: true,
      source: 'duplicate',
      data: { toRefundByHand: true, reason },
    });
    return 'to-refund-by-hand';
  }
}
