import { describe, expect, it } from 'vitest';
import {
  blogBaseOf,
  blogHomeOf,
  CHILE,
  COLOMBIA,
  detailPatterns,
  editionLine,
  editionLines,
  editionProductPath,
  INTERNACIONAL,
  PERU,
  SITE_BASES,
  siteBaseOf,
} from './site-editions.js';
import { matchSiteRoute, siteStatusOf } from './site-routes.js';

describe('siteBaseOf', () => {
  it.each([
    ['1', CHILE],
    ['2', PERU],
    [3, COLOMBIA],
    ['4', INTERNACIONAL],
    ['5', CHILE],
    [undefined, CHILE],
    ['', CHILE],
    ['x', CHILE],
  ])('%s is site base %s', (value, siteBase) => {
    expect(siteBaseOf(value)).toBe(siteBase);
  });
});

describe('edition lines (issue 27)', () => {
  it('gives Peru its EPS, company EPS, SCTR, companies and clinic plans', () => {
    expect(editionLines(PERU).map((line) => line.segment)).toEqual([
      'EPS/Empresa',
      'EPS',
      'SCTR',
      'Empresas',
      'Planes-Clinicos',
    ]);
    expect(editionLine('SCTR', PERU)?.productType).toBe('SCTR');
  });

  it('gives Colombia EPS and prepaid medicine, the international edition its worldwide plans, Chile none', () => {
    expect(editionLines(COLOMBIA).map((line) => line.segment)).toEqual(['EPS', 'Medicina-Prepagada']);
    expect(editionLine('Medicina-Prepagada', COLOMBIA)?.productType).toBe('Medicina Prepagada');
    expect(editionLines(INTERNACIONAL).map((line) => line.productType)).toEqual(['SEGURO INTERNACIONAL']);
    expect(editionLines(CHILE)).toEqual([]);
    expect(editionLine('SCTR', COLOMBIA)).toBeUndefined();
  });
});

describe('blogs per edition (spec 03 §2)', () => {
  it('is QP-Blog in Chile and Peru, QS-Blog in Colombia, IH-Blog international', () => {
    expect(SITE_BASES.map(blogBaseOf)).toEqual(['QP-Blog', 'QP-Blog', 'QS-Blog', 'IH-Blog']);
    expect(blogHomeOf(COLOMBIA)).toBe('/QS-Blog');
  });
});

describe('insurer detail paths per edition (spec 03 §2)', () => {
  const org = (organizationType: string, urlSegment: string) => ({ organizationType, urlSegment });

  it('Peru: clinics, EPS with a plans segment, insurances by default', () => {
    expect(editionProductPath(PERU, org('CLINICA', 'Clinica-Internacional'), 'Plan-Oro')).toBe(
      '/Clinicas/Clinica-Internacional/Plan-Oro',
    );
    expect(editionProductPath(PERU, org('EPS', 'Pacifico'), 'EPS-Plus')).toBe('/EPS/Pacifico/Planes/EPS-Plus');
    expect(editionProductPath(PERU, org('ASEGURADORA', 'Rimac'), 'SCTR-Salud')).toBe('/Seguros/Rimac/SCTR-Salud');
  });

  it('Colombia: EPS, prepaid and home medicine, insurers by default', () => {
    expect(editionProductPath(COLOMBIA, org('EPS', 'Sura'), 'Plan-Basico')).toBe('/EPS/Sura/Plan-Basico');
    expect(editionProductPath(COLOMBIA, org('MEDICINA PREPAGADA', 'Colsanitas'), 'Integral')).toBe(
      '/Medicina-Prepagada/Colsanitas/Integral',
    );
    expect(editionProductPath(COLOMBIA, org('MEDICINA DOMICILIARIA', 'Emi'), 'Hogar')).toBe(
      '/Medicina-Prepagada/Emi/Hogar',
    );
    expect(editionProductPath(COLOMBIA, org('ASEGURADORA', 'Allianz'), 'Salud')).toBe('/Aseguradoras/Allianz/Salud');
  });

  it('international: {type}/{insurer}/{plan}', () => {
    expect(editionProductPath(INTERNACIONAL, org('ASEGURADORA', 'Bupa'), 'Global-Premium')).toBe(
      '/Seguro-Internacional/Bupa/Global-Premium',
    );
  });

  it('lists each shape once as a route pattern', () => {
    expect(detailPatterns(COLOMBIA).map((p) => p.path)).toEqual([
      'EPS/:urlAseguradora/:insuranceUrl',
      'Medicina-Prepagada/:urlAseguradora/:insuranceUrl',
      'Aseguradoras/:urlAseguradora/:insuranceUrl',
    ]);
  });
});

describe('routes per edition: pages of another edition answer 404', () => {
  const peru = [
    '/Comparar/EPS',
    '/Comparar/EPS/Empresa',
    '/Comparar/SCTR',
    '/Comparar/Empresas',
    '/Comparar/Planes-Clinicos',
    '/EPS',
    '/EPS/Pacifico/Planes/EPS-Plus',
    '/EPS/Pacifico/Planes/EPS-Plus/Solicitar',
    '/Clinicas/Clinica-Internacional/Plan-Oro',
    '/QP-Blog',
  ];
  const colombia = [
    '/Comparar/EPS',
    '/Comparar/Medicina-Prepagada',
    '/EPS/Sura/Plan-Basico',
    '/Medicina-Prepagada/Colsanitas/Integral/Solicitar',
    '/Aseguradoras/Allianz/Salud',
    '/QS-Blog/Salud',
  ];
  const internacional = ['/Comparar/Seguro-Internacional', '/Seguro-Internacional/Bupa/Global', '/IH-Blog'];

  it.each(peru)('Peru has %s', (path) => expect(siteStatusOf(path, PERU)).toBe(200));
  it.each(colombia)('Colombia has %s', (path) => expect(siteStatusOf(path, COLOMBIA)).toBe(200));
  it.each(internacional)('the international edition has %s', (path) =>
    expect(siteStatusOf(path, INTERNACIONAL)).toBe(200),
  );

  it.each([...peru.filter((p) => p !== '/QP-Blog'), ...colombia, ...internacional])(
    'Chile answers 404 for %s',
    (path) => {
      expect(siteStatusOf(path)).toBe(404);
      expect(siteStatusOf(path, CHILE)).toBe(404);
    },
  );

  it('keeps Chile-only pages out of the other editions and shared pages in all', () => {
    for (const siteBase of [PERU, COLOMBIA, INTERNACIONAL] as const) {
      expect(siteStatusOf('/Comparar/Isapres', siteBase)).toBe(404);
      expect(siteStatusOf('/Isapre/Colmena/Planes/ABC', siteBase)).toBe(404);
      expect(siteStatusOf('/contacto', siteBase)).toBe(200);
      expect(siteStatusOf('/', siteBase)).toBe(200);
    }
    expect(siteStatusOf('/Comparar/SCTR', COLOMBIA)).toBe(404);
    expect(siteStatusOf('/QP-Blog', COLOMBIA)).toBe(404);
    expect(siteStatusOf('/Comparar/Isapres', CHILE)).toBe(200);
  });

  it('opens an edition line as its own route, not the generic /Comparar/{line}/{type}', () => {
    expect(matchSiteRoute('/Comparar/EPS/Empresa', PERU)).toMatchObject({ route: { id: 'comparar-edicion' } });
    expect(matchSiteRoute('/EPS/Pacifico/Planes/EPS-Plus', PERU)).toMatchObject({
      route: { id: 'edicion-detalle' },
      params: { urlAseguradora: 'Pacifico', insuranceUrl: 'EPS-Plus' },
    });
  });
});
