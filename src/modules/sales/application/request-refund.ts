import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { canPayment } from '../domain/statuses.js';
import { SALES } from '../tokens.js';
import { type CompleteSale } from './complete-sale.js';
import type { PaymentProviders, PaymentRecord, SaleRepository } from './ports.js';

/**
 * Back-office refund (spec 03 §4): OK -> REQUEST_REFUND, then the provider port; its confirmation moves
 * the payment to REFUND (at once, or later by webhook); a refusal returns it to OK.
 */
@injectable()
export class RequestRefund {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(SALES.CompleteSale) private readonly completion: CompleteSale,
  ) {}

  async execute(paymentId: string, by: { id: number; name: string }): Promise<PaymentRecord> {
    const payment = await this.sales.findPaymentById(paymentId);
    if (!payment) throw new AppError('NOT_FOUND', 'No existe el pago.');
    if (!canPayment(payment.status, 'REQUEST_REFUND')) {
      throw new AppError('NOT_EDITABLE', `Un pago en estado ${payment.status} no se puede devolver.`);
    }
    const provider = payment.provider ? this.providers.get(payment.provider) : undefined;
    if (!provider || !payment.providerReference) {
      throw new AppError(
        'NOT_EDITABLE',
        'Este pago no pasó por un proveedor; la devolución se hace por transferencia.',
      );
    }
    const requested = await this.completion.apply(payment.id, {
      status: 'REQUEST_REFUND',
      settle: true,
      source: 'admin',
      data: { by },
    });
    const result = await provider.refund({
      paymentId: payment.id,
      reference: payment.providerReference,
      amount: payment.amount,
    });
    if (result.status === 'approved') {
      return this.completion.apply(payment.id, {
        status: 'REFUND',
        settle: true,
        source: 'admin',
        data: { by, reference: result.reference },
      });
    }
    if (result.status === 'declined') {
      return this.completion.apply(payment.id, {
        status: 'OK',
        settle: true,
        source: 'admin',
        errorCode: result.code,
        data: { by },
      });
    }
    return requested;
  }
}
