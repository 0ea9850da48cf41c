import { describe, expect, it } from 'vitest';
import {
  CHILE,
  COLOMBIA,
  DEFAULT_EDITION_HOSTS,
  EDITIONS,
  editionById,
  editionForHost,
  editionHostMap,
  editionOf,
  hostsOfEdition,
  INTERNATIONAL,
  normaliseEditionHost,
  parseEditionHosts,
  PERU,
  RESERVED_EDITION_LABELS,
} from './editions.js';

describe('the four editions (spec 03 §1)', () => {
  it('are site bases 1-4 with their country, currency and storage key', () => {
    expect(EDITIONS.map((e) => [e.id, e.code, e.country, e.currency, e.profileStorageKey])).toEqual([
      [1, 'CL', 'chile', 'CLP', 'perfil-chile'],
      [2, 'PE', 'peru', 'PEN', 'perfil-peru'],
      [3, 'CO', 'colombia', 'COP', 'perfil-colombia'],
      [4, 'INT', 'internacional', 'USD', 'perfil-internacional'],
    ]);
    expect(new Set(EDITIONS.map((e) => e.profileStorageKey)).size).toBe(4);
  });

  it('default to Masculino in Peru and Colombia, age 25 outside Chile', () => {
    expect(PERU.defaultSexo).toBe('Masculino');
    expect(COLOMBIA.defaultSexo).toBe('Masculino');
    expect([PERU, COLOMBIA, INTERNATIONAL].map((e) => e.defaultAge)).toEqual([25, 25, 25]);
  });

  it('call the deductible Cuota Moderadora only in Colombia', () => {
    expect(EDITIONS.map((e) => e.deductibleLabel)).toEqual(['Copago', 'Copago', 'Cuota Moderadora', 'Copago']);
  });

  it('name their blogs QP-Blog (Chile, Peru), QS-Blog (Colombia), IH-Blog (international)', () => {
    expect(EDITIONS.map((e) => e.blogName)).toEqual(['QP-Blog', 'QP-Blog', 'QS-Blog', 'IH-Blog']);
  });

  it('identify people by RUT, digits or passport', () => {
    expect(EDITIONS.map((e) => e.identification)).toEqual(['rut', 'digits', 'digits', 'passport']);
  });

  it('are found by id, code, country name or host label', () => {
    expect(editionById(3)).toBe(COLOMBIA);
    expect(editionById('2')).toBe(PERU);
    expect(editionById(5)).toBeNull();
    expect(editionById(null)).toBeNull();
    expect(editionOf('pe')).toBe(PERU);
    expect(editionOf('CO')).toBe(COLOMBIA);
    expect(editionOf('internacional')).toBe(INTERNATIONAL);
    expect(editionOf('int')).toBe(INTERNATIONAL);
    expect(editionOf(1)).toBe(CHILE);
    expect(editionOf('4')).toBe(INTERNATIONAL);
    expect(editionOf('marte')).toBeNull();
    expect(editionOf(undefined)).toBeNull();
  });

  it('reserve pe, co and int', () => {
    expect(RESERVED_EDITION_LABELS).toEqual(['pe', 'co', 'int']);
    expect(EDITIONS.map((e) => e.hostLabel)).toEqual([null, 'pe', 'co', 'int']);
  });
});

describe('parseEditionHosts', () => {
  it('reads host=site items on top of the local defaults', () => {
    const parsed = parseEditionHosts('comparador.pe=2, comparador.co=3,salud-internacional.com=4');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(Object.fromEntries(parsed.hosts)).toEqual({
      ...DEFAULT_EDITION_HOSTS,
      'comparador.pe': 2,
      'comparador.co': 3,
      'salud-internacional.com': 4,
    });
  });

  it('has the defaults alone when empty', () => {
    for (const empty of ['', '  ', ',,', null, undefined]) {
      const parsed = parseEditionHosts(empty);
      expect(parsed.ok && Object.fromEntries(parsed.hosts)).toEqual({
        'pe.localhost': 2,
        'co.localhost': 3,
        'int.localhost': 4,
      });
    }
  });

  it('normalises case and port, and lets a setting remap a default or map a host to Chile', () => {
    const hosts = editionHostMap('Comparador.PE:443=2,pe.localhost=3,cl.example=1');
    expect(hosts.get('comparador.pe')).toBe(2);
    expect(hosts.get('pe.localhost')).toBe(3);
    expect(hosts.get('cl.example')).toBe(1);
  });

  it('refuses bad items with a Spanish message naming them', () => {
    expect(parseEditionHosts('comparador.pe')).toEqual({
      ok: false,
      error: '"comparador.pe": se espera host=sitio (por ejemplo comparador.pe=2)',
    });
    expect(parseEditionHosts('=2')).toMatchObject({ ok: false });
    expect(parseEditionHosts('comparador.pe=5')).toEqual({
      ok: false,
      error: '"comparador.pe=5": el sitio debe ser 1, 2, 3 o 4',
    });
    expect(parseEditionHosts('comparador.pe=peru')).toMatchObject({ ok: false });
    expect(parseEditionHosts('bad host=2')).toEqual({
      ok: false,
      error: '"bad host=2": el host no es un nombre válido',
    });
    expect(parseEditionHosts('a.pe=2,A.pe=3')).toEqual({ ok: false, error: '"A.pe=3": el host a.pe está repetido' });
    expect(() => editionHostMap('x=9')).toThrow('el sitio debe ser');
  });
});

describe('editionForHost', () => {
  const hosts = editionHostMap('comparador.pe=2,comparador.co=3,salud-internacional.com=4');

  it('maps each edition host, any case or port', () => {
    expect(editionForHost('comparador.pe', hosts)).toBe(PERU);
    expect(editionForHost('COMPARADOR.CO:443', hosts)).toBe(COLOMBIA);
    expect(editionForHost('salud-internacional.com.', hosts)).toBe(INTERNATIONAL);
    expect(editionForHost('pe.localhost:3000', hosts)).toBe(PERU);
    expect(editionForHost('co.localhost', hosts)).toBe(COLOMBIA);
    expect(editionForHost('int.localhost', hosts)).toBe(INTERNATIONAL);
  });

  it('gives a partner sub-domain its edition', () => {
    expect(editionForHost('demo.comparador.pe', hosts)).toBe(PERU);
    expect(editionForHost('demo.co.localhost', hosts)).toBe(COLOMBIA);
  });

  it('answers Chile for the main host, unknown hosts, IPs and no host', () => {
    for (const host of [
      'localhost:3000',
      'comparador.cl',
      'demo.localhost',
      '127.0.0.1',
      '[::1]:3000',
      '',
      null,
      undefined,
    ]) {
      expect(editionForHost(host, hosts)).toBe(CHILE);
    }
    expect(editionForHost('xcomparador.pe', hosts)).toBe(CHILE);
  });

  it('lists the hosts of an edition', () => {
    expect(hostsOfEdition(PERU, hosts)).toEqual(['pe.localhost', 'comparador.pe']);
    expect(hostsOfEdition(CHILE, hosts)).toEqual([]);
  });

  it('normalises hosts', () => {
    expect(normaliseEditionHost(' Co.Localhost:3000 ')).toBe('co.localhost');
    expect(normaliseEditionHost(undefined)).toBe('');
  });
});
