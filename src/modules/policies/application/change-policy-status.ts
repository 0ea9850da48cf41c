import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { notFound, PoliciesError } from '../domain/errors.js';
import { canMovePolicy } from '../domain/membership-flow.js';
import { POLICY_STATUS_LABELS, type PolicyStatus } from '../domain/statuses.js';
import { POLICIES } from '../tokens.js';
import { policyActivated, policyCanceled } from './events.js';
import type { EventSink, PolicyRepository, Transactor } from './ports.js';
import type { Actor } from '../domain/actor.js';
import type { Policy } from '../domain/policy.js';

/**
 * Moves a policy through its statuses (spec 03 §4). Becoming ACTIVE publishes PolicyActivated and becoming
 * CANCELED publishes PolicyCanceled, in the same transaction as the change (billing consumes both).
 */
@injectable()
export class ChangePolicyStatus {
  constructor(
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.Transactor) private readonly transactor: Transactor,
    @inject(POLICIES.EventSink) private readonly events: EventSink,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, id: number, status: PolicyStatus): Promise<Policy> {
    await this.transactor.run(async (tx) => {
      const policy = await this.policies.get(actor.orgs, id, tx);
      if (!policy) throw notFound('La póliza');
      if (policy.status === status) return;
      if (!canMovePolicy(policy.status, status)) {
        throw new PoliciesError(
          'NOT_EDITABLE',
          `Una póliza ${POLICY_STATUS_LABELS[policy.status].toLowerCase()} no puede pasar a ${POLICY_STATUS_LABELS[status].toLowerCase()}.`,
        );
      }
      await this.policies.update(tx, id, { status });
      await this.policies.addHistory(tx, id, actor, 'status', { from: policy.status, to: status });
      if (status === 'ACTIVE') await this.events.publish(tx, policyActivated({ ...policy, status }));
      if (status === 'CANCELED')
        await this.events.publish(tx, policyCanceled({ policyId: id, canceledAt: this.clock.now().toISOString() }));
    });
    const policy = await this.policies.get(actor.orgs, id);
    if (!policy) throw notFound('La póliza');
    return policy;
  }
}
