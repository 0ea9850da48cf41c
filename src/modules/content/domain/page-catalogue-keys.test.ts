import { describe, expect, it } from 'vitest';
import { pageCatalogueKeys } from './page-catalogue-keys.js';
import { matchSiteRoute } from './site-routes.js';

const keysOf = (path: string) => {
  const match = matchSiteRoute(path);
  return match && pageCatalogueKeys(match.route.id, match.params);
};

describe('pageCatalogueKeys (issue 24: which catalogue entries a page is about)', () => {
  it('reads the organization, the product slug code and the plan of detail pages', () => {
    expect(keysOf('/Seguros/MetLife/Seguro-Salud-QPS230')).toEqual({ organization: 'MetLife', product: 'QPS230' });
    expect(keysOf('/Seguros/MetLife/Seguro-Salud-QPS230/Solicitar')).toEqual({
      organization: 'MetLife',
      product: 'QPS230',
    });
    expect(keysOf('/Isapre/Colmena/Complementos/Dental-QPS9')).toEqual({ organization: 'Colmena', product: 'QPS9' });
    expect(keysOf('/Clinicas-y-Hospitales/Clinica-Alemana/Seguro/Ambulatorio-QPS7')).toEqual({
      organization: 'Clinica-Alemana',
      product: 'QPS7',
    });
    expect(keysOf('/Isapre/Colmena/Planes/ABC123')).toEqual({ organization: 'Colmena', plan: 'ABC123' });
  });

  it('reads organization pages and leaves pages about no entry alone', () => {
    expect(keysOf('/Seguros/MetLife')).toEqual({ organization: 'MetLife' });
    expect(keysOf('/Isapre/Colmena/Planes')).toEqual({ organization: 'Colmena' });
    expect(keysOf('/Seguros/MetLife/Colectivos')).toEqual({ organization: 'MetLife' });
    expect(keysOf('/Seguros')).toBeUndefined();
    expect(keysOf('/Comparar/Seguros-de-Salud')).toBeUndefined();
    expect(keysOf('/contacto')).toBeUndefined();
  });
});
