import type { Runtime } from '../../../runtime.js';
import { chileanDate } from '../../pricing/index.js';
import type { ManageClientOrganizations } from '../application/manage-client-organizations.js';
import type { ChangePolicyStatus } from '../application/change-policy-status.js';
import type { ManagePolicies } from '../application/manage-policies.js';
import type { Actor } from '../domain/actor.js';
import type { Policy } from '../domain/policy.js';
import { POLICIES } from '../tokens.js';
import { rutFor } from './people-generator.js';

export const STAFF: Actor = { id: null, name: 'Prueba', orgs: null };

let counter = 0;

/** A client organization with an ACTIVE collective policy and its coverage groups (GENERAL, EJECUTIVOS). */
export async function createCompanyWithPolicy(
  runtime: Runtime,
  options: {
    name?: string;
    groups?: { code: string; name: string }[];
    startDate?: string;
    groupCode?: string;
    /** A catalogue insurer's id (none by default: a test runtime's catalogue is empty). */
    insurerId?: number | null;
  } = {},
): Promise<{ organizationId: number; policy: Policy }> {
  counter += 1;
  const organizations = runtime.container.get<ManageClientOrganizations>(POLICIES.ManageClientOrganizations);
  const organization = await organizations.create(STAFF, {
    name: options.name ?? `Empresa ${counter} SpA`,
    rut: rutFor(counter * 1000 + Math.floor(Math.random() * 900), 76_000_000),
    status: 'ACTIVE',
    groupCode: options.groupCode ?? null,
    email: null,
    phone: null,
    street: 'Av. Apoquindo 4500',
    city: 'Santiago',
    region: 'Metropolitana',
    country: 'Chile',
    zip: '7550000',
  });
  const policies = runtime.container.get<ManagePolicies>(POLICIES.ManagePolicies);
  const created = await policies.create(STAFF, {
    kind: 'collective',
    clientOrganizationId: organization.id,
    insurerId: options.insurerId ?? null,
    productId: null,
    productName: 'Seguro complementario de salud colectivo',
    status: 'PENDING',
    startDate: options.startDate ?? chileanDate(new Date()),
    endDate: null,
    periodicityMonths: 1,
    premium: { amount: '0.85', currency: 'UF' },
    premiumBasis: 'per-insured',
    coverageGroups: options.groups ?? [
      { code: 'GENERAL', name: 'General' },
      { code: 'EJECUTIVOS', name: 'Ejecutivos' },
    ],
  });
  const policy = await runtime.container
    .get<ChangePolicyStatus>(POLICIES.ChangePolicyStatus)
    .execute(STAFF, created.id, 'ACTIVE');
  return { organizationId: organization.id, policy };
}
