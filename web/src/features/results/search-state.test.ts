import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../components/pagination';
import { readSearchState, writeSearchState } from './search-state';

describe('search state in the URL', () => {
  it('reads defaults and round-trips every filter', () => {
    expect(readSearchState(new URLSearchParams())).toMatchObject({ page: 1, order: 'recommended', view: 'list' });
    const query =
      'pagina=2&orden=lowerPrice&vista=grid&aseguradora=A,B&clinica=C&prevision=Fonasa&desde=1000&hasta=90000&tipo=Dental';
    const state = readSearchState(new URLSearchParams(query));
    expect(state).toEqual({
      page: 2,
      order: 'lowerPrice',
      view: 'grid',
      organizations: ['A', 'B'],
      insuranceTypes: ['Dental'],
      coverageOrganizations: ['C'],
      previsiones: ['Fonasa'],
      fromPrice: 1000,
      toPrice: 90000,
    });
    expect(readSearchState(writeSearchState(state))).toEqual(state);
  });

  it('ignores bad values instead of failing', () => {
    expect(readSearchState(new URLSearchParams('pagina=-3&orden=hack&desde=abc'))).toMatchObject({
      page: 1,
      order: 'recommended',
      fromPrice: null,
    });
  });
});

describe('pageWindow', () => {
  it('keeps at most 5 pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});
