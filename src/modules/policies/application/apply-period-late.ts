import { inject, injectable } from 'inversify';
import type { PaymentPeriodLate } from '../../billing/contracts.js';
import { NON_PAYMENT_ACTOR_NAME, onPeriodLate } from '../domain/non-payment.js';
import { POLICIES } from '../tokens.js';
import type { PolicyArrearsRepository, PolicyRepository, Tx } from './ports.js';

/**
 * PaymentPeriodLate (billing: the automatic card charge of a period declined on every retry) -> the policy's
 * non-payment rules (domain/non-payment.ts): the late period is recorded, the policy is "en mora", and its
 * history says which period and how much is owed. In the event's transaction (handleOnce), and keyed by the
 * period as well, so a re-delivered or re-published lateness changes nothing.
 */
@injectable()
export class ApplyPeriodLate {
  constructor(
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.PolicyArrearsRepository) private readonly arrears: PolicyArrearsRepository,
  ) {}

  async execute(tx: Tx, event: PaymentPeriodLate): Promise<'recorded' | 'ignored' | 'unknown-policy'> {
    const late = event.payload;
    const policy = await this.policies.get(null, late.policyId, tx);
    if (!policy) return 'unknown-policy';
    const decision = onPeriodLate({
      policyStatus: policy.status,
      alreadyRecorded: (await this.arrears.find(tx, late.periodId)) !== null,
      openLatePeriodsBefore: await this.arrears.openCount(tx, late.policyId),
    });
    if (!decision.record) return 'ignored';
    await this.arrears.recordLate(tx, {
      periodId: late.periodId,
      policyId: late.policyId,
      seq: late.seq,
      dueDate: late.dueDate,
      owedClp: late.owedClp,
      lateAt: late.lateAt,
    });
    await this.policies.addHistory(
      tx,
      late.policyId,
      { id: null, name: NON_PAYMENT_ACTOR_NAME },
      decision.history.action,
      {
        periodId: late.periodId,
        seq: late.seq,
        dueDate: late.dueDate,
        owedClp: late.owedClp,
        firstInArrears: decision.history.firstInArrears,
      },
    );
    return 'recorded';
  }
}
