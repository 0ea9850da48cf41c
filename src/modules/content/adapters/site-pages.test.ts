import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestRuntime } from '../../../platform/testing/test-runtime.js';
import type { ProductCard, ProductDetail } from '../../catalogue/domain/product-card.js';
import { cardPriceDisplay } from '../../catalogue/domain/price-display.js';
import { createSampleTestRuntime } from '../../../../tests/support/sample-runtime.js';

/** The `<head>` elements and the page area of a served HTML page. */
function parsePage(html: string) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return { title, description, canonical, jsonLd, noindex: html.includes('<meta name="robots" content="noindex"') };
}

const decode = (text: string | undefined) =>
  (text ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('site pages: the <head> and first screen the server answers, sitemap and robots', () => {
  let runtime: TestRuntime;
  let app: ReturnType<TestRuntime['createHttpApp']>;
  let cards: ProductCard[];

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({}, { PUBLIC_URL: 'https://www.example.cl' });
    app = runtime.createHttpApp();
    const compare = await request(app)
      .post('/api/insurance/compare/metadata')
      .send({ comparator: 'Seguros-de-Salud', organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'], take: 100 })
      .expect(200);
    cards = compare.body.data as ProductCard[];
  }, 120_000);
  afterAll(() => runtime?.dispose());

  it.each([
    ['ASEGURADORA', /^\/Seguros\/[^/]+\/[^/]+$/],
    ['ISAPRE', /^\/Isapre\/[^/]+\/Complementos\/[^/]+$/],
    ['CLINICA', /^\/Clinicas-y-Hospitales\/[^/]+\/Seguro\/[^/]+$/],
  ] as const)('gives a %s product detail page its SEO title, description and JSON-LD', async (type, shape) => {
    const card = cards.find((c) => c.organization.organizationType === type);
    expect(card, `a ${type} product in the sample`).toBeDefined();
    expect(card!.url).toMatch(shape);
    const [seo, faq] = await Promise.all([
      request(app).get(`/api/insurance/${card!.id}/seo`).expect(200),
      request(app).get(`/api/insurance/${card!.id}/faq`).expect(200),
    ]);

    const response = await request(app).get(card!.url).expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const page = parsePage(response.text);
    expect(decode(page.title)).toBe(`${seo.body.data.title} | Comparador de Seguros`);
    expect(decode(page.description)).toBe(seo.body.data.description);
    expect(page.canonical).toBe(`https://www.example.cl${card!.url}`);
    expect(response.text.match(/<title>/g)).toHaveLength(1);

    const product = page.jsonLd.find((item) => item['@type'] === 'Product')!;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: card!.displayName,
      sku: card!.productCode,
      brand: { name: card!.organization.name },
      url: `https://www.example.cl${card!.url}`,
    });
    // A priced card offers its price; an unpriced one offers none.
    const offer = expect.objectContaining({
      '@type': 'Offer',
      price: String(card!.price.amount),
      priceCurrency: card!.price.currency === 'UF' ? 'CLF' : card!.price.currency,
    });
    expect(product.offers).toEqual(card!.price.amount === null ? undefined : offer);
    const faqPage = page.jsonLd.find((item) => item['@type'] === 'FAQPage');
    const questions = faq.body.data as { question: string; answer: string }[];
    expect(questions.length).toBeGreaterThan(0);
    expect((faqPage!.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(questions.map((q) => q.question));
  });

  it('finds the product by the slug suffix even under another slug text', async () => {
    const card = cards[0]!;
    const slug = card.url.split('/').pop()!;
    expect(slug.endsWith(`-${card.productCode}`)).toBe(true);
    const other = card.url.replace(slug, `Otro-Nombre-${card.productCode}`);
    const page = parsePage((await request(app).get(other).expect(200)).text);
    expect(page.jsonLd[0]).toMatchObject({ name: card.displayName });
    // The canonical address is the product's own.
    expect(page.canonical).toBe(`https://www.example.cl${card.url}`);
  });

  it('keeps a generic head for a detail path whose product does not exist', async () => {
    const page = parsePage((await request(app).get('/Seguros/Nadie/Seguro-Inventado-QPS999999').expect(200)).text);
    expect(page.title).toBe('Detalle del seguro | Comparador de Seguros');
    expect(page.jsonLd).toEqual([]);
  });

  it.each(['ASEGURADORA', 'ISAPRE', 'CLINICA'] as const)(
    'sends a %s product detail page whole, from the detail the API answers, with the data it hydrates from (issue 31)',
    async (type) => {
      const card = cards.find((c) => c.organization.organizationType === type)!;
      const detail = (await request(app).get(`/api/insurance/product/${card.productCode}`).expect(200)).body
        .data as ProductDetail;
      const html = (await request(app).get(`${card.url}?utm_source=prueba`).expect(200)).text;
      expect(html).toContain(`<h1 id="product-title">${detail.displayName}</h1>`);
      expect(html).not.toContain('id="resolver-title"');
      // The reference price a visitor without a profile sees, as the card shows it.
      const price = cardPriceDisplay(detail.price, false).amountText;
      const shown = decode(/data-testid="product-price">([\s\S]*?)<\/p>/.exec(html)?.[1]).replace(/<[^>]*>/g, '');
      expect(shown).toContain(price);
      // The data the page was rendered from: the detail the API answers, for the browser's hydration.
      const data = JSON.parse(decode(/data-page-data="([^"]*)"/.exec(html)?.[1])) as Record<string, unknown>;
      const resolution = Object.entries(data).find(([key]) => key.startsWith('detail '))?.[1];
      expect(resolution).toEqual({ kind: 'product', value: detail });
    },
  );

  it('sends an isapre plan page whole, from the plan the API answers, with the data it hydrates from (issue 31)', async () => {
    const search = await request(app)
      .post('/api/buscarplanes/compare/metadataPlanesPersonas')
      .send({ take: 1 })
      .expect(200);
    const { url, codigoplan } = search.body.data[0] as { url: string; codigoplan: string };
    const plan = (await request(app).get(`/api/infoplanes/infoplan?plan=${codigoplan}`).expect(200)).body.data as {
      nombreplan: string;
      price: { text: string };
    };
    const html = (await request(app).get(url).expect(200)).text;
    expect(html).toContain(`<h1 id="plan-title">${plan.nombreplan}</h1>`);
    expect(decode(/data-testid="plan-price">([^<]*)<\/p>/.exec(html)?.[1])).toBe(plan.price.text);
    const data = JSON.parse(decode(/data-page-data="([^"]*)"/.exec(html)?.[1])) as Record<string, unknown>;
    expect(data[`plan ${codigoplan}`]).toEqual(plan);
  });

  it.each(['ASEGURADORA', 'CLINICA'] as const)(
    'sends a %s organization page whole, with its first products the comparison API answers (issue 31)',
    async (type) => {
      const card = cards.find((c) => c.organization.organizationType === type)!;
      const html = (await request(app).get(card.url.split('/').slice(0, 3).join('/')).expect(200)).text;
      expect(html).toContain('<h1 id="org-title">');
      const data = JSON.parse(decode(/data-page-data="([^"]*)"/.exec(html)?.[1])) as Record<string, unknown>;
      const resolution = Object.entries(data).find(([key]) => key.startsWith('detail '))?.[1] as {
        value: { id: number; organizationType: string };
      };
      const clinic = resolution.value.organizationType === 'CLINICA';
      // The products the API answers for the page's first request (organization-products), in the HTML.
      const answer = await request(app)
        .post('/api/insurance/compare/metadata')
        .send({
          profile: null,
          page: 1,
          take: 20,
          productType: null,
          organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'],
          organizations: clinic ? [] : [resolution.value.id],
          coverageOrganizations: clinic ? [resolution.value.id] : [],
          order: 'recommended',
          targetCurrency: 'CLP',
        })
        .expect(200);
      const names = [...html.matchAll(/<h3 id="card-title-(\d+)" class="card-title">([^<]*)<\/h3>/g)];
      expect(names.map((match) => Number(match[1]))).toEqual(answer.body.data.map((c: ProductCard) => c.id));
      expect(names.length).toBeGreaterThan(0);
    },
  );

  it('names the organization on organization pages', async () => {
    for (const type of ['ASEGURADORA', 'ISAPRE', 'CLINICA'] as const) {
      const card = cards.find((c) => c.organization.organizationType === type)!;
      const base = card.url.split('/').slice(0, 3).join('/');
      const page = parsePage((await request(app).get(base).expect(200)).text);
      expect(decode(page.title)).toBe(`${card.organization.name} | Comparador de Seguros`);
      expect(decode(page.description)).toContain(card.organization.name);
    }
  });

  it('sends a comparator route its title, description and first screen in the HTML', async () => {
    const response = await request(app).get('/Comparar/Seguros-de-Salud/Complementario?orden=lowerPrice').expect(200);
    const page = parsePage(response.text);
    expect(page.title).toBe('Compara Seguros de Salud: Complementario | Comparador de Seguros');
    expect(page.description).toMatch(/^Compara seguros de Salud: Complementario en Chile/);
    expect(page.canonical).toBe('https://www.example.cl/Comparar/Seguros-de-Salud/Complementario');
    expect(response.text).toContain('<h1 id="results-title">Compara Seguros de Salud: Complementario</h1>');
    expect(response.text).toContain('data-testid="profile-tooltip"');
    // The whole page, with the cards the API answers for the request the browser's start-up sends (no
    // stored profile, the URL's search): the browser hydrates them. Elements only: the inlined stylesheet
    // also names the classes.
    expect(response.text).not.toMatch(/class="[^"]*(card-skeleton|shell-loading)/);
    expect(response.text).toContain('data-testid="site-header"');
    const key = decode(/<div id="root" data-mobile="false" data-first-comparison="([^"]*)">/.exec(response.text)?.[1]);
    expect(JSON.parse(key)).toMatchObject({ profile: null, order: 'lowerPrice', insuranceTypes: ['Complementario'] });
    const answer = await request(app).post('/api/insurance/compare/metadata').send(JSON.parse(key)).expect(200);
    const names = [...response.text.matchAll(/<h3 id="card-title-(\d+)" class="card-title">([^<]*)<\/h3>/g)];
    expect(names.map((match) => Number(match[1]))).toEqual(answer.body.data.map((card: ProductCard) => card.id));
    expect(names.map((match) => decode(match[2]))).toEqual(
      answer.body.data.map((card: ProductCard) => card.displayName),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(response.headers.vary).toMatch(/Sec-CH-UA-Mobile/);
    // A phone gets the phone layout (the filters folded, the menu behind the hamburger).
    const phone = await request(app).get('/Comparar/Seguros-de-Salud').set('sec-ch-ua-mobile', '?1').expect(200);
    expect(phone.text).toContain('<div id="root" data-mobile="true"');
    expect(phone.text).toContain('class="hamburger"');
    expect(phone.text).not.toContain('data-testid="filters"');

    for (const [path, heading] of [
      ['/Comparar/Guardias-old', 'Compara Seguros de Guardia'],
      ['/Comparar/Seguro-Complementario-Empresa-Legacy', 'Compara Seguro Complementario Empresa'],
    ]) {
      const html = (await request(app).get(path!).expect(200)).text;
      expect(html).toContain(`<h1 id="results-title">${heading}</h1>`);
      expect(parsePage(html).title).toBe(`${heading} | Comparador de Seguros`);
    }
    // The isapre plan comparator is another page (its own first screen: see the next test).
    const plans = (await request(app).get('/Comparar/Isapres').expect(200)).text;
    expect(parsePage(plans).title).toBe('Compara planes de isapre | Comparador de Seguros');
    expect(plans).not.toContain('results-title');
    // Cyber Day: its comparator while the event runs, the 'ended' page after; either way in the HTML.
    const cyber = (await request(app).get('/Comparar/Seguros-de-Salud/Cyber-Day').expect(200)).text;
    expect(cyber).toMatch(/<h1 id="(results|cyber)-title">Cyber Day/);
    expect(cyber).not.toMatch(/class="[^"]*shell-loading/);
  });

  it('sends the isapre plan list its first plan cards in the HTML, those the search API answers (issue 31)', async () => {
    const url = '/Comparar/Isapres?orden=lowerPrice&utm_source=prueba';
    const response = await request(app).get(url).expect(200);
    expect(response.text).toContain('id="plans-title"');
    expect(response.text).toContain('data-testid="site-header"');
    // The request the browser's start-up sends (no stored profile, the URL's state), and its answer's cards.
    const key = decode(/<div id="root" data-mobile="false" data-first-comparison="([^"]*)"/.exec(response.text)?.[1]);
    const body = JSON.parse(key) as Record<string, unknown>;
    expect(body).toMatchObject({ profile: null, page: 1, take: 20, order: 'lowerPrice' });
    const answer = await request(app).post('/api/buscarplanes/compare/metadataPlanesPersonas').send(body).expect(200);
    const plans = answer.body.data as { id: number; nombreplan: string; price: { text: string } }[];
    expect(plans.length).toBeGreaterThan(0);
    const titles = [...response.text.matchAll(/<h3 id="plan-(\d+)-title"><a [^>]*>([^<]*)<\/a><\/h3>/g)];
    expect(titles.map((match) => Number(match[1]))).toEqual(plans.map((plan) => plan.id));
    expect(titles.map((match) => decode(match[2]))).toEqual(plans.map((plan) => plan.nombreplan));
    const prices = [...response.text.matchAll(/data-testid="plan-price">([^<]*)<\/p>/g)].map((match) =>
      decode(match[1]),
    );
    expect(prices).toEqual(plans.map((plan) => plan.price.text));
    // The total as the page writes it (thousands with a dot).
    const total = String(answer.body.total).replace(/\B(?=(\d{3})+$)/g, '.');
    expect(response.text).toContain(`data-testid="plans-total">${total} planes</p>`);

    // The filters drawn with their options (the isapres the API lists), so nothing arrives later to push the page.
    const isapres = (await request(app).get('/api/organization/instituciones/tipo/ISAPRE').expect(200)).body.data as {
      displayName: string;
      isOpen: boolean;
    }[];
    const open = isapres.filter((isapre) => isapre.isOpen);
    expect(open.length).toBeGreaterThan(0);
    for (const isapre of open) expect(decode(response.text)).toContain(isapre.displayName);

    // An isapre's plans (/Isapre/{url}/Planes): that isapre's search, its cards in the HTML.
    const isapre = (answer.body.data as { isapre: { url: string; name: string } }[])[0]!.isapre;
    const own = (await request(app).get(`/Isapre/${isapre.url}/Planes`).expect(200)).text;
    const ownKey = JSON.parse(decode(/data-first-comparison="([^"]*)"/.exec(own)?.[1])) as Record<string, unknown>;
    expect(ownKey).toMatchObject({ organizations: [isapre.url] });
    const ownAnswer = await request(app)
      .post('/api/buscarplanes/compare/metadataPlanesPersonas')
      .send(ownKey)
      .expect(200);
    const ownTitles = [...own.matchAll(/<h3 id="plan-(\d+)-title">/g)].map((match) => Number(match[1]));
    expect(ownTitles).toEqual((ownAnswer.body.data as { id: number }[]).map((plan) => plan.id));
    expect(ownTitles.length).toBeGreaterThan(0);
  });

  it('gives other routes their own title, private ones noindex, unknown paths a 404 head', async () => {
    const contact = parsePage((await request(app).get('/contacto').expect(200)).text);
    expect(contact.title).toBe('Contacto | Comparador de Seguros');
    // The contact page comes whole from the server (issue 31); the login page gets the static shell.
    const contactHtml = (await request(app).get('/contacto').expect(200)).text;
    expect(contactHtml).toContain('class="lead-form"');
    expect(contactHtml).toContain('data-page-data=');
    expect((await request(app).get('/login').expect(200)).text).toMatch(/class="[^"]*shell-loading/);
    const login = parsePage((await request(app).get('/login').expect(200)).text);
    expect(login.noindex).toBe(true);
    expect(login.canonical).toBeUndefined();
    const missing = parsePage((await request(app).get('/no-existe-esta-pagina').expect(404)).text);
    expect(missing.title).toBe('Página no encontrada | Comparador de Seguros');
    expect(missing.noindex).toBe(true);
  });

  it('lists every comparator, organization and active product in /sitemap.xml', async () => {
    const response = await request(app).get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    expect(response.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urls = [...response.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain('https://www.example.cl/');
    expect(urls).toContain('https://www.example.cl/Comparar/Seguros-de-Salud');
    expect(urls).toContain('https://www.example.cl/Comparar/Isapres');
    for (const card of cards) {
      expect(urls).toContain(`https://www.example.cl${card.url}`);
      expect(urls).toContain(`https://www.example.cl${card.url.split('/').slice(0, 3).join('/')}`);
    }
    const [row] = await runtime.sequelize.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM products WHERE active',
      { type: QueryTypes.SELECT },
    );
    const productUrls = urls.filter((url) =>
      /\/(Seguros\/[^/]+\/[^/]+|Isapre\/[^/]+\/Complementos\/[^/]+|Clinicas-y-Hospitales\/[^/]+\/Seguro\/[^/]+)$/.test(
        url,
      ),
    );
    expect(productUrls).toHaveLength(row!.count);
    // Only pages the site answers: each listed path is 200.
    for (const url of urls.filter((_, i) => i % 97 === 0)) {
      await request(app).get(new URL(url).pathname).expect(200);
    }
  });

  it('answers /robots.txt with the disallowed private paths and the sitemap', async () => {
    const response = await request(app).get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.text).toContain('User-agent: *');
    expect(response.text).toContain('Disallow: /admin');
    expect(response.text).toContain('Disallow: /api/');
    expect(response.text).toContain('Sitemap: https://www.example.cl/sitemap.xml');
  });
});
