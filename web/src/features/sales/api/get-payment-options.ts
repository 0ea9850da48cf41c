import { apiGetOnce } from '../../../lib/api-client';
import { saleRequest } from './sale';

/** What the payment step offers (GET /api/sales/payment-options, by the server's configuration). */
export interface PaymentOptions {
  card: {
    provider: string;
    library:
      | { kind: 'kushki'; scriptUrl: string; publicKey: string; testEnvironment: boolean }
      | { kind: 'mercadopago'; scriptUrl: string; publicKey: string }
      | null;
  } | null;
  webpay: boolean;
  transfer: { paymentType: string } | null;
  /**
   * "Pago automático mensual con tarjeta" (products paid monthly): the provider keeping the card, enrolled on its
   * own page ('page') or in our card form ('card-form'). Null: not configured.
   */
  monthlyCard: { provider: string; enrolment: 'page' | 'card-form' } | null;
  /** No real money is charged (sandbox or a staging site's test mode): every purchase page says so. */
  testMode: boolean;
}

export async function fetchPaymentOptions(): Promise<PaymentOptions> {
  return (await apiGetOnce<{ data: PaymentOptions }>('/api/sales/payment-options', saleRequest())).data;
}
