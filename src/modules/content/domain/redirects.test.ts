import { describe, expect, it } from 'vitest';
import { CLINIC_ALIASES } from './clinic-aliases.js';
import { redirectTarget } from './redirects.js';

describe('redirectTarget (spec 02 §2.2, spec 01 §2)', () => {
  it.each(Object.entries(CLINIC_ALIASES))('clinic alias %s -> %s under the clinic landing', (old, slug) => {
    expect(redirectTarget(`/Clinicas-y-Hospitales/${old}`)).toBe(`/Clinicas-y-Hospitales/${slug}`);
    expect(redirectTarget(`/${old}`)).toBe(`/Clinicas-y-Hospitales/${slug}`);
    expect(redirectTarget(`/Clinica/${old}`)).toBe(`/Clinicas-y-Hospitales/${slug}`);
  });

  it('keeps the rest of an aliased clinic path', () => {
    expect(redirectTarget('/Clinicas-y-Hospitales/Davila/Seguro/Seguro-Full')).toBe(
      '/Clinicas-y-Hospitales/Clinica-Davila/Seguro/Seguro-Full',
    );
  });

  it('does not redirect current clinic slugs or unknown names', () => {
    expect(redirectTarget('/Clinicas-y-Hospitales/Clinica-Davila')).toBeUndefined();
    expect(redirectTarget('/Clinicas-y-Hospitales')).toBeUndefined();
    expect(redirectTarget('/Otra-Cosa')).toBeUndefined();
  });

  it('sends Comparar and Comparar/Isapre to Comparar/Isapres', () => {
    expect(redirectTarget('/Comparar')).toBe('/Comparar/Isapres');
    expect(redirectTarget('/Comparar/')).toBe('/Comparar/Isapres');
    expect(redirectTarget('/Comparar/Isapre')).toBe('/Comparar/Isapres');
    expect(redirectTarget('/Comparar/Isapres')).toBeUndefined();
  });

  it('maps legacy lowercase comparar with its parameters', () => {
    expect(redirectTarget('/comparar')).toBe('/Comparar/Isapres');
    expect(redirectTarget('/comparar/1234')).toBe('/Comparar/Isapres/1234');
    expect(redirectTarget('/comparar/1234/coberturas')).toBe('/Comparar/Isapres/1234/coberturas');
  });

  it('maps legacy plan paths to planSI/R', () => {
    expect(redirectTarget('/Colmena/planes/ABC123')).toBe('/planSI/R/ABC123');
    expect(redirectTarget('/Colmena/planes/ABC123/prestadores')).toBe('/planSI/R/ABC123/prestadores');
    expect(redirectTarget('/planesi/ABC123')).toBe('/planSI/R/ABC123');
    expect(redirectTarget('/plan/ABC123')).toBe('/planSI/R/ABC123');
  });

  it('maps Isapre-{name}/planes only for the listed isapres', () => {
    expect(redirectTarget('/Isapre-Colmena/planes')).toBe('/Isapre/Colmena/Planes');
    expect(redirectTarget('/Isapre-cruz-blanca/planes')).toBe('/Isapre/Cruz-Blanca/Planes');
    expect(redirectTarget('/Isapre-Nueva-Mas-Vida/planes')).toBe('/Isapre/Nueva-Mas-Vida/Planes');
    expect(redirectTarget('/Isapre-Inventada/planes')).toBeUndefined();
  });

  it('maps the collective, guard and short redirects', () => {
    expect(redirectTarget('/Comparar/Seguros-Colectivos')).toBe('/Comparar/Seguro-Complementario-Empresa');
    expect(redirectTarget('/Seguros-de-Vida/Guardias')).toBe('/Guardias');
    expect(redirectTarget('/Seguros-Colectivos/Bice/Plan-Pyme')).toBe('/Seguro-Complementario-Empresa/Bice/Plan-Pyme');
    expect(redirectTarget('/Clinica')).toBe('/Clinicas-y-Hospitales');
    expect(redirectTarget('/Empresas')).toBe('/Seguros-Empresa');
    expect(redirectTarget('/Isapres-de-Chile')).toBe('/Isapre');
    expect(redirectTarget('/Seguro')).toBe('/Seguros');
    expect(redirectTarget('/Seguros/Chilena-Consolidada')).toBe('/Seguros/Zurich');
  });

  it('sends any capitalisation of Compra-Online to Compra-Online', () => {
    expect(redirectTarget('/compra-online')).toBe('/Compra-Online');
    expect(redirectTarget('/COMPRA-ONLINE/pago')).toBe('/Compra-Online/pago');
    expect(redirectTarget('/Compra-Online')).toBeUndefined();
  });

  it('never touches the API, the back-office, assets or pages', () => {
    expect(redirectTarget('/api/menu')).toBeUndefined();
    expect(redirectTarget('/admin')).toBeUndefined();
    expect(redirectTarget('/assets/index.js')).toBeUndefined();
    expect(redirectTarget('/')).toBeUndefined();
    expect(redirectTarget('/Comparar/Seguros-de-Salud')).toBeUndefined();
  });
});
