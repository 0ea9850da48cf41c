import { randomUUID } from 'node:crypto';
import type {
  ChargeRequest,
  PaymentProvider,
  ProviderResult,
  StatusQuery,
  WebhookNotice,
} from '../../application/ports.js';

/** Our bank account for transfers (the company's details, content module), or null while it is not set. */
export type TransferAccountSource = () => Promise<Record<string, unknown> | null>;

/**
 * Manual bank transfer ('transfer-one-time-non-automated'): no outside API. The buyer gets our bank
 * details and a reference; the payment stays PENDING until the back-office confirms it. Without an account
 * set in the back-office the transfer is declined (nothing invented is shown as our account).
 */
export class TransferProvider implements PaymentProvider {
  readonly name = 'transfer' as const;

  constructor(private readonly account: TransferAccountSource) {}

  async charge(request: ChargeRequest): Promise<ProviderResult> {
    const account = await this.account();
    if (!account) return { status: 'declined', reference: null, code: 'TRANSFER_UNAVAILABLE' };
    const reference = `TR-${randomUUID().slice(0, 8).toUpperCase()}`;
    return { status: 'pending', reference, instructions: { ...account, amount: request.amount, reference } };
  }

  async status(payment: StatusQuery): Promise<ProviderResult> {
    return { status: 'pending', reference: payment.reference };
  }

  async refund(): Promise<ProviderResult> {
    return { status: 'pending', reference: null };
  }

  async parseWebhook(): Promise<WebhookNotice | null> {
    return null;
  }
}
