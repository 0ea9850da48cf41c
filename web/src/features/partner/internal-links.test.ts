import { describe, expect, it } from 'vitest';
import { internalLinks, isComparisonRoute } from './internal-links';

describe('the internal-traffic copy links (spec 02 §2.9)', () => {
  it('gives the list and the comparator (grid) view of the same search, without paging or flags', () => {
    expect(
      internalLinks(
        'https://demo.comparador.cl/Comparar/Seguros-de-Salud?aseguradora=ASE-METLIFE&vista=grid&pagina=3&forceRefresh=1#x',
      ),
    ).toEqual({
      list: 'https://demo.comparador.cl/Comparar/Seguros-de-Salud?aseguradora=ASE-METLIFE',
      comparator: 'https://demo.comparador.cl/Comparar/Seguros-de-Salud?aseguradora=ASE-METLIFE&vista=grid',
    });
  });

  it('applies on comparison routes only', () => {
    expect(isComparisonRoute('/Comparar/Seguros-de-Salud')).toBe(true);
    expect(isComparisonRoute('/comparar/isapres')).toBe(true);
    expect(isComparisonRoute('/Comparar')).toBe(false);
    expect(isComparisonRoute('/Comparar-Planes')).toBe(false);
    expect(isComparisonRoute('/contacto')).toBe(false);
  });
});
