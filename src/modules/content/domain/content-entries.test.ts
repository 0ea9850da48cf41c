import { describe, expect, it } from 'vitest';
import { entryFilterOf, entryUniqueKey, publicEntryList } from './content-entries.js';

describe('entryFilterOf (the content service filters, read liberally)', () => {
  it('reads flat filters[field][$eq] keys, relation names and plain keys', () => {
    expect(
      entryFilterOf('country-landings', {
        'filters[slug][$eq]': 'Pymes',
        'filters[application][name][$eq]': 'comparador',
        'filters[activo][$eq]': 'true',
        locale: 'es',
        'fields[0]': 'slug',
        populate: '*',
      }),
    ).toEqual({ slug: 'Pymes', application: 'comparador', activo: true, locale: 'es' });
  });

  it('reads a nested query object the same way', () => {
    expect(
      entryFilterOf('product-subscriptions', {
        filters: { productCode: { $eq: 'qps135' }, organization_subscription: { subdomain: { $eq: 'Caja-Andes' } } },
      }),
    ).toEqual({ productCode: 'QPS135', subdomain: 'caja-andes' });
  });

  it('ignores unknown fields, empty or odd values, and reads active/activo per resource', () => {
    expect(entryFilterOf('success-reviews', { 'filters[comparator][id][$eq]': '3', activo: 'false', x: 'y' })).toEqual({
      comparatorId: '3',
      active: false,
    });
    expect(entryFilterOf('organization-subscriptions', { subdomain: '', active: 'quizás', name: 'x' })).toEqual({});
    expect(entryFilterOf('country-landings', { slug: ['a', 'b'] })).toEqual({ slug: 'b' });
  });
});

describe('entryUniqueKey and publicEntryList', () => {
  it('joins the identifying fields case-insensitively', () => {
    expect(entryUniqueKey('country-landings', { slug: 'Pymes', application: 'comparador', locale: 'es' })).toBe(
      'pymes|comparador|es',
    );
  });

  it('wraps rows in attributes and populates review images', () => {
    const answer = publicEntryList([
      {
        id: 7,
        resource: 'success-reviews',
        fields: {
          comparatorId: '1',
          items: [
            { name: 'Ana', imageUrl: '/a.jpg', imageAlt: null },
            { name: 'Luis', imageUrl: null },
          ],
        },
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
      },
    ]);
    expect(answer.meta.pagination.total).toBe(1);
    const items = answer.data[0]!.attributes.items as { image: unknown }[];
    expect(items[0]).toEqual({
      id: 1,
      name: 'Ana',
      image: { data: { id: 1, attributes: { url: '/a.jpg', alternativeText: null } } },
    });
    expect(items[1]!.image).toEqual({ data: null });
  });
});
