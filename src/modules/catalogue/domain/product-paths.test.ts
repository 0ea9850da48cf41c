import { describe, expect, it } from 'vitest';
import { matchSiteRoute } from '../../content/domain/site-routes.js';
import {
  editionDetailPatterns,
  organizationPath,
  organizationTypeBase,
  productPath,
  productRequestPath,
} from './product-paths.js';

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

  /** Spec 03 §2 (issue 27): the editions' insurer detail shapes, by organization type and then product type. */
  const EDITION_CASES = [
    // Peru: clinics; EPS (persons and companies) with a plans segment; insurances (SCTR…) by default.
    { country: 'PE', siteBase: 2, type: 'CLINICA', insurance: 'COMPLEMENTARIO', path: '/Clinicas/Org/P-1' },
    { country: 'PE', siteBase: 2, type: 'ASEGURADORA', insurance: 'PRIMARIO', path: '/EPS/Org/Planes/P-1' },
    { country: 'PE', siteBase: 2, type: 'ASEGURADORA', insurance: 'COLECTIVO', path: '/EPS/Org/Planes/P-1' },
    { country: 'PE', siteBase: 2, type: 'EPS', insurance: 'COMPLEMENTARIO', path: '/EPS/Org/Planes/P-1' },
    { country: 'PE', siteBase: 2, type: 'ASEGURADORA', insurance: 'ACCIDENTES_PERSONALES', path: '/Seguros/Org/P-1' },
    // Colombia: EPS; prepaid medicine (home medicine too); insurers by default.
    { country: 'CO', siteBase: 3, type: 'ASEGURADORA', insurance: 'PRIMARIO', path: '/EPS/Org/P-1' },
    {
      country: 'CO',
      siteBase: 3,
      type: 'ASEGURADORA',
      insurance: 'COMPLEMENTARIO',
      path: '/Medicina-Prepagada/Org/P-1',
    },
    {
      country: 'CO',
      siteBase: 3,
      type: 'ASEGURADORA',
      insurance: 'SERVICIO_ASISTENCIA',
      path: '/Medicina-Prepagada/Org/P-1',
    },
    { country: 'CO', siteBase: 3, type: 'ASEGURADORA', insurance: 'VIDA', path: '/Aseguradoras/Org/P-1' },
    // International: {type}/{insurer}/{plan}.
    { country: 'INT', siteBase: 4, type: 'ASEGURADORA', insurance: 'PRIMARIO', path: '/Seguro-Internacional/Org/P-1' },
  ] as const;

  it.each(EDITION_CASES)('$country $type $insurance: $path, a page of its edition only', (c) => {
    const url = productPath(
      { organizationType: c.type, urlSegment: 'Org', countryCode: c.country },
      'P-1',
      c.insurance,
    );
    expect(url).toBe(c.path);
    expect(matchSiteRoute(url, c.siteBase)?.route.id).toMatch(/edicion-detalle|seguro-detalle/);
    expect(matchSiteRoute(productRequestPath(url), c.siteBase)?.route.id).toBe('solicitar');
    // The other editions' own shapes are not pages of this one (Peru's /Seguros is every edition's).
    const others = url.startsWith('/Seguros/') ? [] : ([1, 2, 3, 4] as const).filter((b) => b !== c.siteBase);
    expect(others.filter((other) => matchSiteRoute(url, other) !== undefined)).toEqual([]);
  });

  it('keeps Chile’s paths for a Chilean (or country-less) organization, whatever the product type', () => {
    for (const countryCode of ['CL', null, undefined]) {
      expect(
        productPath({ organizationType: 'ASEGURADORA', urlSegment: 'MetLife', countryCode }, 'X-1', 'PRIMARIO'),
      ).toBe('/Seguros/MetLife/X-1');
      expect(productPath({ organizationType: 'CLINICA', urlSegment: 'Alemana', countryCode }, 'X-1', 'PRIMARIO')).toBe(
        '/Clinicas-y-Hospitales/Alemana/Seguro/X-1',
      );
    }
  });

  it('lists each edition shape once as a route pattern', () => {
    expect(editionDetailPatterns('PE').map((p) => p.path)).toEqual([
      'Clinicas/:urlAseguradora/:insuranceUrl',
      'EPS/:urlAseguradora/Planes/:insuranceUrl',
      'Seguros/:urlAseguradora/:insuranceUrl',
    ]);
    expect(editionDetailPatterns('INT').map((p) => p.path)).toEqual([
      'Seguro-Internacional/:urlAseguradora/:insuranceUrl',
    ]);
  });
});
