import { describe, expect, it } from 'vitest';
import { coverageOrganizationSlug, resolveDetail, type DetailLookups } from './detail-resolver.js';

function lookups(found: { organization?: string; product?: string; clinics?: string[] }, calls: string[]) {
  const value: DetailLookups<string, string, string> = {
    organization: async (segment) => {
      calls.push('organization');
      return found.organization === segment ? `org:${segment}` : undefined;
    },
    productByCode: async (code) => {
      calls.push('product');
      return found.product === code ? `product:${code}` : undefined;
    },
    coverageOrganizations: async () => {
      calls.push('coverage');
      return found.clinics ?? [];
    },
    coverageOrganizationName: (item) => item,
  };
  return value;
}

describe('resolveDetail (spec 02 §2.4)', () => {
  it('tries organization first and stops there', async () => {
    const calls: string[] = [];
    const result = await resolveDetail('Bice', lookups({ organization: 'Bice', product: 'Bice' }, calls), {
      fallbackPath: '/Seguros',
    });
    expect(result).toEqual({ kind: 'organization', value: 'org:Bice' });
    expect(calls).toEqual(['organization']);
  });

  it('then a product by code, then a coverage organization, then the fallback', async () => {
    let calls: string[] = [];
    expect(await resolveDetail('P1', lookups({ product: 'P1' }, calls), { fallbackPath: '/x' })).toEqual({
      kind: 'product',
      value: 'product:P1',
    });
    expect(calls).toEqual(['organization', 'product']);
    calls = [];
    expect(
      await resolveDetail('Clinica-Santa-Maria', lookups({ clinics: ['Clínica Santa María'] }, calls), {
        fallbackPath: '/x',
      }),
    ).toEqual({ kind: 'coverageOrganization', value: 'Clínica Santa María' });
    expect(calls).toEqual(['organization', 'product', 'coverage']);
    expect(await resolveDetail('Nada', lookups({}, []), { fallbackPath: '/comparar' })).toEqual({
      kind: 'fallback',
      path: '/comparar',
    });
  });

  it('is skipped when navigation state says so', async () => {
    const calls: string[] = [];
    expect(await resolveDetail('Bice', lookups({}, calls), { fallbackPath: '/x', skipResolver: true })).toEqual({
      kind: 'skipped',
    });
    expect(calls).toEqual([]);
  });

  it('slugs names without accents and with hyphens', () => {
    expect(coverageOrganizationSlug('Clínica Dávila  Vespucio')).toBe('Clinica-Davila-Vespucio');
  });
});
