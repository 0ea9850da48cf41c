import { describe, expect, it } from 'vitest';
import {
  coverageOrganizationSlug,
  isProductTabSegment,
  productCodeFromSlug,
  productTabTarget,
  resolveDetail,
  type DetailLookups,
} from './detail-resolver.js';

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

describe('productCodeFromSlug: the resolver is fed the code, not the whole slug', () => {
  it.each([
    ['Gastos-Mayores-Premium-QPS135', 'QPS135'],
    ['Proteccion-Cancer-Senior-QPS1103', 'QPS1103'],
    ['Urgencia-Protegida-Platino-QPS1254', 'QPS1254'],
    ['Seguro-Dental-Premium-QPS1199', 'QPS1199'],
    ['QPS135', 'QPS135'],
    ['Gastos-Mayores-Premium-QPS135?utm=x', 'QPS135'],
    ['Gastos-Mayores-Premium-QPS135/', 'QPS135'],
  ])('%s -> %s', (slug, code) => {
    expect(productCodeFromSlug(slug)).toBe(code);
  });

  it('resolves the real card slugs to their product (organization lookup misses first)', async () => {
    const calls: string[] = [];
    const result = await resolveDetail(
      'Gastos-Mayores-Premium-QPS135',
      {
        ...lookups({ product: 'QPS135' }, calls),
        productByCode: async (segment) => {
          calls.push('product');
          return productCodeFromSlug(segment) === 'QPS135' ? 'product:QPS135' : undefined;
        },
      },
      { fallbackPath: '/Seguros' },
    );
    expect(result).toEqual({ kind: 'product', value: 'product:QPS135' });
    expect(calls).toEqual(['organization', 'product']);
  });
});

describe('product tabs (spec 02 §2.2)', () => {
  it('shows the summary without a tab and a known tab as asked', () => {
    expect(productTabTarget(undefined, { active: true })).toEqual({ kind: 'show', tab: 'Resumen' });
    expect(productTabTarget('Coberturas', { active: true })).toEqual({ kind: 'show', tab: 'Coberturas' });
  });
  it('sends the home tab to Preguntas-Frecuentes', () => {
    expect(productTabTarget('Inicio', { active: true })).toEqual({ kind: 'redirect', tab: 'Preguntas-Frecuentes' });
    expect(productTabTarget('home', { active: true })).toEqual({ kind: 'redirect', tab: 'Preguntas-Frecuentes' });
  });
  it('sends every tab of an inactive product to Solicitar', () => {
    expect(productTabTarget('Coberturas', { active: false })).toEqual({ kind: 'redirect', tab: 'Solicitar' });
    expect(productTabTarget('Inicio', { active: false })).toEqual({ kind: 'redirect', tab: 'Solicitar' });
  });
  it('answers unknown tabs as not found', () => {
    expect(productTabTarget('Nada', { active: true })).toEqual({ kind: 'notFound' });
    expect(isProductTabSegment('Nada')).toBe(false);
    expect(isProductTabSegment('Preguntas-Frecuentes')).toBe(true);
  });
});
