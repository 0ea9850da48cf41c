import { describe, expect, expectTypeOf, it } from 'vitest';
import type { InsuredActivated, InsuredExcluded, PolicyActivated, PolicyCanceled } from '../index';
import {
  insuredActivated,
  insuredExcluded,
  policyActivated,
  policyCanceled,
  type InsuredActivatedPayload,
  type InsuredExcludedPayload,
  type PolicyActivatedPayload,
  type PolicyCanceledPayload,
} from './events';
import type { Policy } from '../domain/policy';

const policy: Policy = {
  id: 7,
  number: 'COL-000007',
  kind: 'collective',
  clientOrganizationId: 501,
  clientOrganizationName: 'Constructora Andes',
  insurerId: 12,
  productId: 34,
  productName: 'Seguro Colectivo de Salud',
  status: 'ACTIVE',
  startDate: '2026-01-01',
  endDate: null,
  periodicityMonths: 1,
  premium: { amount: '0.8500', currency: 'UF' },
  premiumBasis: 'per-insured',
  saleId: null,
  renewalOf: null,
  duplicatedFrom: null,
  coverageGroups: [],
  insuredCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('event builders match the contracts declared in index.ts', () => {
  it('has identical payload types', () => {
    // Checked by tsc (the type-level half); the runtime half is below.
    expectTypeOf<PolicyActivatedPayload>().toEqualTypeOf<PolicyActivated['payload']>();
    expectTypeOf<InsuredActivatedPayload>().toEqualTypeOf<InsuredActivated['payload']>();
    expectTypeOf<InsuredExcludedPayload>().toEqualTypeOf<InsuredExcluded['payload']>();
    expectTypeOf<PolicyCanceledPayload>().toEqualTypeOf<PolicyCanceled['payload']>();
  });

  it('builds PolicyActivated with the contract type and every contract field from the policy', () => {
    const event: PolicyActivated = policyActivated(policy, 'pagos@andes.cl');
    expect(event).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'PolicyActivated',
      occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      payload: {
        policyId: 7,
        policyNumber: 'COL-000007',
        clientOrganizationId: 501,
        insurerId: 12,
        productId: 34,
        periodicityMonths: 1,
        startDate: '2026-01-01',
        endDate: null,
        monthlyPremium: { amount: '0.8500', currency: 'UF' },
        premiumBasis: 'per-insured',
        saleId: null,
        renewalOf: null,
        clientOrganizationName: 'Constructora Andes',
        billingEmail: 'pagos@andes.cl',
      },
    });
    // Nothing of the policy beyond the contract leaks into the event (kind, status, insured count...).
    expect(Object.keys(event.payload)).not.toContain('kind');
    expect(policyActivated(policy).payload.billingEmail).toBeNull();
  });

  it('builds the insured and cancellation events with their contract type names and payloads as given', () => {
    const activated: InsuredActivated = insuredActivated({
      policyId: 7,
      insuredId: 1,
      rut: '12.345.678-5',
      startDate: '2026-01-01',
    });
    const excluded: InsuredExcluded = insuredExcluded({
      policyId: 7,
      insuredId: 1,
      rut: '12.345.678-5',
      exclusionDate: '2026-03-01',
      reason: null,
    });
    const canceled: PolicyCanceled = policyCanceled({ policyId: 7, canceledAt: '2026-03-01' });
    expect([activated, excluded, canceled].map((event) => event.type)).toEqual([
      'InsuredActivated',
      'InsuredExcluded',
      'PolicyCanceled',
    ]);
    expect(activated.payload).toEqual({ policyId: 7, insuredId: 1, rut: '12.345.678-5', startDate: '2026-01-01' });
    expect(excluded.payload.exclusionDate).toBe('2026-03-01');
    expect(canceled.payload).toEqual({ policyId: 7, canceledAt: '2026-03-01' });
    expect(new Set([activated, excluded, canceled].map((event) => event.eventId)).size).toBe(3);
  });
});
