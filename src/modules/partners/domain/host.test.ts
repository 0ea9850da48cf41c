import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidSubdomain, mayBePartnerHost, normaliseHost, resolveHost } from './host';

const BASES = ['comparador.cl'];

describe('resolveHost: main domain versus {partner}.{domain} (spec 02 §4)', () => {
  it('answers the main site for the base domain itself, www and no host', () => {
    for (const host of ['comparador.cl', 'www.comparador.cl', 'COMPARADOR.CL:443', '', undefined, null, 'localhost']) {
      expect(resolveHost(host, BASES)).toEqual({ kind: 'main' });
    }
  });

  it('answers the partner for one label before a configured base domain, whatever the case and port', () => {
    expect(resolveHost('demo.comparador.cl', BASES)).toEqual({ kind: 'partner', subdomain: 'demo' });
    expect(resolveHost('Clinica.Comparador.CL:8443', BASES)).toEqual({ kind: 'partner', subdomain: 'clinica' });
    expect(resolveHost('demo.comparador.cl.', BASES)).toEqual({ kind: 'partner', subdomain: 'demo' });
    expect(resolveHost('socio-1.otro.cl', [...BASES, 'otro.cl'])).toEqual({ kind: 'partner', subdomain: 'socio-1' });
  });

  it('treats *.localhost as a partner sub-domain for development, with or without base domains', () => {
    expect(resolveHost('demo.localhost:3000', BASES)).toEqual({ kind: 'partner', subdomain: 'demo' });
    expect(resolveHost('demo.localhost', [])).toEqual({ kind: 'partner', subdomain: 'demo' });
  });

  it('answers the main site for reserved labels, deeper names, IPs and foreign domains', () => {
    for (const host of [
      'admin.comparador.cl',
      'api.comparador.cl',
      'www.localhost',
      'a.b.comparador.cl',
      '127.0.0.1:3000',
      '[::1]:3000',
      'demo.otro.cl',
      'comparador.cl.evil.com',
      'evilcomparador.cl',
      '-x.comparador.cl',
    ]) {
      expect(resolveHost(host, BASES), host).toEqual({ kind: 'main' });
    }
  });

  it('normalises hosts (lowercase, no port, no trailing dot)', () => {
    expect(normaliseHost(' Demo.Localhost:3000 ')).toBe('demo.localhost');
    expect(normaliseHost('')).toBe('');
  });

  it('keeps the editions’ local hosts for Peru, Colombia and the international site (issue 27)', () => {
    for (const host of ['pe.localhost', 'co.localhost:3000', 'int.localhost'])
      expect(resolveHost(host, [])).toEqual({ kind: 'main' });
    expect(resolveHost('peru.localhost', [])).toEqual({ kind: 'partner', subdomain: 'peru' });
  });

  it('checks sub-domain labels a partner may take', () => {
    expect(isValidSubdomain('demo')).toBe(true);
    expect(isValidSubdomain('mi-clinica2')).toBe(true);
    for (const bad of ['', 'www', 'admin', 'pe', 'co', 'int', 'Demo', 'a_b', '-a', 'a-', 'a.b', 'x'.repeat(64)]) {
      expect(isValidSubdomain(bad), bad).toBe(false);
    }
  });

  it('never names a partner that is not a valid label, and always finds a valid one (property)', () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
    fc.assert(
      fc.property(label, fc.constantFrom('', ':3000'), (name, port) => {
        const site = resolveHost(`${name}.comparador.cl${port}`, BASES);
        expect(site).toEqual(isValidSubdomain(name) ? { kind: 'partner', subdomain: name } : { kind: 'main' });
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (host) => {
        const site = resolveHost(host, BASES);
        expect(site.kind === 'main' || isValidSubdomain(site.subdomain), host).toBe(true);
      }),
    );
  });
});

describe('mayBePartnerHost (the browser asks only where a partner can be)', () => {
  it.each([
    ['127.0.0.1', false],
    ['localhost', false],
    ['[::1]', false],
    ['comparador.cl', false],
    ['www.comparador.cl', false],
    ['admin.localhost', false],
    ['demo.localhost', true],
    ['Demo.Localhost:3000', true],
    ['demo.comparador.cl', true],
    ['', false],
  ])('%s -> %s', (host, expected) => expect(mayBePartnerHost(host)).toBe(expected));
});
