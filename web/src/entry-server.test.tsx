import type { CompareResponse } from '@domain/catalogue/domain/compare';
import type { PlanSearchResponse } from '@domain/catalogue/domain/plan-search';
import { CHILE, COLOMBIA, INTERNACIONAL, PERU, type SiteBase } from '@domain/content/domain/site-editions';
import { describe, expect, it } from 'vitest';
import {
  firstComparisonOf,
  firstPlanSearchOf,
  pageDataOf,
  pageKeyOf,
  renderApp,
  type PageLookups,
} from './entry-server';
import { makeCard } from './features/results/card-fixture';
import { hasPrefetchedAnswer } from './features/results/api/get-comparison';
import { serverMarkup } from './lib/server-markup';

const RESULTS = '/Comparar/Seguros-de-Salud';

function comparison(names: string[]): CompareResponse {
  return {
    data: names.map((displayName, index) => makeCard({ id: index + 1, productCode: `SEG-${index}`, displayName })),
    total: names.length,
    page: 1,
    take: 20,
    metaData: {
      uuid: 'f0e1d2c3-0000-4000-8000-000000000000',
      order: 'recommended',
      exactPrices: false,
      exactPriceCount: 0,
      estimatedPriceCount: names.length,
      profileEntered: false,
      uf: { value: 39_500.12, date: '2026-11-26' },
      currency: 'CLP',
      sample: true,
      appliedOrder: 'recommended',
      pages: 1,
    },
  };
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe('the server render of a comparator page (entry-server)', () => {
  it('renders the layout and the cards of the given answer, keyed by the request the browser will send', async () => {
    const app = await renderApp(RESULTS, { mobile: true, comparison: comparison(['Plan Uno', 'Plan Dos']) });
    expect(app).toBeDefined();
    expect(app!.html).toContain('data-testid="site-header"');
    expect(app!.html).toContain('Compara Seguros de Salud</h1>');
    expect(count(app!.html, 'data-testid="product-card"')).toBe(2);
    expect(app!.html).toContain('Plan Uno');
    expect(app!.html).toContain('Plan Dos');
    // Complete once the browser has it (hydrated), not in the server's HTML.
    expect(app!.html).toContain('data-complete="false"');
    expect(app!.html).not.toContain('card-skeleton');
    // The same body the browser's start-up sends for a visitor without a stored profile.
    expect(JSON.parse(app!.comparisonKey!)).toEqual(firstComparisonOf(RESULTS));
    expect(firstComparisonOf(RESULTS)).toMatchObject({ profile: null, comparator: 'Seguros-de-Salud', page: 1 });
  });

  it('renders the phone layout for a phone and the desktop one otherwise', async () => {
    const answer = comparison(['Plan Uno']);
    const phone = await renderApp(RESULTS, { mobile: true, comparison: answer });
    const desktop = await renderApp(RESULTS, { mobile: false, comparison: answer });
    expect(phone!.html).toContain('class="hamburger"');
    expect(phone!.html).not.toContain('data-testid="filters"');
    expect(desktop!.html).not.toContain('class="hamburger"');
    expect(desktop!.html).toContain('data-testid="filters"');
  });

  it('keeps the search of the URL in the request and the page', async () => {
    const url = `${RESULTS}/Complementario?orden=lowerPrice`;
    const app = await renderApp(url, { mobile: true, comparison: comparison(['Plan Uno']) });
    expect(app!.html).toContain('Compara Seguros de Salud: Complementario</h1>');
    expect(JSON.parse(app!.comparisonKey!)).toMatchObject({ order: 'lowerPrice', insuranceTypes: ['Complementario'] });
  });

  it('renders the loading cards and no request key without an answer (the browser then renders its own page)', async () => {
    const app = await renderApp(RESULTS, { mobile: true });
    expect(app!.comparisonKey).toBeUndefined();
    expect(count(app!.html, 'card-skeleton')).toBe(6);
    expect(app!.html).not.toContain('data-testid="product-card"');
  });

  it('leaves no setting or answer behind for the next render', async () => {
    await renderApp(RESULTS, { mobile: true, comparison: comparison(['Plan Uno']) });
    expect(serverMarkup()).toBeNull();
    expect(hasPrefetchedAnswer()).toBe(false);
  });

  it('renders no other route', async () => {
    expect(await renderApp('/login', { mobile: false })).toBeUndefined();
    expect(pageKeyOf('/login')).toBeNull();
    expect(firstComparisonOf('/contacto')).toBeNull();
    expect(firstComparisonOf('/Comparar/Isapres')).toBeNull();
  });
});

describe('the server render of the isapre plan list (entry-server, issue 31)', () => {
  it('asks the search a visitor without a stored profile sends, with the URL state and the isapre of the path', () => {
    expect(firstPlanSearchOf('/Comparar/Isapres')).toMatchObject({
      profile: null,
      page: 1,
      take: 20,
      order: 'lowerPrice',
    });
    expect(firstPlanSearchOf('/Comparar/Isapres?orden=coverage&pagina=2')).toMatchObject({
      order: 'coverage',
      page: 2,
    });
    expect(firstPlanSearchOf('/Isapre/Colmena/Planes')).toMatchObject({ organizations: ['Colmena'] });
    expect(firstPlanSearchOf(RESULTS)).toBeNull();
    expect(firstPlanSearchOf('/contacto')).toBeNull();
  });

  it('keys equivalent plan list URLs alike (defaults, order of parameters, tracking)', () => {
    const key = pageKeyOf('/Comparar/Isapres?isapre=Colmena&orden=coverage');
    expect(pageKeyOf('/Comparar/Isapres?orden=coverage&utm_source=x&isapre=Colmena&pagina=1')).toBe(key);
    expect(pageKeyOf('/Comparar/Isapres?orden=coverage')).not.toBe(key);
    expect(pageKeyOf('/Comparar/Isapres?orden=nonsense')).toBe(pageKeyOf('/Comparar/Isapres'));
  });

  it('renders the list without cards and without a request key when the search gave no answer', async () => {
    const app = await renderApp('/Comparar/Isapres', { mobile: true });
    expect(app!.html).toContain('id="plans-title"');
    expect(app!.html).not.toContain('data-testid="plan-card"');
    expect(app!.comparisonKey).toBeUndefined();
    expect(serverMarkup()).toBeNull();
  });
});

/** The content and compare lookups a test page is rendered from (the others are not asked). */
function contentLookups(asked: string[]): PageLookups {
  const unused = () => Promise.reject(new Error('no pedido'));
  const page = (slug: string) => ({
    id: 1,
    kind: 'information',
    area: null,
    slug,
    title: `Título de ${slug}`,
    summary: 'Resumen',
    body: 'Primer párrafo.\n\nSegundo párrafo.',
    cta: null,
    publishedAt: null,
  });
  return {
    organization: unused,
    productByCode: unused,
    coverageOrganizations: unused,
    plan: unused,
    comparison: unused,
    planFilters: unused,
    planSearch: unused,
    productCard: (id) => {
      asked.push(`card ${id}`);
      return Promise.resolve(id === '99' ? undefined : makeCard({ id: Number(id), displayName: `Seguro ${id}` }));
    },
    informationPage: (name) => {
      asked.push(`information ${name}`);
      return Promise.resolve(name === 'Terminos-y-Condiciones' ? page(name) : null);
    },
    blogAreas: () => Promise.resolve([]),
    blogArea: () => Promise.resolve(null),
    blogArticle: (area, slug) => {
      asked.push(`article ${area}/${slug}`);
      return Promise.resolve({ ...page(slug), kind: 'blog', area });
    },
    contactGroups: () =>
      Promise.resolve([{ group: 'contacto', items: [{ name: 'email', info: 'a@b.cl', link: 'mailto:a@b.cl' }] }]),
    searchHits: (query) => {
      asked.push(`search ${query}`);
      const hit = { kind: 'product', id: 5, title: `Seguro ${query}`, subtitle: 'Compañía', url: '/Seguros/a/b' };
      return Promise.resolve({ query, products: [hit], plans: [], organizations: [] });
    },
    sitemapProducts: () => {
      asked.push('sitemap');
      return Promise.resolve([
        {
          title: 'Seguro Uno',
          url: '/Seguros/a/uno',
          organization: 'Aseguradora A',
          organizationUrl: '/Seguros/a',
          type: 'Salud',
        },
      ]);
    },
    uf: () => {
      asked.push('uf');
      return Promise.resolve({ value: 39_214.8, date: '2025-01-01', unit: 'CLP', isToday: false });
    },
    organizationsOfType: unused,
  };
}

describe('the server render of the compare table and the content pages (entry-server, issue 31)', () => {
  it('renders an information page with its content, and the 404 page for a missing one', async () => {
    const asked: string[] = [];
    const data = await pageDataOf('/Terminos-y-Condiciones', contentLookups(asked));
    expect(asked).toEqual(['information Terminos-y-Condiciones']);
    const app = await renderApp('/Terminos-y-Condiciones', { mobile: true, pageData: data! });
    expect(app!.html).toContain('Título de Terminos-y-Condiciones');
    expect(app!.html).toContain('Segundo párrafo.');
    expect(JSON.parse(app!.pageData!)).toEqual(data);
    const missing = await pageDataOf('/Tu-Mejor-Plan', contentLookups([]));
    expect(Object.values(missing!)).toEqual([null]);
    expect((await renderApp('/Tu-Mejor-Plan', { mobile: true, pageData: missing! }))!.html).not.toContain('aria-busy');
  });

  it('renders a blog article and the contact page with their data', async () => {
    const asked: string[] = [];
    const article = await pageDataOf('/QP-Blog/salud/mi-articulo', contentLookups(asked));
    expect(asked).toEqual(['article salud/mi-articulo']);
    expect((await renderApp('/QP-Blog/salud/mi-articulo', { mobile: false, pageData: article! }))!.html).toContain(
      'Título de mi-articulo',
    );
    const contact = await pageDataOf('/contacto', contentLookups([]));
    expect((await renderApp('/contacto', { mobile: false, pageData: contact! }))!.html).toContain('a@b.cl');
  });

  it("renders the compare table of the URL's products, leaving out an unknown one", async () => {
    const asked: string[] = [];
    const data = await pageDataOf('/Comparar-Planes?seguros=7,99,8', contentLookups(asked));
    expect(asked).toEqual(['card 7', 'card 99', 'card 8']);
    const app = await renderApp('/Comparar-Planes?seguros=7,99,8', { mobile: true, pageData: data! });
    expect(app!.html).toContain('data-testid="compare-table"');
    expect(count(app!.html, 'class="compare-name"')).toBe(2);
    expect(app!.html).toContain('Seguro 7');
    expect(await pageDataOf('/Comparar-Planes', contentLookups([]))).toEqual({});
  });

  it('keys equivalent compare and content URLs alike', () => {
    expect(pageKeyOf('/Comparar-Planes?utm_source=x&seguros=1,2,1')).toBe(pageKeyOf('/Comparar-Planes?seguros=1,2'));
    expect(pageKeyOf('/Comparar-Planes?seguros=2,1')).not.toBe(pageKeyOf('/Comparar-Planes?seguros=1,2'));
    expect(pageKeyOf('/Seguros-de-Salud?gclid=abc')).toBe(pageKeyOf('/Seguros-de-Salud'));
  });
});

describe('the server render of the home and the comparator landing pages (entry-server, issue 31)', () => {
  it("renders Chile's home with the UF in force, given as its data", async () => {
    const asked: string[] = [];
    const data = await pageDataOf('/?utm_source=x', contentLookups(asked));
    expect(asked).toEqual(['uf']);
    expect(Object.values(data!)).toEqual([{ value: 39_214.8, date: '2025-01-01', unit: 'CLP', isToday: false }]);
    const app = await renderApp('/?utm_source=x', { mobile: true, pageData: data! });
    expect(app!.html).toContain('id="home-title"');
    expect(app!.html).toContain('UF al 01-01-2025: $39.214,8');
    expect(app!.html).toContain('href="/Comparar/Seguros-de-Salud"');
    expect(JSON.parse(app!.pageData!)).toEqual(data);
    expect(app!.comparisonKey).toBeUndefined();
  });

  it('renders the home without a UF when none is stored (the API answers 404: nothing is shown)', async () => {
    const lookups = { ...contentLookups([]), uf: () => Promise.resolve(null) };
    const data = await pageDataOf('/', lookups);
    expect(Object.values(data!)).toEqual([null]);
    const app = await renderApp('/', { mobile: false, pageData: data! });
    expect(app!.html).toContain('id="home-title"');
    expect(app!.html).not.toContain('data-testid="uf-value"');
  });

  it.each<[SiteBase, string, string]>([
    [PERU, 'Perú', '/Comparar/SCTR'],
    [COLOMBIA, 'Colombia', '/Comparar/EPS'],
    [INTERNACIONAL, 'Internacional', '/Comparar/Seguro-Internacional'],
  ])(
    "renders another edition's home with its own lines and no data (site base %s)",
    async (siteBase, country, link) => {
      const asked: string[] = [];
      expect(await pageDataOf('/', contentLookups(asked), siteBase)).toEqual({});
      expect(asked).toEqual([]);
      const app = await renderApp('/', { mobile: true, pageData: {}, siteBase });
      expect(app!.html).toContain(`Compara seguros de salud en ${country}</h1>`);
      expect(app!.html).toContain(`href="${link}`);
      expect(app!.html).not.toContain('data-testid="uf-value"');
      expect(pageKeyOf('/', siteBase)).toBe(pageKeyOf('/?gclid=abc', siteBase));
    },
  );

  it.each([
    ['/Accidentes-Personales', 'Seguros de Accidentes Personales', '/Comparar/Accidentes-Personales'],
    ['/Guardias', 'Seguros de Guardia', '/Comparar/Guardias'],
    ['/Seguros-de-Vida', 'Seguros de Vida', '/Comparar/Seguros-de-Vida'],
    ['/Seguros-Empresa', 'Seguros para Empresas', '/Comparar/Seguro-Complementario-Empresa'],
  ])('renders the landing %s with its title and the way to its comparator, from no data', async (path, title, to) => {
    const asked: string[] = [];
    const data = await pageDataOf(`${path}?utm_campaign=x`, contentLookups(asked));
    expect(data).toEqual({});
    expect(asked).toEqual([]);
    const app = await renderApp(path, { mobile: true, pageData: data! });
    expect(app!.html).toContain(`${title}</h1>`);
    expect(app!.html).toContain(`href="${to}"`);
    expect(app!.pageData).toBe('{}');
    expect(pageKeyOf(`${path}?utm_campaign=x&b=1`)).toBe(pageKeyOf(`${path}?b=1`));
    expect(pageKeyOf(path)).not.toBe(pageKeyOf('/'));
  });

  it("renders Peru's and Colombia's EPS landing, a page of theirs only", async () => {
    for (const siteBase of [PERU, COLOMBIA] as const) {
      expect(await pageDataOf('/EPS', contentLookups([]), siteBase)).toEqual({});
      const app = await renderApp('/EPS', { mobile: false, pageData: {}, siteBase });
      expect(app!.html).toContain('EPS</h1>');
      expect(app!.html).toContain('href="/Comparar/EPS"');
      expect(pageKeyOf('/EPS', siteBase)).not.toBeNull();
    }
    expect(pageKeyOf('/EPS', CHILE)).toBeNull();
    expect(await renderApp('/EPS', { mobile: false, pageData: {} })).toBeUndefined();
  });
});

describe('the server render of the search page, the products map and the wizard (entry-server, issue 31)', () => {
  it("renders the search page with its query's answer, keyed by its first q", async () => {
    const asked: string[] = [];
    const data = await pageDataOf('/buscar?q=dental&utm_source=x', contentLookups(asked));
    expect(asked).toEqual(['search dental']);
    const app = await renderApp('/buscar?q=dental', { mobile: true, pageData: data! });
    expect(app!.html).toContain('Resultados para “dental”</h1>');
    expect(app!.html).toContain('Seguro dental');
    expect(app!.html).not.toContain('aria-busy="true"');
    expect(pageKeyOf('/buscar?utm_source=x&q=dental')).toBe(pageKeyOf('/buscar?q=dental'));
    expect(pageKeyOf('/buscar?q=a&q=b')).toBe(pageKeyOf('/buscar?q=a'));
    expect(pageKeyOf('/buscar?q=b&q=a')).not.toBe(pageKeyOf('/buscar?q=a&q=b'));
    expect(pageKeyOf('/buscar')).not.toBe(pageKeyOf('/buscar?q=a'));
  });

  it('renders the empty search page from no data, asking nothing', async () => {
    const asked: string[] = [];
    expect(await pageDataOf('/buscar?q=%20', contentLookups(asked))).toEqual({});
    expect(asked).toEqual([]);
    const app = await renderApp('/buscar', { mobile: true, pageData: {} });
    expect(app!.html).toContain('Buscar seguros, planes y clínicas</h1>');
  });

  it('renders the products map with its entries and the wizard with its first question', async () => {
    const asked: string[] = [];
    const data = await pageDataOf('/Sitemap-Products', contentLookups(asked));
    expect(asked).toEqual(['sitemap']);
    const sitemap = await renderApp('/Sitemap-Products', { mobile: false, pageData: data! });
    expect(sitemap!.html).toContain('href="/Seguros/a/uno"');
    expect(sitemap!.html).toContain('Aseguradora A');
    expect(sitemap!.html).not.toContain('aria-busy="true"');
    expect(await pageDataOf('/wizard/seguros-de-salud', contentLookups(asked))).toEqual({});
    const wizard = await renderApp('/wizard/seguros-de-salud', { mobile: true, pageData: {} });
    expect(wizard!.html).toContain('id="wizard-title"');
    expect(wizard!.html).toMatch(/Pregunta (<!-- -->)?1(<!-- -->)? de/);
  });
});

describe("the server render of an insurer's collective insurances (entry-server, issue 31)", () => {
  it('resolves the insurer only and asks its first collective products, keyed as the page loads them', async () => {
    const bodies: object[] = [];
    const insurer = {
      id: 12,
      organizationCode: 'MET',
      displayName: 'MetLife',
      organizationType: 'ASEGURADORA',
      typeAlias: 'Aseguradora',
      urlSegment: 'MetLife',
      metadata: {},
      region: null,
      city: null,
      address: null,
      isOpen: true,
      availableToSell: true,
    };
    const lookups: PageLookups = {
      ...contentLookups([]),
      organization: (url) => Promise.resolve(url === 'MetLife' ? insurer : undefined),
      comparison: (body) => {
        bodies.push(body);
        return Promise.resolve(comparison(['Colectivo Uno']));
      },
    };
    const data = await pageDataOf('/Seguros/MetLife/Colectivos?utm_source=x', lookups);
    expect(bodies).toEqual([expect.objectContaining({ productType: 'SEGURO COLECTIVO', organizations: [12] })]);
    const app = await renderApp('/Seguros/MetLife/Colectivos', { mobile: true, pageData: data! });
    expect(app!.html).toContain('Seguros colectivos de MetLife');
    expect(app!.html).toContain('Colectivo Uno');
    expect(app!.html).not.toContain('aria-busy="true"');
    expect(pageKeyOf('/Seguros/MetLife/Colectivos?utm_source=x')).toBe(pageKeyOf('/Seguros/MetLife/Colectivos'));
    // An unknown insurer goes to the company comparator, as the browser's page does.
    const unknown = await pageDataOf('/Seguros/Nadie/Colectivos', lookups);
    expect(Object.values(unknown!)).toEqual([{ kind: 'fallback', path: '/Comparar/Seguro-Complementario-Empresa' }]);
  });
});

describe("the server render of an isapre's pages (entry-server, issue 31)", () => {
  const isapre = {
    id: 3,
    organizationCode: 'COL',
    displayName: 'Isapre Colmena',
    organizationType: 'ISAPRE',
    typeAlias: 'Isapre',
    urlSegment: 'Colmena',
    metadata: {},
    region: null,
    city: null,
    address: null,
    isOpen: true,
    availableToSell: true,
  };
  /** A plan search's answer with `count` plans (only the fields the section shows). */
  const plans = (count: number) =>
    ({
      data: Array.from({ length: count }, (_, index) => ({
        id: index + 1,
        url: `/Isapre/Colmena/Planes/COL-${index + 1}`,
        nombreplan: `Plan Colmena ${index + 1}`,
        codigoplan: `COL-${index + 1}`,
        modalidadplan: { label: 'Libre elección' },
        price: {
          text: `$${index + 1}0.000`,
          totalUf: null,
          totalClp: null,
          exact: false,
          notes: [],
          budget: { fromIncome: false, contribution: null },
        },
      })),
      total: count,
    }) as unknown as PlanSearchResponse;

  it("renders an isapre's page with its products and its plan section's first plans, keyed as they load", async () => {
    const asked: object[] = [];
    const searched: object[] = [];
    const lookups: PageLookups = {
      ...contentLookups([]),
      organization: (url) => Promise.resolve(url === 'Colmena' ? isapre : undefined),
      productByCode: () => Promise.resolve(undefined),
      coverageOrganizations: () => Promise.resolve([]),
      comparison: (body) => {
        asked.push(body);
        return Promise.resolve(comparison(['Complemento Dental']));
      },
      planSearch: (body) => {
        searched.push(body);
        return Promise.resolve(plans(8));
      },
    };
    const data = await pageDataOf('/Isapre/Colmena?utm_source=x', lookups);
    expect(asked).toEqual([expect.objectContaining({ organizations: [3] })]);
    // The section's search: the plan list's default one with this isapre only, for a visitor without a profile.
    expect(searched).toEqual([expect.objectContaining({ organizations: ['Colmena'], profile: null, page: 1 })]);
    expect(Object.keys(data!)).toHaveLength(3);
    const app = await renderApp('/Isapre/Colmena', { mobile: true, pageData: data! });
    expect(app!.html).toContain('Isapre Colmena');
    expect(app!.html).toContain('Complemento Dental');
    expect(app!.html).toContain('Planes de esta isapre');
    // Its first six plans and the way to all of them, no loading line.
    expect(count(app!.html, 'class="plan-card"')).toBe(6);
    expect(app!.html).toContain('Plan Colmena 6');
    expect(app!.html).not.toContain('Plan Colmena 7');
    expect(app!.html).toMatch(/Ver los (<!-- -->)?8(<!-- -->)? planes/);
    expect(app!.html).not.toContain('aria-busy="true"');
    expect(JSON.parse(app!.pageData!)).toEqual(data);
    expect(pageKeyOf('/Isapre/Colmena?utm_source=x')).toBe(pageKeyOf('/Isapre/Colmena'));
    expect(pageKeyOf('/Isapre/Colmena')).not.toBe(pageKeyOf('/Isapre/Banmedica'));
  });

  it('sends an unknown isapre to the isapres, asking no products or plans', async () => {
    const searched: object[] = [];
    const lookups: PageLookups = {
      ...contentLookups([]),
      organization: () => Promise.resolve(undefined),
      productByCode: () => Promise.resolve(undefined),
      coverageOrganizations: () => Promise.resolve([]),
      planSearch: (body) => {
        searched.push(body);
        return Promise.resolve(plans(1));
      },
    };
    const data = await pageDataOf('/Isapre/Nadie', lookups);
    expect(Object.values(data!)).toEqual([{ kind: 'fallback', path: '/Isapre' }]);
    expect(searched).toEqual([]);
  });

  /** An area's organization as GET /api/organization/instituciones/{type} lists it. */
  const listed = (id: number, displayName: string, isOpen: boolean, organizationType: string) => ({
    ...isapre,
    id,
    displayName,
    isOpen,
    organizationType,
    urlSegment: displayName.replace(/ /g, '-'),
  });

  it.each([
    ['/Isapre', 'ISAPRE', 'Isapres de Chile'],
    ['/Seguros', 'ASEGURADORA', 'Compañías de seguros'],
    ['/Clinicas-y-Hospitales', 'CLINICA', 'Clínicas y hospitales'],
  ])('renders the index %s with its organizations, open ones first, given as its data', async (path, type, title) => {
    const asked: string[] = [];
    const lookups: PageLookups = {
      ...contentLookups([]),
      organizationsOfType: (asType) => {
        asked.push(asType);
        return Promise.resolve([
          listed(1, 'Zeta Cerrada', false, type),
          listed(2, 'Ñuñoa Salud', true, type),
          listed(3, 'Alfa', true, type),
        ]);
      },
    };
    const data = await pageDataOf(`${path}?gclid=abc`, lookups);
    expect(asked).toEqual([type]);
    expect(Object.keys(data!)).toEqual([`organizations ${type}`]);
    const app = await renderApp(path, { mobile: true, pageData: data! });
    expect(app!.html).toContain(`${title}</h1>`);
    expect(app!.html).not.toContain('aria-busy="true"');
    // Every name, in the page's order (open ones first, then by name in Spanish), each linking to its page.
    const names = [...app!.html.matchAll(/<strong>([^<]+)<\/strong>/g)].map((found) => found[1]);
    expect(names).toEqual(['Alfa', 'Ñuñoa Salud', 'Zeta Cerrada']);
    expect(app!.html).toContain(`href="${path}/Alfa"`);
    expect(JSON.parse(app!.pageData!)).toEqual(data);
    expect(pageKeyOf(`${path}?gclid=abc`)).toBe(pageKeyOf(path));
  });

  it("renders an index's loading state without its data (the browser then loads the list)", async () => {
    const app = await renderApp('/Isapre', { mobile: true, pageData: {} });
    expect(app!.html).toContain('id="org-index-title"');
    expect(app!.html).toContain('aria-busy="true"');
    expect(app!.html).not.toContain('data-testid="organization-list"');
  });
});
