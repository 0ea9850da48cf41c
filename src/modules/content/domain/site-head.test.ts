import { productCodeFromSlug } from './detail-resolver.js';
import { describe, expect, it } from 'vitest';
import { COMPARATOR_LINES } from './insurance-types.js';
import {
  comparatorHead,
  comparatorTitle,
  detailSegments,
  headHtml,
  iso4217,
  NOT_FOUND_HEAD,
  organizationHead,
  productHead,
  robotsTxt,
  routeHead,
  sitemapPaths,
  sitemapXml,
  type ProductHeadData,
} from './site-head.js';
import { matchSiteRoute, SITE_ROUTES } from './site-routes.js';

const product: ProductHeadData = {
  productCode: 'QPS135',
  displayName: 'Gastos Mayores Premium',
  description: 'Cubre hospitalización.',
  organizationName: 'MetLife',
  insuranceTypeName: 'Catastrófico',
  seo: { title: 'Seguro Gastos Mayores Premium de MetLife', description: 'El mejor catastrófico.', image: null },
  faq: [{ question: '¿Cubre preexistencias?', answer: 'No.' }],
  price: { amount: 0.85, currency: 'UF', period: 'mensual', label: 'Desde' },
  evaluation: { average: 8.44, count: 12 },
};

describe('productCodeFromSlug (spec 02 §2.4: the code is the suffix after the last "-")', () => {
  it.each([
    ['Gastos-Mayores-Premium-QPS135', 'QPS135'],
    ['Seguro-Complementario-Salud-Plus-QPS7', 'QPS7'],
    ['QPS135', 'QPS135'],
    ['Nombre-', ''],
  ])('%s -> %s', (slug, code) => expect(productCodeFromSlug(slug)).toBe(code));
});

describe('comparator titles and heads', () => {
  it('names each line of the route table, with the insurance type when there is one', () => {
    for (const line of COMPARATOR_LINES) expect(comparatorTitle(line.segment)).toBe(line.title);
    expect(comparatorTitle('Seguros-de-Salud', 'Complementario')).toBe('Seguros de Salud: Complementario');
    expect(comparatorTitle('Isapres')).toBe('planes de isapre');
    expect(comparatorTitle('No-Existe')).toBeUndefined();
    expect(comparatorTitle('Seguros-de-Salud', 'No-Existe')).toBeUndefined();
  });

  it('gives the route title and a description that says what is compared', () => {
    expect(comparatorHead('Seguros-de-Vida')).toMatchObject({
      title: 'Compara Seguros de Vida | Comparador de Seguros',
      noindex: false,
    });
    expect(comparatorHead('Seguros-de-Vida')!.description).toMatch(/^Compara seguros de Vida en Chile/);
  });

  it('maps the legacy comparator routes to their line', () => {
    const head = (path: string) => {
      const match = matchSiteRoute(path)!;
      return routeHead(match.route.id, match.params).title;
    };
    expect(head('/Comparar/Guardias-old')).toBe('Compara Seguros de Guardia | Comparador de Seguros');
    expect(head('/Comparar/Seguro-Complementario-Empresa-Legacy')).toBe(
      'Compara Seguro Complementario Empresa | Comparador de Seguros',
    );
    expect(head('/Comparar/Isapres/123/coberturas')).toBe('Compara planes de isapre | Comparador de Seguros');
    expect(head('/Comparar/Seguros-de-Salud/Cyber-Day')).toBe(
      'Compara Cyber Day: seguros de salud con descuento | Comparador de Seguros',
    );
  });
});

describe('routeHead', () => {
  it('gives every route of the table its own title (never the bare site name or the route id)', () => {
    for (const route of SITE_ROUTES) {
      const params = { line: 'Seguros-de-Salud', url: undefined };
      const head = routeHead(route.id, params);
      expect(head.title, route.id).not.toBe('Comparador de Seguros');
      expect(head.title, route.id).not.toContain(route.id);
      expect(head.description.length, route.id).toBeGreaterThan(20);
    }
  });

  it('keeps personal and transactional pages out of the index', () => {
    for (const id of ['login', 'shared-link', 'preview', 'compra-online', 'feedback'])
      expect(routeHead(id, {}).noindex, id).toBe(true);
    expect(routeHead('contacto', {}).noindex).toBe(false);
    expect(NOT_FOUND_HEAD).toMatchObject({ title: 'Página no encontrada | Comparador de Seguros', noindex: true });
  });
});

describe('detailSegments', () => {
  it('reads the organization and product segments of the three detail shapes', () => {
    const of = (path: string) => {
      const match = matchSiteRoute(path)!;
      return detailSegments(match.route.id, match.params);
    };
    expect(of('/Seguros/MetLife/Gastos-Mayores-QPS1')).toEqual({
      organization: 'MetLife',
      product: 'Gastos-Mayores-QPS1',
    });
    expect(of('/Isapre/Colmena/Complementos/Dental-QPS2')).toEqual({ organization: 'Colmena', product: 'Dental-QPS2' });
    expect(of('/Clinicas-y-Hospitales/Clinica-Alemana/Seguro/Plan-QPS3')).toEqual({
      organization: 'Clinica-Alemana',
      product: 'Plan-QPS3',
    });
    expect(of('/Isapre/Colmena')).toEqual({ organization: 'Colmena' });
    expect(of('/Seguros/MetLife/Colectivos')).toEqual({ organization: 'MetLife' });
    expect(of('/Seguros')).toBeUndefined();
    expect(of('/contacto')).toBeUndefined();
  });
});

