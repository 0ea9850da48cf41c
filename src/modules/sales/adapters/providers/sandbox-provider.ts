import { createHmac, timingSafeEqual } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import type {
  CardVault,
  ChargeRequest,
  PaymentProvider,
  ProviderResult,
  RefundQuery,
  StatusQuery,
  WebhookNotice,
} from '../../application/ports.js';
import type { Money } from '../../../../kernel/money.js';
import { methodOf } from '../../domain/payment-types.js';
import { parseSandboxToken } from '../../domain/sandbox-cards.js';
import type { TransferAccountSource } from './transfer-provider.js';
import { SandboxVault } from './sandbox-vault.js';

/** Canonical signature of a sandbox notice: hex HMAC-SHA256 of the JSON body with the webhook secret. */
export function sandboxSignature(body: unknown, secret: string): string {
  return createHmac('sha256', secret).update(JSON.stringify(body)).digest('hex');
}

export interface SandboxOptions {
  webhookSecret: string;
  /** How long the 'timeout' test card keeps the caller waiting (longer than the payment timeout). */
  timeoutDelayMs: number;
  /** Bank data shown for a transfer. */
  transferAccount: TransferAccountSource;
}

/**
 * The sandbox provider, default in development and tests: acts out the test cards of
 * domain/sandbox-cards.ts and keeps its own ledger (sandbox_provider_charges), which plays the
 * provider's side: every charge it takes is a row, so a test can count charges, and the reconciliation
 * can ask it about a payment whose answer was lost.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  /** Card-on-file for automatic monthly charges (issue 28). */
  readonly vault: CardVault;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly options: SandboxOptions,
  ) {
    this.vault = new SandboxVault(sequelize, options.timeoutDelayMs);
  }

  private async record(
    orderId: string,
    kind: 'charge' | 'transfer' | 'refund',
    status: string,
    amount: Money,
    declineCode: string | null = null,
  ): Promise<string> {
    const [row] = await this.sequelize.query<{ reference: string }>(
      `INSERT INTO sandbox_provider_charges (reference, merchant_order, kind, status, amount, currency, decline_code)
       VALUES ('sbx-' || gen_random_uuid(), $1, $2, $3, $4::numeric, $5, $6) RETURNING reference`,
      { bind: [orderId, kind, status, amount.amount, amount.currency, declineCode], type: QueryTypes.SELECT },
    );
    return row!.reference;
  }

  async charge(request: ChargeRequest): Promise<ProviderResult> {
    if (methodOf(request.paymentType) === 'transfer') {
      const account = await this.options.transferAccount();
      if (!account) return { status: 'declined', reference: null, code: 'TRANSFER_UNAVAILABLE' };
      const reference = await this.record(request.paymentId, 'transfer', 'pending', request.amount);
      return { status: 'pending', reference, instructions: { ...account, amount: request.amount, reference } };
    }
    const token = request.token ? parseSandboxToken(request.token) : null;
    if (!token) return { status: 'declined', reference: null, code: '3003' };
    switch (token.scenario) {
      case 'ok':
      case '3dsok':
        return {
          status: 'approved',
          reference: await this.record(request.paymentId, 'charge', 'approved', request.amount),
        };
      case '3ds':
        return {
          status: 'declined',
          reference: await this.record(
            request.paymentId,
            'charge',
            'declined',
            request.amount,
            'cc_rejected_3ds_mandatory',
          ),
          code: 'cc_rejected_3ds_mandatory',
        };
      case 'declined': {
        const code = token.declineCode ?? 'K505';
        return {
          status: 'declined',
          reference: await this.record(request.paymentId, 'charge', 'declined', request.amount, code),
          code,
        };
      }
      case 'timeout': {
        // The charge goes through on the provider's side, but its answer comes too late.
        const reference = await this.record(request.paymentId, 'charge', 'approved', request.amount);
        await new Promise((resolve) => setTimeout(resolve, this.options.timeoutDelayMs));
        return { status: 'approved', reference };
      }
    }
  }

  async status(payment: StatusQuery): Promise<ProviderResult> {
    const [row] = await this.sequelize.query<{ reference: string; status: string; decline_code: string | null }>(
      `SELECT reference, status, decline_code FROM sandbox_provider_charges
        WHERE merchant_order = $1 AND kind <> 'refund' ORDER BY id DESC LIMIT 1`,
      { bind: [payment.paymentId], type: QueryTypes.SELECT },
    );
    if (!row) return { status: 'declined', reference: null, code: '3005' };
    if (row.status === 'approved') return { status: 'approved', reference: row.reference };
    if (row.status === 'declined')
      return { status: 'declined', reference: row.reference, code: row.decline_code ?? 'K505' };
    return { status: 'pending', reference: row.reference };
  }

  async refund(payment: RefundQuery): Promise<ProviderResult> {
    return {
      status: 'approved',
      reference: await this.record(payment.paymentId, 'refund', 'approved', payment.amount),
    };
  }

  async parseWebhook(headers: Record<string, string | undefined>, body: unknown): Promise<WebhookNotice | null> {
    const given = headers['x-sandbox-signature'] ?? '';
    const expected = sandboxSignature(body, this.options.webhookSecret);
    if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
    const notice = body as { reference?: unknown; status?: unknown; code?: unknown };
    const statuses = ['approved', 'declined', 'pending', 'refunded'];
    if (
      typeof notice.reference !== 'string' ||
      typeof notice.status !== 'string' ||
      !statuses.includes(notice.status)
    ) {
      return null;
    }
    if (notice.status === 'approved') {
      // A transfer confirmed by the bank: the ledger follows.
      await this.sequelize.query(
        `UPDATE sandbox_provider_charges SET status = 'approved' WHERE reference = $1 AND status = 'pending'`,
        {
          bind: [notice.reference],
        },
      );
    }
    return {
      reference: notice.reference,
      status: notice.status as WebhookNotice['status'],
      code: typeof notice.code === 'string' ? notice.code : undefined,
      data: { notice: body },
    };
  }
}
