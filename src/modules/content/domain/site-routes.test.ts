import { describe, expect, it } from 'vitest';
import { matchPattern, matchSiteRoute, siteStatusOf } from './site-routes.js';

describe('matchPattern', () => {
  it('matches literals, params, optional params and splats', () => {
    expect(matchPattern('', '')).toEqual({});
    expect(matchPattern('Comparar/:line', 'Comparar/Seguros-de-Salud')).toEqual({ line: 'Seguros-de-Salud' });
    expect(matchPattern('Isapre/:url?', 'Isapre')).toEqual({});
    expect(matchPattern('Isapre/:url?', 'Isapre/Colmena')).toEqual({ url: 'Colmena' });
    expect(matchPattern('planSI/*', 'planSI/R/1/x')).toEqual({ '*': 'R/1/x' });
    expect(matchPattern('Isapre/:url?', 'Isapre/Colmena/x')).toBeNull();
    expect(matchPattern('contacto', 'Contacto')).toBeNull();
  });
});

describe('matchSiteRoute and siteStatusOf (spec 02 §2.1, §2.5)', () => {
  it.each([
    '/',
    '/Comparar/Seguros-de-Salud',
    '/Comparar/Seguros-de-Salud/Complementario',
    '/Comparar/Seguros-de-Salud/Cyber-Day',
    '/Comparar/Isapres',
    '/Comparar/Seguro-Complementario-Empresa',
    '/Comparar/Accidentes-Personales',
    '/Guardias',
    '/Accidentes-Personales',
    '/Seguros-de-Vida',
    '/Comparar-Planes',
    '/Seguros/Bice/Seguro-Full',
    '/Seguros/Bice/Seguro-Full/Solicitar',
    '/Isapre/Colmena/Planes/ABC/coberturas',
    '/Clinicas-y-Hospitales/Clinica-Davila',
    '/Clinicas-y-Hospitales/Clinica-Davila/Seguro/Seguro-Full',
    '/contacto',
    '/url/abc123',
  ])('%s is a page (200)', (path) => {
    expect(siteStatusOf(path)).toBe(200);
  });

  it.each(['/no-existe', '/Comparar/Seguros-de-Salud/Inventado', '/Comparar/Inventado', '/contacto/x', '/not-found'])(
    '%s answers 404',
    (path) => {
      expect(siteStatusOf(path)).toBe(404);
    },
  );

  it('gives the route id and params', () => {
    expect(matchSiteRoute('/Comparar/Seguros-de-Salud/Dental')).toMatchObject({
      route: { id: 'comparar' },
      params: { line: 'Seguros-de-Salud', insuranceType: 'Dental' },
    });
    expect(matchSiteRoute('/Comparar/Seguros-de-Salud/Cyber-Day')?.route.id).toBe('cyber-day');
  });
});
