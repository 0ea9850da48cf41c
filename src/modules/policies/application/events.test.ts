import { describe, expectTypeOf, it } from 'vitest';
import type { InsuredActivated, InsuredExcluded, PolicyActivated, PolicyCanceled } from '../index';
import type {
  InsuredActivatedPayload,
  InsuredExcludedPayload,
  PolicyActivatedPayload,
  PolicyCanceledPayload,
} from './events';

describe('event builders match the contracts declared in index.ts', () => {
  it('has identical payload types', () => {
    expectTypeOf<PolicyActivatedPayload>().toEqualTypeOf<PolicyActivated['payload']>();
    expectTypeOf<InsuredActivatedPayload>().toEqualTypeOf<InsuredActivated['payload']>();
    expectTypeOf<InsuredExcludedPayload>().toEqualTypeOf<InsuredExcluded['payload']>();
    expectTypeOf<PolicyCanceledPayload>().toEqualTypeOf<PolicyCanceled['payload']>();
  });
});
