import { inject, injectable } from 'inversify';
import type { PaymentPeriodSettled } from '../../billing/contracts.js';
import { NON_PAYMENT_ACTOR_NAME, onPeriodSettled } from '../domain/non-payment.js';
import { POLICIES } from '../tokens.js';
import type { PolicyArrearsRepository, PolicyRepository, Tx } from './ports.js';

/**
 * PaymentPeriodSettled (billing: a charge left the period PAID) -> a late period of the policy is no longer owed;
 * with the last one the policy's arrears end (domain/non-payment.ts), written in its history. A period that was
 * never late changes nothing.
 */
@injectable()
export class ApplyPeriodSettled {
  constructor(
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.PolicyArrearsRepository) private readonly arrears: PolicyArrearsRepository,
  ) {}

  async execute(tx: Tx, event: PaymentPeriodSettled): Promise<'cleared' | 'ignored'> {
    const settled = event.payload;
    const wasLate = await this.arrears.settle(tx, settled.periodId, settled.settledAt);
    const decision = onPeriodSettled({
      wasLate,
      openLatePeriodsAfter: wasLate ? await this.arrears.openCount(tx, settled.policyId) : 0,
    });
    if (!decision.clear) return 'ignored';
    await this.policies.addHistory(
      tx,
      settled.policyId,
      { id: null, name: NON_PAYMENT_ACTOR_NAME },
      decision.history.action,
      {
        periodId: settled.periodId,
        seq: settled.seq,
        paidClp: settled.paidClp,
        arrearsEnded: decision.history.arrearsEnded,
      },
    );
    return 'cleared';
  }
}
