import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { chileanToday } from '../../pricing/index.js';
import { notFound, PoliciesError } from '../domain/errors.js';
import { headerOf } from '../domain/bulk-load-columns.js';
import { normalizeHeader } from '../domain/bulk-load-columns.js';
import { validateActivationRow, type RawRow } from '../domain/row-validation.js';
import { POLICIES } from '../tokens.js';
import { windowOfInsurer } from './insurer-window.js';
import type { InsuredRepository, InsurerSettingsRepository, PolicyRepository, Transactor } from './ports.js';
import type { Actor } from '../domain/actor.js';
import type { Insured } from '../domain/insured.js';

/**
 * Adds one insured person (employee or dependant) to a collective policy from the back-office form, with the
 * very rules of a bulk-load row; the membership waits in PROCESS_ACTIVATION for acceptance.
 */
@injectable()
export class AddInsured {
  constructor(
    @inject(POLICIES.InsuredRepository) private readonly insured: InsuredRepository,
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.Transactor) private readonly transactor: Transactor,
    @inject(POLICIES.InsurerSettingsRepository) private readonly insurerSettings: InsurerSettingsRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, policyId: number, raw: RawRow): Promise<Insured> {
    const policy = await this.policies.get(actor.orgs, policyId);
    if (!policy || policy.clientOrganizationId === null) throw notFound('La póliza');
    const organizationId = policy.clientOrganizationId;
    const titulars = await this.insured.titularRuts(organizationId);
    const groups = new Map<string, number>();
    for (const group of policy.coverageGroups) {
      groups.set(normalizeHeader(group.code), group.id);
      groups.set(normalizeHeader(group.name), group.id);
    }
    const result = validateActivationRow(raw, {
      today: chileanToday(this.clock),
      window: await windowOfInsurer(this.insurerSettings, policy.insurerId, 'activation'),
      coverageGroup: (value) => groups.get(value) ?? null,
      defaultCoverageGroupId: policy.coverageGroups.length === 1 ? policy.coverageGroups[0]!.id : null,
      holderExists: (rut) => titulars.has(rut),
    });
    if (!result.ok) {
      const errors = Object.fromEntries(result.errors.map((e) => [e.column ?? '_', e.reason]));
      const first = result.errors[0]!;
      throw new PoliciesError('BAD_REQUEST', `${first.column ? headerOf(first.column) : 'Fila'}: ${first.reason}`, {
        errors,
      });
    }
    const row = result.row;
    await this.transactor.run(async (tx) => {
      const ids = await this.insured.upsertPeople(tx, organizationId, [row]);
      const personId = ids.get(row.rut)!;
      const added = await this.insured.addMemberships(tx, policyId, [
        {
          personId,
          coverageGroupId: row.coverageGroupId,
          startDate: row.startDate,
          status: 'PROCESS_ACTIVATION',
          bulkLoadId: null,
        },
      ]);
      if (!added.has(personId)) {
        throw new PoliciesError('CONFLICT', 'La persona ya está en la póliza.', {
          errors: { rut: 'La persona ya está en la póliza.' },
        });
      }
      await this.policies.addHistory(tx, policyId, actor, 'add-insured', { rut: row.rut });
    });
    const page = await this.insured.list(actor.orgs, {
      offset: 0,
      limit: 1,
      sort: { field: 'id', order: 'DESC' },
      filter: { policyId, q: row.rut },
    });
    return page.rows[0]!;
  }
}
