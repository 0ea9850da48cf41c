import { CYBER_DAY } from '@domain/content/domain/events';
import { describe, expect, it } from 'vitest';
import { firstComparisonRequest } from './first-comparison';
import { lineConfigFor } from './lines';

const at = (pathname: string, search = '') => ({ pathname, search });
const profile = { cotizante: [{ edad: 35, sexo: 'Femenino' as const, type: 'cotizante' as const }], cargas: [] };

describe('the comparison asked for at start-up', () => {
  it('is the list request of each comparator route: line, insurance type, URL state and stored profile', () => {
    const health = firstComparisonRequest(
      at('/Comparar/Seguros-de-Salud/Complementario', '?orden=lowerPrice&pagina=2'),
      profile,
    );
    expect(health).toMatchObject({
      line: lineConfigFor('Seguros-de-Salud'),
      insuranceTypes: ['Complementario'],
      profile,
      state: { order: 'lowerPrice', page: 2 },
    });
    // The routes that show a fixed line get the line their page is given (app/routes.tsx).
    expect(firstComparisonRequest(at('/Comparar/Seguro-Complementario-Empresa-Legacy'), null)?.line).toEqual(
      lineConfigFor('Seguro-Complementario-Empresa'),
    );
    expect(firstComparisonRequest(at('/Comparar/Guardias-old'), null)?.line).toEqual(lineConfigFor('Guardias'));
    expect(firstComparisonRequest(at('/Comparar/Seguros-de-Salud/'), null)?.insuranceTypes).toEqual([]);
  });

  it('is the Cyber Day showcase only while the event is on (afterwards the page lists nothing)', () => {
    const during = new Date(new Date(CYBER_DAY.start).getTime() + 60_000);
    expect(firstComparisonRequest(at(CYBER_DAY.path), null, during)?.line).toEqual(lineConfigFor('Cyber-Day'));
    expect(firstComparisonRequest(at(CYBER_DAY.path), null, new Date('2030-01-01T00:00:00Z'))).toBeNull();
  });

  it('is nothing on other pages, unknown lines or types, and encoded paths', () => {
    for (const path of [
      '/',
      '/Comparar/Isapres',
      '/Comparar/Isapres/Planes',
      '/Comparar/No-Existe',
      '/Comparar/Seguros-de-Salud/No-Existe',
      '/Seguros/metlife/seguro',
      '/Comparar/Seguros%2Dde%2DSalud',
    ]) {
      expect(firstComparisonRequest(at(path), null), path).toBeNull();
    }
  });
});
