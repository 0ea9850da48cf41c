import { inject, injectable } from 'inversify';
import { POLICY_STATUS_LABELS, DEPENDANT_TYPE_LABELS, type PolicyStatus } from '../domain/statuses.js';
import type { Policy } from '../domain/policy.js';
import { nextRenewalDate } from '../domain/renewal-date.js';
import { POLICIES } from '../tokens.js';
import type { ChangePolicyStatus } from './change-policy-status.js';
import type { InsuredRepository, PolicyRepository } from './ports.js';

/** An individual policy as its buyer sees it in Portal Personas (plain values, never a row). */
export interface CustomerPolicy {
  id: number;
  number: string;
  saleId: string;
  productId: number | null;
  productName: string | null;
  insurerId: number | null;
  status: PolicyStatus;
  statusLabel: string;
  startDate: string;
  endDate: string | null;
  periodicityMonths: number;
  premium: { amount: string; currency: string };
}

/** A person the policy covers: the holder (Titular) or a dependant/beneficiary (Carga). */
export interface CustomerPolicyPerson {
  name: string;
  rut: string;
  role: 'Titular' | 'Carga';
  relationship: string | null;
  status: PolicyStatus;
  statusLabel: string;
  startDate: string;
}

const CUSTOMER_ACTOR = { id: null, name: 'Cliente (Portal Personas)', orgs: null };

const view = (policy: Policy): CustomerPolicy => ({
  id: policy.id,
  number: policy.number,
  saleId: policy.saleId!,
  productId: policy.productId,
  productName: policy.productName,
  insurerId: policy.insurerId,
  status: policy.status,
  statusLabel: POLICY_STATUS_LABELS[policy.status],
  startDate: policy.startDate,
  endDate: policy.endDate,
  periodicityMonths: policy.periodicityMonths,
  premium: { amount: policy.premium.amount, currency: policy.premium.currency },
});

/**
 * The policies of a Portal Personas customer (issue 29), at POLICIES.CustomerPolicies: the caller (the portal)
 * names the sales the customer made, and every read or change is confined to the individual policies of those
 * sales. A policy of another sale answers null, exactly as one that does not exist.
 */
@injectable()
export class CustomerPolicies {
  constructor(
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.InsuredRepository) private readonly insured: InsuredRepository,
    @inject(POLICIES.ChangePolicyStatus) private readonly changeStatus: ChangePolicyStatus,
  ) {}

  async ofSales(saleIds: readonly string[]): Promise<CustomerPolicy[]> {
    const found: CustomerPolicy[] = [];
    for (const saleId of saleIds) {
      const id = await this.policies.findBySale(saleId);
      const policy = id === null ? null : await this.policies.get(null, id);
      if (policy && policy.kind === 'individual' && policy.saleId === saleId) found.push(view(policy));
    }
    return found.sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);
  }

  async get(saleIds: readonly string[], policyId: number): Promise<CustomerPolicy | null> {
    const policy = await this.policies.get(null, policyId);
    if (!policy || policy.kind !== 'individual' || !policy.saleId || !saleIds.includes(policy.saleId)) return null;
    return view(policy);
  }

  async people(saleIds: readonly string[], policyId: number): Promise<CustomerPolicyPerson[] | null> {
    if (!(await this.get(saleIds, policyId))) return null;
    const page = await this.insured.list(null, {
      offset: 0,
      limit: 100,
      sort: { field: 'id', order: 'ASC' },
      filter: { policyId },
    });
    return page.rows.map((person) => ({
      name: person.fullName,
      rut: person.rut,
      role: person.insuredType === 'TITULAR' ? 'Titular' : 'Carga',
      relationship: person.dependantType ? DEPENDANT_TYPE_LABELS[person.dependantType] : null,
      status: person.status,
      statusLabel: POLICY_STATUS_LABELS[person.status],
      startDate: person.startDate,
    }));
  }

  /**
   * The customer asks to cancel: the policy moves to PROCESS_CANCELLATION through the policies flow (history
   * row, spec 03 §4 transitions). Already on its way out: answered as it is. Null when it is not theirs.
   */
  async requestCancellation(saleIds: readonly string[], policyId: number): Promise<CustomerPolicy | null> {
    const policy = await this.get(saleIds, policyId);
    if (!policy) return null;
    if (policy.status !== 'ACTIVE') return policy;
    return view(await this.changeStatus.execute(CUSTOMER_ACTOR, policyId, 'PROCESS_CANCELLATION'));
  }

  /**
   * The individual policies bought online that are ACTIVE and renew within [from, to] (YYYY-MM-DD), each with its
   * renewal date (nextRenewalDate): the renewal alternatives' job (issue 29) asks for its notice window.
   */
  async renewingBetween(from: string, to: string): Promise<{ policy: CustomerPolicy; renewalDate: string }[]> {
    const found: { policy: CustomerPolicy; renewalDate: string }[] = [];
    const dayBefore = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    for (const id of await this.policies.soldEndingBetween(from, to)) {
      const policy = await this.policies.get(null, id);
      if (!policy || policy.kind !== 'individual' || !policy.saleId) continue;
      const renewalDate = nextRenewalDate(policy.startDate, policy.endDate, dayBefore);
      if (renewalDate && renewalDate >= from && renewalDate <= to) found.push({ policy: view(policy), renewalDate });
    }
    return found;
  }
}
