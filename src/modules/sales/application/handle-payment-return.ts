import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { lookupPaymentError } from '../domain/error-catalogue.js';
import { SALES } from '../tokens.js';
import { type CompleteSale, outcomeOf } from './complete-sale.js';
import type { PaymentOutcome, PaymentProviders, PaymentRecord, SaleRepository } from './ports.js';
import { isUuid } from './sale-access.js';

/**
 * GET|POST /api/sales/payments/{paymentId}/return: the buyer back from a provider's own payment page
 * (Webpay Plus). The provider's adapter reads the return and confirms it (Webpay: commit); the answer
 * is applied like any other (only forward, so a return delivered twice ends in one state) and the
 * buyer is sent to the purchase's Confirmacion page, which shows the sale paid or the payment's advice.
 */
@injectable()
export class HandlePaymentReturn {
  constructor(
    @inject(SALES.SaleRepository) private readonly sales: SaleRepository,
    @inject(SALES.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(SALES.CompleteSale) private readonly completion: CompleteSale,
  ) {}

  async execute(
    paymentId: string,
    params: Record<string, string>,
  ): Promise<{ productCode: string; payment: PaymentRecord }> {
    const payment = isUuid(paymentId) ? await this.sales.findPaymentById(paymentId) : null;
    const provider = payment?.provider ? this.providers.get(payment.provider) : undefined;
    if (!payment || !provider?.completeReturn) throw new AppError('NOT_FOUND', 'No existe el pago.');
    const sale = await this.sales.findById(payment.saleId);
    if (!sale) throw new AppError('NOT_FOUND', 'No existe la compra.');

    const read = await provider.completeReturn(params, {
      paymentId: payment.id,
      reference: payment.providerReference,
    });
    const reference =
      read.kind === 'voided' ? read.reference : 'reference' in read.result ? read.result.reference : null;
    // A token of another payment cannot settle this one.
    if (reference && payment.providerReference && reference !== payment.providerReference) {
      throw new AppError('BAD_REQUEST', 'El retorno del medio de pago no corresponde a este pago.');
    }
    let outcome: PaymentOutcome;
    if (read.kind === 'voided') {
      const view = lookupPaymentError(read.code);
      outcome = {
        status: 'VOID',
        errorCode: read.code,
        message: view.message,
        advice: view.adviceText,
        settle: true,
        source: 'return',
        data: { params: safeParams(params) },
      };
    } else if (read.result.status === 'error') {
      // Nothing confirmed: the payment stays PENDING for the reconciliation to ask.
      return { productCode: sale.productCode, payment };
    } else {
      outcome = { ...outcomeOf(read.result, 'return'), data: { ...read.result.data, params: safeParams(params) } };
    }
    const after = await this.completion.apply(payment.id, outcome);
    return { productCode: sale.productCode, payment: after };
  }
}

/** Only Webpay's documented fields are kept in the payment's history. */
function safeParams(params: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of ['token_ws', 'TBK_TOKEN', 'TBK_ORDEN_COMPRA', 'TBK_ID_SESION']) {
    if (typeof params[key] === 'string') kept[key] = params[key].slice(0, 100);
  }
  return kept;
}
