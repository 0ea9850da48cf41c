import { inject, injectable } from 'inversify';
import { notFound, PoliciesError } from '../domain/errors.js';
import { MEMBERSHIP_ACTIONS, membershipTransition, type MembershipAction } from '../domain/membership-flow.js';
import { retroactivityError } from '../domain/retroactivity.js';
import type { IsoDate } from '../domain/dates.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { chileanToday } from '../../pricing/index.js';
import { POLICY_STATUS_LABELS } from '../domain/statuses.js';
import { POLICIES } from '../tokens.js';
import { insuredActivated, insuredExcluded } from './events.js';
import { windowOfInsurer } from './insurer-window.js';
import type { EventSink, InsuredRepository, InsurerSettingsRepository, PolicyRepository, Transactor } from './ports.js';
import type { Actor } from '../domain/actor.js';
import type { Insured } from '../domain/insured.js';

/**
 * The policy-employee flows of spec 03 §4 for one or many insured: accept/decline an activation,
 * start a cancellation of an active insured (exclusion date inside the 30/30 window), accept/decline a
 * cancellation. Accepting publishes InsuredActivated / InsuredExcluded in the same transaction.
 * Insured of another company answer NOT_FOUND.
 */
@injectable()
export class ApplyMembershipAction {
  constructor(
    @inject(POLICIES.InsuredRepository) private readonly insured: InsuredRepository,
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.Transactor) private readonly transactor: Transactor,
    @inject(POLICIES.EventSink) private readonly events: EventSink,
    @inject(POLICIES.InsurerSettingsRepository) private readonly insurerSettings: InsurerSettingsRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(
    actor: Actor,
    id: number,
    action: MembershipAction,
    exclusion?: { date: IsoDate; reason: string | null },
  ): Promise<Insured> {
    const today = chileanToday(this.clock);
    const found = await this.insured.get(actor.orgs, id);
    if (!found) throw notFound('El asegurado');
    if (action === 'start-cancellation') {
      const message = !exclusion?.date
        ? 'Indica la fecha de exclusión.'
        : retroactivityError('cancellation', exclusion.date, today, await this.windowOf(found.policyId));
      if (message) throw new PoliciesError('BAD_REQUEST', message, { errors: { exclusionDate: message } });
    }
    await this.transactor.run(async (tx) => {
      const locked = await this.insured.lock(tx, id);
      if (!locked) throw notFound('El asegurado');
      const next = membershipTransition(locked.status, action);
      if (!next) {
        throw new PoliciesError(
          'NOT_EDITABLE',
          `No se puede ${MEMBERSHIP_ACTIONS[action].label.toLowerCase()}: el asegurado está ${POLICY_STATUS_LABELS[locked.status].toLowerCase()}.`,
        );
      }
      await this.insured.setStatus(tx, id, next, action === 'start-cancellation' ? exclusion : undefined);
      await this.policies.addHistory(tx, found.policyId, actor, action, { insuredId: id, rut: found.rut, to: next });
      if (action === 'accept-activation') {
        await this.events.publish(
          tx,
          insuredActivated({ policyId: found.policyId, insuredId: id, rut: found.rut, startDate: found.startDate }),
        );
      }
      if (action === 'accept-cancellation') {
        await this.events.publish(
          tx,
          insuredExcluded({
            policyId: found.policyId,
            insuredId: id,
            rut: found.rut,
            exclusionDate: found.exclusionDate ?? today,
            reason: found.exclusionReason,
          }),
        );
      }
    });
    return (await this.insured.get(actor.orgs, id))!;
  }

  private async windowOf(policyId: number) {
    const policy = await this.policies.get(null, policyId);
    return windowOfInsurer(this.insurerSettings, policy?.insurerId ?? null, 'cancellation');
  }
}
