import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER_CONFIG, type PartnerConfig } from './partner-config';
import { partnerHeadTags, withPartnerHead } from './partner-head';

const config = (seo: Partial<PartnerConfig['SEOMetadata']>, patch: Partial<PartnerConfig> = {}): PartnerConfig => ({
  ...DEFAULT_PARTNER_CONFIG,
  ...patch,
  SEOMetadata: { ...DEFAULT_PARTNER_CONFIG.SEOMetadata, ...seo },
});
const page =
  '<html><head><meta charset="UTF-8" /><!--page-head--><title>Comparador de Seguros</title><meta\n      name="description"\n      content="Compara seguros" /><!--/page-head--></head><body>x</body></html>';

describe("a partner's SEO <head> (spec 02 §3 SEOMetadata)", () => {
  it("replaces the page's title and description and adds the social tags and favicon", () => {
    const html = withPartnerHead(
      page,
      config(
        {
          title: 'Socio Demo',
          description: 'Seguros "Demo" & más',
          imageFa: 'https://socio.cl/fb.png',
          imageTw: 'https://socio.cl/tw.png',
          twitterSite: '@socio',
          author: 'Socio',
          addedTags: ['salud', 'isapre'],
        },
        { showcaseFavicon: '/favicon-socio.png' },
      ),
      'Socio Demo SpA',
    );
    expect(html).toContain('<title>Socio Demo</title>');
    expect(html).not.toContain('Comparador de Seguros');
    expect(html).toContain('<meta name="description" content="Seguros &quot;Demo&quot; &amp; más" />');
    expect(html).toContain('<meta property="og:image" content="https://socio.cl/fb.png"');
    expect(html).toContain('<meta name="twitter:image" content="https://socio.cl/tw.png"');
    expect(html).toContain('<meta name="keywords" content="salud, isapre"');
    expect(html).toContain('<link rel="icon" href="/favicon-socio.png"');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html.endsWith('<body>x</body></html>')).toBe(true);
  });

  it("keeps the page's own title when the partner has none, and escapes what it adds", () => {
    const html = withPartnerHead(page, config({ author: '<script>alert(1)</script>' }), 'Demo $& Co');
    expect(html).toContain('<title>Comparador de Seguros</title>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('content="Demo $&amp; Co"');
  });

  it('leaves HTML without a head alone', () => {
    expect(withPartnerHead('<p>hola</p>', config({ title: 'X' }), 'X')).toBe('<p>hola</p>');
    expect(partnerHeadTags(config({}), 'Demo')).toContain('og:title" content="Demo"');
  });
});
