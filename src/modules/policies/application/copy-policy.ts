import { inject, injectable } from 'inversify';
import { addDays, addMonths } from '../domain/dates.js';
import { notFound } from '../domain/errors.js';
import { POLICIES } from '../tokens.js';
import { insuredActivated } from './events.js';
import type { EventSink, InsuredRepository, PolicyRepository, Transactor, Tx } from './ports.js';
import type { Actor } from '../domain/actor.js';
import type { Insured } from '../domain/insured.js';
import type { Policy } from '../domain/policy.js';

const PAGE = 1000;

/**
 * Duplicate (policy:duplicate) copies a policy's terms and coverage groups into a new PENDING policy of the
 * same company; renewal (policy:renewal) does the same for the next term (starting the day after the old one
 * ends, or a year after it started) and links it with renewalOf. Both are written to both histories.
 * A renewal also carries the people insured at the time (ACTIVE memberships) into the new term, insured
 * from its first day in the coverage group of the same code, each publishing InsuredActivated so billing
 * counts them: the company's employees stay covered without a new load. People already on their way out
 * (PROCESS_CANCELLATION) and pending activations are left to the old policy's flow.
 */
@injectable()
export class CopyPolicy {
  constructor(
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.Transactor) private readonly transactor: Transactor,
    @inject(POLICIES.InsuredRepository) private readonly insured: InsuredRepository,
    @inject(POLICIES.EventSink) private readonly events: EventSink,
  ) {}

  async execute(actor: Actor, id: number, mode: 'duplicate' | 'renewal'): Promise<Policy> {
    const source = await this.policies.get(actor.orgs, id);
    if (!source) throw notFound('La póliza');
    const startDate =
      mode === 'renewal'
        ? source.endDate
          ? addDays(source.endDate, 1)
          : addMonths(source.startDate, 12)
        : source.startDate;
    const endDate = mode === 'renewal' ? addDays(addMonths(startDate, 12), -1) : source.endDate;
    const newId = await this.transactor.run(async (tx) => {
      const newId = await this.policies.insert(tx, {
        kind: source.kind,
        clientOrganizationId: source.clientOrganizationId,
        insurerId: source.insurerId,
        productId: source.productId,
        productName: source.productName,
        status: 'PENDING',
        startDate,
        endDate,
        periodicityMonths: source.periodicityMonths,
        premium: source.premium,
        premiumBasis: source.premiumBasis,
        renewalOf: mode === 'renewal' ? source.id : null,
        duplicatedFrom: mode === 'duplicate' ? source.id : null,
        coverageGroups: source.coverageGroups.map(({ code, name }) => ({ code, name })),
      });
      await this.policies.addHistory(tx, newId, actor, mode, { from: source.id, fromNumber: source.number });
      await this.policies.addHistory(tx, source.id, actor, mode === 'renewal' ? 'renewed' : 'duplicated', {
        to: newId,
      });
      if (mode === 'renewal') {
        const carried = await this.carryInsured(tx, source, newId, startDate);
        if (carried > 0) await this.policies.addHistory(tx, newId, actor, 'insured-carried', { count: carried });
      }
      return newId;
    });
    return (await this.policies.get(actor.orgs, newId))!;
  }

  private async carryInsured(tx: Tx, source: Policy, newId: number, startDate: string): Promise<number> {
    const active: Insured[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = await this.insured.list(
        null,
        {
          offset,
          limit: PAGE,
          sort: { field: 'id', order: 'ASC' },
          filter: { policyId: source.id, status: 'ACTIVE' },
        },
        tx,
      );
      active.push(...page.rows);
      if (page.rows.length < PAGE) break;
    }
    if (active.length === 0) return 0;
    const renewed = (await this.policies.get(null, newId, tx))!;
    const codeOf = new Map(source.coverageGroups.map((group) => [group.id, group.code]));
    const groupOf = new Map(renewed.coverageGroups.map((group) => [group.code, group.id]));
    await this.insured.addMemberships(
      tx,
      newId,
      active.map((member) => ({
        personId: member.personId,
        coverageGroupId:
          member.coverageGroupId === null ? null : (groupOf.get(codeOf.get(member.coverageGroupId) ?? '') ?? null),
        startDate: startDate as Insured['startDate'],
        status: 'ACTIVE' as const,
        bulkLoadId: null,
      })),
    );
    const members = await this.insured.list(
      null,
      { offset: 0, limit: active.length, sort: { field: 'id', order: 'ASC' }, filter: { policyId: newId } },
      tx,
    );
    await this.events.publish(
      tx,
      ...members.rows.map((member) =>
        insuredActivated({ policyId: newId, insuredId: member.id, rut: member.rut, startDate: member.startDate }),
      ),
    );
    return members.rows.length;
  }
}
