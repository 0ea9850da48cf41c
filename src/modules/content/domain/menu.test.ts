import { describe, expect, it } from 'vitest';
import { siteStatusOf } from './site-routes.js';
import { chunk, SITE_MENU } from './menu.js';

describe('menu', () => {
  it('splits lists into chunks', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow();
  });

  it('links only to pages the site serves', () => {
    const paths = SITE_MENU.flatMap((item) => [
      ...(item.path ? [item.path] : []),
      ...item.groups.flatMap((group) => group.links.map((link) => link.path)),
    ]);
    expect(paths.filter((path) => siteStatusOf(path) !== 200)).toEqual([]);
  });
});
