import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key';

const PATH = '/Comparar/Seguros-de-Salud';

describe('the server page cache key of a comparator page', () => {
  it('folds URLs that render the same page', () => {
    const plain = pageKey(PATH, '');
    expect(pageKey(PATH, '?pagina=1&orden=recommended&vista=list')).toBe(plain); // defaults written out
    expect(pageKey(PATH, '?orden=nonsense&pagina=-3')).toBe(plain); // invalid values read as defaults
    expect(pageKey(PATH, '?utm_source=google&utm_campaign=x&gclid=abc&fbclid=1')).toBe(plain);
    expect(pageKey(PATH, '?orden=lowerPrice&pagina=2')).toBe(pageKey(PATH, '?pagina=2&orden=lowerPrice'));
    expect(pageKey(PATH, '?b=2&a=1')).toBe(pageKey(PATH, '?a=1&b=2'));
  });

  it('keeps apart URLs that render different pages', () => {
    const keys = [
      pageKey(PATH, ''),
      pageKey('/Comparar/Seguros-Dentales', ''),
      pageKey(PATH, '?pagina=2'),
      pageKey(PATH, '?orden=lowerPrice'),
      pageKey(PATH, '?vista=grid'),
      pageKey(PATH, '?aseguradora=7'),
      pageKey(PATH, '?desde=1000'),
      pageKey(PATH, '?ref=partner'), // a parameter the list does not read may still change the page
      pageKey(PATH, '?ref=other'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
