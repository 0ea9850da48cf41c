import { randomUUID } from 'node:crypto';
import type {
  ChargeRequest,
  PaymentProvider,
  ProviderResult,
  StatusQuery,
  WebhookNotice,
} from '../../application/ports.js';

/**
 * Manual bank transfer ('transfer-one-time-non-automated'): no outside API. The buyer gets our bank
 * details and a reference; the payment stays PENDING until the back-office confirms it.
 */
export class TransferProvider implements PaymentProvider {
  readonly name = 'transfer' as const;

  constructor(private readonly instructions: Record<string, unknown>) {}

  async charge(request: ChargeRequest): Promise<ProviderResult> {
    const reference = `TR-${randomUUID().slice(0, 8).toUpperCase()}`;
    return { status: 'pending', reference, instructions: { ...this.instructions, amount: request.amount, reference } };
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
