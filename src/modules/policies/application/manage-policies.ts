import { inject, injectable } from 'inversify';
import { isValidPolicyNumber, normalizePolicyNumber, POLICY_NUMBER_MESSAGE } from '../domain/policy-number.js';
import { notFound, PoliciesError } from '../domain/errors.js';
import { POLICIES } from '../tokens.js';
import { sees } from './resolve-actor.js';
import type {
  Actor,
  ClientOrganizationRepository,
  HistoryEntry,
  ListOptions,
  Page,
  Policy,
  PolicyFilter,
  PolicyInput,
  PolicyRepository,
  Transactor,
} from './ports.js';

/** Fields a back-office edit may change (status has its own use case: it publishes events). */
export type PolicyChanges = Partial<
  Pick<
    PolicyInput,
    | 'number'
    | 'insurerId'
    | 'productId'
    | 'productName'
    | 'startDate'
    | 'endDate'
    | 'periodicityMonths'
    | 'premium'
    | 'premiumBasis'
    | 'coverageGroups'
  >
>;

const badRequest = (field: string, message: string) =>
  new PoliciesError('BAD_REQUEST', message, { errors: { [field]: message } });

/** Lists, shows, creates and edits collective policies, each change written to the history with its user. */
@injectable()
export class ManagePolicies {
  constructor(
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.ClientOrganizationRepository) private readonly organizations: ClientOrganizationRepository,
    @inject(POLICIES.Transactor) private readonly transactor: Transactor,
  ) {}

  list(actor: Actor, options: ListOptions<PolicyFilter>): Promise<Page<Policy>> {
    return this.policies.list(actor.orgs, options);
  }

  /** NOT_FOUND for a policy of another company (never FORBIDDEN: its existence is not revealed). */
  async get(actor: Actor, id: number): Promise<Policy> {
    const policy = await this.policies.get(actor.orgs, id);
    if (!policy) throw notFound('La póliza');
    return policy;
  }

  async history(actor: Actor, id: number): Promise<HistoryEntry[]> {
    await this.get(actor, id);
    return this.policies.history(id);
  }

  async create(actor: Actor, input: PolicyInput): Promise<Policy> {
    if (input.clientOrganizationId !== null) {
      const organization = await this.organizations.get(actor.orgs, input.clientOrganizationId);
      if (!organization) throw badRequest('clientOrganizationId', 'La empresa no existe.');
    }
    this.check(input);
    const id = await this.transactor.run(async (tx) => {
      const id = await this.policies.insert(tx, {
        ...input,
        number: input.number ? normalizePolicyNumber(input.number) : undefined,
        status: 'PENDING',
      });
      await this.policies.addHistory(tx, id, actor, 'create', { ...input, status: 'PENDING' });
      return id;
    });
    return this.get(actor, id);
  }

  async update(actor: Actor, id: number, changes: PolicyChanges): Promise<Policy> {
    const before = await this.get(actor, id);
    if (before.status === 'CANCELED' || before.status === 'DECLINE') {
      throw new PoliciesError('NOT_EDITABLE', 'Una póliza cancelada o rechazada no se puede editar.');
    }
    this.check({ ...before, ...changes });
    const diff: Record<string, { from: unknown; to: unknown }> = {};
    for (const [key, value] of Object.entries(changes)) {
      const previous = (before as unknown as Record<string, unknown>)[key];
      if (value !== undefined && JSON.stringify(previous) !== JSON.stringify(value))
        diff[key] = { from: previous, to: value };
    }
    if (Object.keys(diff).length === 0) return before;
    await this.transactor.run(async (tx) => {
      await this.policies.update(tx, id, {
        ...changes,
        number: changes.number ? normalizePolicyNumber(changes.number) : undefined,
      });
      await this.policies.addHistory(tx, id, actor, 'update', diff);
    });
    return this.get(actor, id);
  }

  private check(input: Partial<PolicyInput> & { startDate?: string; endDate?: string | null }) {
    if (input.number && !isValidPolicyNumber(input.number)) throw badRequest('number', POLICY_NUMBER_MESSAGE);
    if (input.endDate && input.startDate && input.endDate < input.startDate)
      throw badRequest('endDate', 'La fecha de término no puede ser anterior a la de inicio.');
    const codes = (input.coverageGroups ?? []).map((group) => group.code.trim().toUpperCase());
    if (new Set(codes).size !== codes.length)
      throw badRequest('coverageGroups', 'Los códigos de los grupos de cobertura no pueden repetirse.');
    if (input.premium?.currency === 'CLP' && !/^\d+$/.test(input.premium.amount))
      throw badRequest('premium', 'La prima en pesos debe ser un número entero.');
  }
}

export { sees };
