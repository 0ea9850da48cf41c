import { describe, expect, it } from 'vitest';
import { matchSiteRoute } from '../../content/domain/site-routes.js';
import { organizationPath, organizationTypeBase, productPath, productRequestPath } from './product-paths.js';

describe('product paths (spec 02 §2.1)', () => {
  it('names the organization type base', () => {
    expect(organizationTypeBase('ASEGURADORA')).toBe('Seguros');
    expect(organizationTypeBase('ISAPRE')).toBe('Isapre');
    expect(organizationTypeBase('CLINICA')).toBe('Clinicas-y-Hospitales');
    expect(organizationTypeBase('OTRA')).toBe('Seguros');
  });

  it('builds organization pages', () => {
    expect(organizationPath({ organizationType: 'ISAPRE', urlSegment: 'Colmena' })).toBe('/Isapre/Colmena');
    expect(organizationPath({ organizationType: 'ASEGURADORA', urlSegment: 'MetLife' })).toBe('/Seguros/MetLife');
  });

  it('builds product pages by organization type', () => {
    expect(productPath({ organizationType: 'ASEGURADORA', urlSegment: 'MetLife' }, 'Dental-QPS1')).toBe(
      '/Seguros/MetLife/Dental-QPS1',
    );
    expect(productPath({ organizationType: 'ISAPRE', urlSegment: 'Colmena' }, 'Dental-QPS2')).toBe(
      '/Isapre/Colmena/Complementos/Dental-QPS2',
    );
    expect(productPath({ organizationType: 'CLINICA', urlSegment: 'Clinica-Alemana' }, 'Oncologico')).toBe(
      '/Clinicas-y-Hospitales/Clinica-Alemana/Seguro/Oncologico',
    );
    expect(productRequestPath('/Seguros/MetLife/Dental-QPS1')).toBe('/Seguros/MetLife/Dental-QPS1/Solicitar');
  });

  it('builds paths the site route table answers', () => {
    for (const organizationType of ['ASEGURADORA', 'ISAPRE', 'CLINICA']) {
      const url = productPath({ organizationType, urlSegment: 'Org' }, 'Producto-QPS1');
      expect(matchSiteRoute(url)?.route.id, url).toMatch(/seguro|complemento|detalle|producto/);
      expect(matchSiteRoute(productRequestPath(url))?.route.id).toBe('solicitar');
    }
  });
});
