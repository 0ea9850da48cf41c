import { describe, expect, it } from 'vitest';
import {
  allowedOrganizationCodes,
  frameAncestors,
  isPagePath,
  isOrganizationAllowed,
  isPathAllowed,
  partnerRedirect,
  withFrameAncestors,
} from './access';
import { DEFAULT_PARTNER_CONFIG, type PartnerConfig } from './partner-config';

const config = (patch: Partial<PartnerConfig> = {}): PartnerConfig => ({ ...DEFAULT_PARTNER_CONFIG, ...patch });
const restricted = config({
  redirects: { allowedPaths: ['/Comparar/Seguros-de-Salud', '/Contacto'], defaultPath: '/Comparar/Seguros-de-Salud' },
});

describe('allowed paths on a partner sub-domain (spec 02 §4, §6)', () => {
  it('never serves the root: it goes to the default path', () => {
    expect(isPathAllowed(config(), '/')).toBe(false);
    expect(partnerRedirect(config(), '/')).toBe('/Comparar/Seguros-de-Salud');
    expect(partnerRedirect(restricted, '/')).toBe('/Comparar/Seguros-de-Salud');
  });

  it('allows every other path when no allowed paths are configured', () => {
    expect(isPathAllowed(config(), '/Clinicas-y-Hospitales')).toBe(true);
  });

  it('allows an allowed path and what is below it, case-insensitively, with a trailing slash or encoded', () => {
    for (const path of [
      '/Comparar/Seguros-de-Salud',
      '/comparar/seguros-de-salud/',
      '/Comparar/Seguros-de-Salud/Colmena',
      '/Contacto',
      '/Comparar%2FSeguros-de-Salud',
    ]) {
      expect(isPathAllowed(restricted, path), path).toBe(true);
      expect(partnerRedirect(restricted, path)).toBeNull();
    }
  });

  it('sends any other path to the default path (segment boundary: no prefix tricks)', () => {
    for (const path of ['/Blog', '/Comparar/Seguros-de-Salud-Falso', '/Contactos', '/Comparar']) {
      expect(partnerRedirect(restricted, path), path).toBe('/Comparar/Seguros-de-Salud');
    }
  });

  it('always reaches the default path, and /ref only with pseudo-login', () => {
    const other = config({ redirects: { allowedPaths: ['/Contacto'], defaultPath: '/Comparar/Seguros-de-Vida' } });
    expect(isPathAllowed(other, '/Comparar/Seguros-de-Vida')).toBe(true);
    expect(isPathAllowed(other, '/ref')).toBe(false);
    expect(isPathAllowed({ ...other, pseudoLogin: true }, '/ref')).toBe(true);
  });
});

describe('allowed organizations (spec 02 §6)', () => {
  it('lists every organization when none is configured', () => {
    expect(allowedOrganizationCodes(config())).toBeNull();
    expect(isOrganizationAllowed(config(), { organizationCode: 'ANY', organizationType: 'ASEGURADORA' })).toBe(true);
  });

  it('lists only the configured codes (case-insensitive)', () => {
    const two = config({ allowedOrganizations: ['CL-A', 'CL-B'] });
    expect(allowedOrganizationCodes(two)).toEqual(['CL-A', 'CL-B']);
    expect(isOrganizationAllowed(two, { organizationCode: 'cl-a' })).toBe(true);
    expect(isOrganizationAllowed(two, { organizationCode: 'CL-C' })).toBe(false);
  });

  it('hides clinics when clinicsEnabled is off', () => {
    const noClinics = config({ clinicsEnabled: false });
    expect(isOrganizationAllowed(noClinics, { organizationCode: 'X', organizationType: 'CLINICA' })).toBe(false);
    expect(isOrganizationAllowed(noClinics, { organizationCode: 'X', organizationType: 'ISAPRE' })).toBe(true);
  });
});

describe('frame-ancestors per partner (spec 02 §5)', () => {
  it("is 'self' on the main site and 'self' plus the partner's embedding origins on its sub-domain", () => {
    expect(frameAncestors(null)).toEqual(["'self'"]);
    expect(frameAncestors(config({ allowedUrls: ['https://socio.cl', 'http://localhost:4000'] }))).toEqual([
      "'self'",
      'https://socio.cl',
      'http://localhost:4000',
    ]);
  });

  it('replaces the directive of a CSP header and keeps the others', () => {
    const csp = "default-src 'self';frame-ancestors 'self';img-src 'self' data:";
    expect(withFrameAncestors(csp, ["'self'", 'https://socio.cl'])).toBe(
      "default-src 'self';img-src 'self' data:;frame-ancestors 'self' https://socio.cl",
    );
    expect(withFrameAncestors("default-src 'self'", ["'self'"])).toBe("default-src 'self';frame-ancestors 'self'");
  });
});

describe('isPagePath: what partner redirects govern', () => {
  it('is true for site pages and the root', () => {
    for (const path of ['/', '/Comparar/Seguros-de-Salud', '/ref', '/Blog/un-articulo'])
      expect(isPagePath(path)).toBe(true);
  });

  it('is false for the API, the back-office, static files and translations', () => {
    for (const path of [
      '/api/insurance/compare/metadata',
      '/api',
      '/admin',
      '/admin/partners',
      '/assets/app.js',
      '/favicon.ico',
      '/i18n/es.json',
      '/robots.txt',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
