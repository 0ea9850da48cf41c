import { inject, injectable } from 'inversify';
import { isValidPolicyNumber, normalizePolicyNumber, POLICY_NUMBER_MESSAGE } from '../domain/policy-number.js';
import { notFound, PoliciesError } from '../domain/errors.js';
import { POLICIES } from '../tokens.js';
import { sees } from './resolve-actor.js';
import type { ClientOrganizationRepository, InsurerDirectory, PolicyRepository, Transactor } from './ports.js';
import type { Actor } from '../domain/actor.js';
import type { ListOptions, Page } from '../domain/listing.js';
import type { HistoryEntry, Policy, PolicyFilter, PolicyInput } from '../domain/policy.js';

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
    @inject(POLICIES.InsurerDirectory) private readonly directory: InsurerDirectory,
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
    input = { ...input, ...(await this.catalogueRefs(input)) };
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
    if (changes.insurerId !== undefined || changes.productId !== undefined) {
      const productChanged = changes.productId !== undefined && changes.productId !== before.productId;
      const refs = await this.catalogueRefs({
        insurerId: changes.insurerId !== undefined ? changes.insurerId : before.insurerId,
        productId: changes.productId !== undefined ? changes.productId : before.productId,
        // A new product without a name takes the catalogue's name, not the old product's.
        productName:
          changes.productName !== undefined ? changes.productName : productChanged ? null : before.productName,
      });
      changes = { ...changes, ...refs };
    }
    const diff: Record<string, { from: unknown; to: unknown }> = {};
    // Groups compare by code and name (the stored ones carry ids, the form's may not).
    const comparable = (key: string, value: unknown) =>
      key === 'coverageGroups'
        ? JSON.stringify(
            (value as { code: string; name: string }[]).map((g) => [g.code.trim().toUpperCase(), g.name.trim()]),
          )
        : JSON.stringify(value);
    for (const [key, value] of Object.entries(changes)) {
      const previous = (before as unknown as Record<string, unknown>)[key];
      if (value !== undefined && comparable(key, previous) !== comparable(key, value))
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

  /**
   * The insurer and product are the catalogue's (read through its index): they must exist and the product
   * must be the insurer's; a product chosen without a name takes the catalogue's name.
   */
  private async catalogueRefs(input: {
    insurerId: number | null;
    productId: number | null;
    productName: string | null;
  }): Promise<{ insurerId: number | null; productId: number | null; productName: string | null }> {
    let insurerId = input.insurerId;
    if (insurerId !== null && !(await this.directory.insurer(insurerId)))
      throw badRequest('insurerId', 'La aseguradora no existe en el catálogo.');
    let productName = input.productName;
    if (input.productId !== null) {
      const product = await this.directory.product(input.productId);
      if (!product) throw badRequest('productId', 'El producto no existe en el catálogo.');
      if (insurerId !== null && product.insurerId !== insurerId)
        throw badRequest('productId', 'El producto no es de la aseguradora elegida.');
      insurerId ??= product.insurerId;
      productName = productName?.trim() || product.name;
    }
    return { insurerId, productId: input.productId, productName };
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
