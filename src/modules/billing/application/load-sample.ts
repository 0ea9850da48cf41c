import { inject, injectable } from 'inversify';
import type { PolicyActivated } from '../../policies/index.js';
import { BILLING } from '../tokens.js';
import { type OpenPolicyPeriods } from './open-policy-periods.js';
import type { LedgerFactory } from './ports.js';
import { type RecordInsuredChange } from './record-insured-change.js';
import { reconcilePeriods } from './recompute-periods.js';

export interface SamplePolicy {
  policy: PolicyActivated['payload'];
  insured: { insuredId: number; rut: string; startDate: string }[];
  /** Payments by period position: 'full' pays the balance, a number pays that many pesos. */
  payments: { seq: number; amountClp: number | 'full' }[];
}

/**
 * Loads labelled sample billing (issue 12's "sample data") through the same use cases as the events, so a
 * fresh clone's dashboard and reminders show something: periods, insured people and transfer payments.
 * Policy ids are the caller's; a policy already present is skipped, so a second load changes nothing.
 */
@injectable()
export class LoadBillingSample {
  constructor(
    @inject(BILLING.LedgerFactory) private readonly ledgers: LedgerFactory,
    @inject(Symbol.for('billing.OpenPolicyPeriods')) private readonly open: OpenPolicyPeriods,
    @inject(Symbol.for('billing.RecordInsuredChange')) private readonly insured: RecordInsuredChange,
  ) {}

  async execute(samples: readonly SamplePolicy[]): Promise<{ policies: number; skipped: number }> {
    let policies = 0;
    let skipped = 0;
    for (const sample of samples) {
      const rates = await this.open.prepare(sample.policy);
      const loaded = await this.ledgers.inTransaction(async (ledger) => {
        await ledger.lockPolicy(sample.policy.policyId);
        if (await ledger.findPolicy(sample.policy.policyId)) return false;
        for (const person of sample.insured) {
          await ledger.upsertInsured(sample.policy.policyId, person.insuredId, person.rut, {
            startDate: person.startDate,
          });
        }
        await this.open.execute(sample.policy, ledger, rates);
        const periods = await ledger.periodsOf(sample.policy.policyId);
        for (const payment of sample.payments) {
          const period = periods.find((p) => p.seq === payment.seq);
          if (!period || period.amountClp === null || period.status === 'NA') continue;
          const amount =
            payment.amountClp === 'full' ? period.amountClp : Math.min(payment.amountClp, period.amountClp);
          if (amount <= 0) continue;
          await ledger.addPayment({
            periodId: period.id,
            policyId: period.policyId,
            organizationId: period.organizationId,
            amountClp: amount,
            method: 'transfer',
            provider: null,
            externalId: null,
            paidAt: period.dueDate,
            receiptFileId: null,
            note: 'Datos de ejemplo',
            recordedBy: null,
          });
          await ledger.syncPaid(period.id);
        }
        const policy = await ledger.findPolicy(sample.policy.policyId);
        if (policy && sample.payments.length > 0) await reconcilePeriods(ledger, policy);
        return true;
      });
      if (loaded) policies += 1;
      else skipped += 1;
    }
    return { policies, skipped };
  }
}