describe('organizationHead', () => {
  it('names the organization', () => {
    expect(organizationHead('isapre-landing', { name: 'Isapre Colmena', typeAlias: 'Isapre' })).toMatchObject({
      title: 'Isapre Colmena | Comparador de Seguros',
      description: expect.stringContaining('Isapre Colmena (Isapre)'),
    });
    expect(organizationHead('seguros-colectivos', { name: 'MetLife', typeAlias: 'Aseguradora' }).title).toBe(
      'Seguros Colectivos de MetLife | Comparador de Seguros',
    );
  });
});

describe('productHead: SEO title, description and JSON-LD', () => {
  it('uses the SEO texts and describes the product, its offer (UF as CLF) and its rating', () => {
    const head = productHead(product, 'https://x.cl/Seguros/MetLife/Gastos-Mayores-Premium-QPS135');
    expect(head.title).toBe('Seguro Gastos Mayores Premium de MetLife | Comparador de Seguros');
    expect(head.description).toBe('El mejor catastrófico.');
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Gastos Mayores Premium',
      sku: 'QPS135',
      brand: { '@type': 'Organization', name: 'MetLife' },
      offers: { '@type': 'Offer', price: '0.85', priceCurrency: 'CLF' },
      aggregateRating: { ratingValue: 8.4, bestRating: 10, ratingCount: 12 },
    });
    expect(head.jsonLd[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: '¿Cubre preexistencias?', acceptedAnswer: { '@type': 'Answer', text: 'No.' } },
      ],
    });
  });

  it('falls back to the product texts, and leaves out what is unknown', () => {
    const head = productHead(
      { ...product, seo: null, faq: [], evaluation: null, price: { ...product.price, amount: null } },
      'https://x.cl/p',
    );
    expect(head.title).toBe('Gastos Mayores Premium de MetLife | Comparador de Seguros');
    expect(head.description).toBe('Cubre hospitalización.');
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).not.toHaveProperty('offers');
    expect(head.jsonLd[0]).not.toHaveProperty('aggregateRating');
  });

  it('maps price units to ISO 4217', () => {
    expect(iso4217('CLP')).toBe('CLP');
    expect(iso4217('UF')).toBe('CLF');
    expect(iso4217('USD')).toBe('USD');
    expect(iso4217('%')).toBeUndefined();
  });
});

describe('headHtml', () => {
  it('escapes texts and keeps JSON-LD from closing its script element', () => {
    const html = headHtml(
      productHead(
        { ...product, seo: { title: 'A "b" <c>', description: 'x & y', image: null }, displayName: '</script><b>' },
        'https://x.cl/p',
      ),
      'https://x.cl/p?a="1"',
    );
    expect(html).toContain('<title>A &quot;b&quot; &lt;c&gt; | Comparador de Seguros</title>');
    expect(html).toContain('<meta name="description" content="x &amp; y" />');
    expect(html).toContain('<link rel="canonical" href="https://x.cl/p?a=&quot;1&quot;" />');
    expect(html).not.toContain('</script><b>');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).name).toBe('</script><b>');
  });

  it('marks noindex pages and gives them no canonical link', () => {
    const html = headHtml(NOT_FOUND_HEAD, 'https://x.cl/nada');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('canonical');
  });
});

describe('sitemap and robots', () => {
  it('writes each URL once, escaped', () => {
    const xml = sitemapXml(['https://x.cl/a?b=1&c=2', 'https://x.cl/a?b=1&c=2', 'https://x.cl/']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://x.cl/a?b=1&amp;c=2</loc>');
  });

  it('lists only paths the site answers, Cyber Day only while it runs', () => {
    const paths = sitemapPaths({
      comparatorSegments: ['Seguros-de-Salud', 'Seguros-de-Viaje'],
      cyberDayVisible: false,
      organizationPaths: ['/Isapre/Colmena'],
      productPaths: ['/Isapre/Colmena/Complementos/Dental-QPS2'],
      answers: (path) => !path.includes('Viaje'),
    });
    expect(paths).toEqual([
      '/',
      '/Comparar/Seguros-de-Salud',
      '/Isapre',
      '/Seguros',
      '/Clinicas-y-Hospitales',
      '/Isapre/Colmena',
      '/Isapre/Colmena/Complementos/Dental-QPS2',
    ]);
    expect(
      sitemapPaths({
        comparatorSegments: [],
        cyberDayVisible: true,
        organizationPaths: [],
        productPaths: [],
        answers: () => true,
      }),
    ).toContain('/Comparar/Seguros-de-Salud/Cyber-Day');
  });

  it('keeps crawlers out of private paths and names the sitemap', () => {
    const robots = robotsTxt('https://x.cl/');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /url/');
    expect(robots.trim().endsWith('Sitemap: https://x.cl/sitemap.xml')).toBe(true);
  });
});
