import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER_CONFIG, type PartnerConfig } from './partner-config';
import { pseudoLoginRedirect, siteLayout } from './site-layout';

const config = (patch: Partial<PartnerConfig> = {}): PartnerConfig => ({ ...DEFAULT_PARTNER_CONFIG, ...patch });
const at = (path: string, embedded = false) => ({ path, embedded });

describe('the layout of a page (spec 02 §2.6, §3, §4)', () => {
  it('is the site’s own on the main site, and the comparator alone when framed', () => {
    expect(siteLayout(null, at('/'))).toEqual({ header: 'site', footer: 'site', chat: true });
    expect(siteLayout(null, at('/', true))).toEqual({ header: 'none', footer: 'none', chat: false });
  });

  it('hides the header in a frame unless the layout enables it; the sub-domain shows it', () => {
    expect(siteLayout(config(), at('/Comparar/Seguros-de-Salud')).header).toBe('site');
    expect(siteLayout(config(), at('/Comparar/Seguros-de-Salud', true)).header).toBe('none');
    const enabled = config({ subdomainLayout: { enableHeader: true, footerEnabled: true, chatEnabled: false } });
    expect(siteLayout(enabled, at('/x', true)).header).toBe('site');
  });

  it("uses the partner's hosted header and footer when it has them and asks for them", () => {
    const hosted = config({ headerHTML: '<p>h</p>', footerHTML: '<p>f</p>', useHeader: true, useFooter: true });
    expect(siteLayout(hosted, at('/x'))).toMatchObject({ header: 'hosted', footer: 'hosted' });
    expect(siteLayout({ ...hosted, useHeader: false }, at('/x')).header).toBe('site');
    expect(siteLayout({ ...hosted, footerHTML: null }, at('/x')).footer).toBe('site');
  });

  it('shows the footer only when enabled, and only on its routes when routes are listed', () => {
    const off = config({ subdomainLayout: { enableHeader: false, footerEnabled: false, chatEnabled: false } });
    expect(siteLayout(off, at('/x')).footer).toBe('none');
    const routes = config({ footerEnabledRoutes: ['/Contacto', '/Comparar/Seguros-de-Salud'] });
    expect(siteLayout(routes, at('/contacto/')).footer).toBe('site');
    expect(siteLayout(routes, at('/Comparar/Seguros-de-Salud/Colmena')).footer).toBe('site');
    expect(siteLayout(routes, at('/Comparar/Seguros-de-Vida')).footer).toBe('none');
  });

  it('opens the chat on a partner site only when its layout enables it', () => {
    expect(siteLayout(config(), at('/x')).chat).toBe(false);
    expect(
      siteLayout(config({ subdomainLayout: { enableHeader: false, footerEnabled: true, chatEnabled: true } }), at('/x'))
        .chat,
    ).toBe(true);
  });
});

describe('pseudo-login (spec 02 §4: the first visit without referrer input goes to /ref once)', () => {
  const base = { pseudoLogin: true, hasReferrer: false, attempted: false, alreadyRedirected: false, path: '/Comparar' };
  it('sends the first visit to the required advisor dialog', () => {
    expect(pseudoLoginRedirect(base)).toBe('/ref?pseudoLogin=1');
  });
  it('never sends twice, nor with a referrer or an attempt, nor from /ref, nor without pseudo-login', () => {
    expect(pseudoLoginRedirect({ ...base, alreadyRedirected: true })).toBeNull();
    expect(pseudoLoginRedirect({ ...base, hasReferrer: true })).toBeNull();
    expect(pseudoLoginRedirect({ ...base, attempted: true })).toBeNull();
    expect(pseudoLoginRedirect({ ...base, path: '/ref/' })).toBeNull();
    expect(pseudoLoginRedirect({ ...base, pseudoLogin: false })).toBeNull();
  });
});
