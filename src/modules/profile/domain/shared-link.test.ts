import { describe, expect, it } from 'vitest';
import { allowedShareHosts, isAllowedShareUrl, sharedLinkCodeOf, sitePathOf } from './shared-link';

describe('share links (spec 02 §5: only the site own hosts)', () => {
  const hosts = allowedShareHosts('https://www.comparador.cl');

  it('accepts the public host, localhost and site paths', () => {
    expect(isAllowedShareUrl('https://www.comparador.cl/Comparar/Isapres?code=1', hosts)).toBe(true);
    expect(isAllowedShareUrl('http://localhost:5173/buscar', hosts)).toBe(true);
    expect(isAllowedShareUrl('http://127.0.0.1:40123/Comparar/Seguros-de-Salud', hosts)).toBe(true);
    expect(isAllowedShareUrl('/Comparar/Isapres', hosts)).toBe(true);
  });

  it('refuses other hosts, look-alikes, credentials, other schemes and protocol-relative URLs', () => {
    expect(isAllowedShareUrl('https://evil.example/Comparar', hosts)).toBe(false);
    expect(isAllowedShareUrl('https://www.comparador.cl.evil.example/', hosts)).toBe(false);
    expect(isAllowedShareUrl('https://user:pw@www.comparador.cl/', hosts)).toBe(false);
    expect(isAllowedShareUrl('javascript:alert(1)', hosts)).toBe(false);
    expect(isAllowedShareUrl('//evil.example/x', hosts)).toBe(false);
    expect(isAllowedShareUrl('no es una url', hosts)).toBe(false);
  });

  it('keeps path, query and hash when restoring, and finds the code in any link form', () => {
    expect(sitePathOf('https://www.comparador.cl/buscar?code=1&skipLanding=true#r')).toBe(
      '/buscar?code=1&skipLanding=true#r',
    );
    expect(sharedLinkCodeOf('https://www.comparador.cl/url/Ab12Cd34')).toBe('Ab12Cd34');
    expect(sharedLinkCodeOf('/url/Ab12Cd34/')).toBe('Ab12Cd34');
    expect(sharedLinkCodeOf('x')).toBeNull();
  });
});
