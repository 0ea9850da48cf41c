import { inject, injectable } from 'inversify';
import type { SaleRefunded } from '../../sales/index.js';
import {
  membershipCancelledByRefund,
  REFUND_CANCELLATION_REASON,
  statusAfterRefund,
} from '../domain/refund-cancellation.js';
import { POLICIES } from '../tokens.js';
import { policyCanceled } from './events.js';
import type { EventSink, InsuredRepository, PolicyRepository, Tx } from './ports.js';

/** The sale's policy does not exist yet (its SaleCompleted is still on its way): the event is retried. */
export class PolicyNotYetCreatedError extends Error {}

const REFUND_ACTOR = { id: null, name: 'Devolución de la venta' };

/**
 * SaleRefunded -> the sale's policy and its insured people are CANCELED from the refund day (a history row as
 * every status change has), and PolicyCanceled carries the refund on to billing, in the event's transaction
 * (handleOnce: a re-delivered event changes nothing).
 */
@injectable()
export class CancelPolicyForRefund {
  constructor(
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.InsuredRepository) private readonly insured: InsuredRepository,
    @inject(POLICIES.EventSink) private readonly events: EventSink,
  ) {}

  async execute(tx: Tx, event: SaleRefunded): Promise<'canceled' | 'already-ended'> {
    const refund = event.payload;
    const policyId = await this.policies.findBySale(refund.saleId, tx);
    if (policyId === null) throw new PolicyNotYetCreatedError(`La venta ${refund.saleId} aún no tiene póliza`);
    const policy = (await this.policies.get(null, policyId, tx))!;
    const status = statusAfterRefund(policy.status);
    if (!status) return 'already-ended';
    await this.policies.update(tx, policyId, { status });
    await this.policies.addHistory(tx, policyId, REFUND_ACTOR, 'refund', {
      from: policy.status,
      to: status,
      canceledFrom: refund.refundDate,
      saleId: refund.saleId,
      paymentId: refund.paymentId,
      amount: refund.amount,
    });
    const members = await this.insured.list(
      null,
      { offset: 0, limit: 1000, sort: { field: 'id', order: 'ASC' }, filter: { policyId } },
      tx,
    );
    for (const member of members.rows.filter((m) => membershipCancelledByRefund(m.status))) {
      await this.insured.setStatus(tx, member.id, 'CANCELED', {
        date: refund.refundDate,
        reason: REFUND_CANCELLATION_REASON,
      });
    }
    await this.events.publish(
      tx,
      policyCanceled({
        policyId,
        canceledAt: refund.refundDate,
        refund: {
          saleId: refund.saleId,
          paymentId: refund.paymentId,
          amount: refund.amount,
          refundDate: refund.refundDate,
        },
      }),
    );
    return 'canceled';
  }
}
