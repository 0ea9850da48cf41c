import { describe, expect, it } from 'vitest';
import { universityAnswer, universityPost, type UniversityArea } from './university.js';

const AREAS: UniversityArea[] = [
  {
    area: 'Seguros-de-Salud',
    title: 'Seguros de salud',
    articles: [
      { slug: 'CyberDay', title: 'Cyber', summary: '', publishedAt: '2025-05-26T12:00:00Z' },
      { slug: 'Otro', title: 'Otro', summary: '', publishedAt: '2025-03-10T12:00:00Z' },
    ],
  },
  { area: 'Isapres', title: 'Isapres', articles: [{ slug: 'Planes', title: 'P', summary: '', publishedAt: null }] },
];
const Q = { page: 1, take: 10 };

describe('universityAnswer (the old university calls, from the blog)', () => {
  it('answers tags and groups from the areas', () => {
    expect(universityAnswer('tags', AREAS, Q)).toEqual([
      { id: 1, name: 'Seguros de salud', slug: 'Seguros-de-Salud' },
      { id: 2, name: 'Isapres', slug: 'Isapres' },
    ]);
    expect(universityAnswer('GROUPS', AREAS, Q)).toContainEqual({
      slug: 'Isapres',
      name: 'Isapres',
      count: 1,
      url: '/QP-Blog/Isapres',
    });
  });

  it('pages the posts newest first, filters by area slug or title, and counts them', () => {
    const all = universityAnswer('posts', AREAS, Q) as { slug: string; url: string }[];
    expect(all.map((p) => p.slug)).toEqual(['CyberDay', 'Otro', 'Planes']);
    expect(universityAnswer('posts', AREAS, { page: 2, take: 1 })).toEqual([all[1]]);
    expect(universityAnswer('count', AREAS, { ...Q, tag: 'seguros de salud' })).toEqual({ count: 2 });
    expect(universityAnswer('posts', AREAS, { ...Q, tag: 'Nada' })).toEqual([]);
  });

  it('answers the calls the blog has no counterpart for with an empty list, undefined for unknown ones', () => {
    expect(universityAnswer('tabs', AREAS, Q)).toEqual([]);
    expect(universityAnswer('dynamic-tables', AREAS, Q)).toEqual([]);
    expect(universityAnswer('otra', AREAS, Q)).toBeUndefined();
  });

  it('finds an old post by slug, case-insensitively', () => {
    expect(universityPost(AREAS, 'cyberday')?.url).toBe('/QP-Blog/Seguros-de-Salud/CyberDay');
    expect(universityPost(AREAS, 'nada')).toBeUndefined();
  });
});
