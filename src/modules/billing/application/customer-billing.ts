import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { chileanToday } from '../../pricing/index.js';
import type { PaymentStatus } from '../domain/payment-status.js';
import { BILLING } from '../tokens.js';
import type { BillingQueries } from './ports.js';

/** A payment period as a Portal Personas customer sees it (issue 29): plain values, pesos and UF. */
export interface CustomerPeriod {
  id: number;
  policyId: number;
  policyNumber: string;
  seq: number;
  startDate: string;
  endDate: string;
  dueDate: string;
  /** The amount owed as agreed (UF or pesos) and its pesos (null while a UF period waits for its UF). */
  amount: { amount: string; currency: string };
  amountClp: number | null;
  ufValue: string | null;
  paidClp: number;
  status: PaymentStatus;
}

/** A payment recorded on a period: the receipt the customer downloads. */
export interface CustomerReceipt {
  id: number;
  periodId: number;
  policyId: number;
  policyNumber: string;
  amountClp: number;
  method: 'transfer' | 'provider';
  provider: string | null;
  paidAt: string;
}

const ALL = { kind: 'all' } as const;

/**
 * A customer's periods and receipts (issue 29), at BILLING.CustomerBilling: the caller names the policies the
 * customer owns (from the policies module's facade), and every read is confined to them.
 */
@injectable()
export class CustomerBilling {
  constructor(
    @inject(BILLING.Queries) private readonly queries: BillingQueries,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async periods(policyIds: readonly number[]): Promise<CustomerPeriod[]> {
    const today = chileanToday(this.clock);
    const found: CustomerPeriod[] = [];
    for (const policyId of policyIds) {
      const page = await this.queries.periods({
        offset: 0,
        limit: 500,
        sort: { field: 'startDate', order: 'ASC' },
        filter: { policyId },
        scope: ALL,
        today,
      });
      for (const period of page.rows) {
        found.push({
          id: period.id,
          policyId: period.policyId,
          policyNumber: period.policyNumber,
          seq: period.seq,
          startDate: period.startDate,
          endDate: period.endDate,
          dueDate: period.dueDate,
          amount: { amount: period.amount, currency: period.currency },
          amountClp: period.amountClp,
          ufValue: period.ufValue,
          paidClp: period.paidClp,
          status: period.paymentStatus,
        });
      }
    }
    return found;
  }

  async receipts(policyIds: readonly number[]): Promise<CustomerReceipt[]> {
    const periods = await this.periods(policyIds);
    const receipts: CustomerReceipt[] = [];
    for (const period of periods) {
      const page = await this.queries.payments({
        offset: 0,
        limit: 100,
        sort: { field: 'paidAt', order: 'ASC' },
        filter: { periodId: period.id },
        scope: ALL,
        today: chileanToday(this.clock),
      });
      for (const payment of page.rows) {
        receipts.push({
          id: payment.id,
          periodId: payment.periodId,
          policyId: payment.policyId,
          policyNumber: payment.policyNumber,
          amountClp: payment.amountClp,
          method: payment.method,
          provider: payment.provider,
          paidAt: payment.paidAt,
        });
      }
    }
    return receipts;
  }
}
