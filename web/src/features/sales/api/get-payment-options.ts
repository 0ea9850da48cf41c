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
  /** No real money is charged (sandbox or a staging site's test mode): every purchase page says so. */
  testMode: boolean;
}

export async function fetchPaymentOptions(): Promise<PaymentOptions> {
  return (await apiGetOnce<{ data: PaymentOptions }>('/api/sales/payment-options', saleRequest())).data;
}
