import { inject, injectable } from 'inversify';
import { addDays, addMonths } from '../domain/dates.js';
import { notFound } from '../domain/errors.js';
import { POLICIES } from '../tokens.js';
import type { Actor, Policy, PolicyRepository, Transactor } from './ports.js';

/**
 * Duplicate (policy:duplicate) copies a policy's terms and coverage groups into a new PENDING policy of the
 * same company; renewal (policy:renewal) does the same for the next term (starting the day after the old one
 * ends, or a year after it started) and links it with renewalOf. Both are written to both histories.
 */
@injectable()
export class CopyPolicy {
  constructor(
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.Transactor) private readonly transactor: Transactor,
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
      return newId;
    });
    return (await this.policies.get(actor.orgs, newId))!;
  }
}
