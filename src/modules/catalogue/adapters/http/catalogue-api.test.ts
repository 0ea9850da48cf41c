import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestRuntime } from '../../../../platform/testing/test-runtime.js';
import type { CompareProducts } from '../../application/compare-products.js';
import type { CompareJsonPresenter } from './compare-presenter.js';
import type { CompareResponse } from '../../domain/compare.js';
import { CATALOGUE } from '../../tokens.js';
import { compareRequestSchema } from './schemas.js';
import type { ProductCard } from '../../domain/product-card.js';
import { createSampleTestRuntime } from '../../../../../tests/support/sample-runtime.js';

/** The catalogue API over the sample catalogue, on the real PostgreSQL. */

const ALL = ['ASEGURADORA', 'ISAPRE', 'CLINICA'];
const FAMILY = {
  cotizante: [
    { edad: 38, sexo: 'Femenino', ingreso: 1_800_000 },
    { edad: 40, sexo: 'Masculino' },
  ],
  cargas: [{ edad: 6 }, { edad: 1 }],
};

describe('catalogue API', () => {
  let runtime: TestRuntime;
  let app: ReturnType<TestRuntime['createHttpApp']>;
  const compare = (body: object) => request(app).post('/api/insurance/compare/metadata').send(body);
  const health = (extra: object = {}) => compare({ organizationType: ALL, comparator: 'Seguros-de-Salud', ...extra });

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({});
    app = runtime.createHttpApp();
  }, 120_000);
  afterAll(() => runtime?.dispose());

  describe('POST /api/insurance/compare/metadata', () => {
    it('answers a page of 20 health cards with summaries, the total and metaData.uuid', async () => {
      const response = await health().expect(200);
      const body = response.body as CompareResponse;
      expect(body.page).toBe(1);
      expect(body.take).toBe(20);
      expect(body.data).toHaveLength(20);
      expect(body.total).toBeGreaterThan(40);
      expect(body.metaData.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.metaData.sample).toBe(true);
      const card = body.data[0]!;
      for (const key of [
        'coverages',
        'topsAndDeductibles',
        'features',
        'featuresAll',
        'coverageRequirement',
        'paymentOffer',
        'prestadores',
        'insuranceMetadata',
        'priceRange',
        'evaluations',
      ]) {
        expect(card).toHaveProperty(key);
      }
      expect(card.sample).toBe(true);
      expect(card.requestUrl).toBe(`${card.url}/Solicitar`);
      expect(['SEGURO SALUD', 'SEGURO DENTAL']).toContain(card.upperType.name);
    });

    it('has more than 40 health products from several organizations of every kind', async () => {
      const response = await health({ take: 100 }).expect(200);
      const cards = response.body.data as ProductCard[];
      expect(response.body.total).toBeGreaterThan(40);
      expect(new Set(cards.map((c) => c.organization.id)).size).toBeGreaterThanOrEqual(5);
      expect(new Set(cards.map((c) => c.organization.organizationType))).toEqual(new Set(ALL));
    });

    it('prices the household exactly and sorts by lowerPrice and higherPrice', async () => {
      const lower = (await health({ profile: FAMILY, order: 'lowerPrice' }).expect(200)).body as CompareResponse;
      expect(lower.metaData.exactPrices).toBe(true);
      const prices = lower.data.map((c) => c.price.amountClp ?? Number.POSITIVE_INFINITY);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      expect(lower.data.length).toBeGreaterThan(0);
      expect(lower.data.every((c) => c.price.exact && c.price.label === null)).toBe(true);
      const higher = (await health({ profile: FAMILY, order: 'higherPrice' }).expect(200)).body as CompareResponse;
      const high = higher.data.map((c) => c.price.amountClp ?? 0);
      expect([...high].sort((a, b) => b - a)).toEqual(high);
      expect(high[0]).toBeGreaterThan(prices[0]!);
    });

    it("answers reference prices ('Desde') without a profile", async () => {
      const body = (await health({ order: 'lowerPrice' }).expect(200)).body as CompareResponse;
      expect(body.metaData.exactPrices).toBe(false);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((c) => c.price.label === 'Desde' && c.price.text.startsWith('Desde $'))).toBe(true);
    });

    it('pages without overlap and GET answers like POST', async () => {
      const one = (await health({ order: 'lowerPrice', page: 1 }).expect(200)).body as CompareResponse;
      const two = (await health({ order: 'lowerPrice', page: 2 }).expect(200)).body as CompareResponse;
      expect(two.total).toBe(one.total);
      const ids = new Set(one.data.map((c) => c.id));
      expect(two.data.some((c) => ids.has(c.id))).toBe(false);
      const viaGet = await request(app)
        .get('/api/insurance/compare/metadata')
        .query({ organizationType: ALL.join(','), comparator: 'Seguros-de-Salud', order: 'lowerPrice', page: '2' })
        .expect(200);
      expect(viaGet.body.data.map((c: ProductCard) => c.id)).toEqual(two.data.map((c) => c.id));
      const withProfile = await request(app)
        .get('/api/insurance/compare/metadata')
        .query({ organizationType: 'ISAPRE', profile: JSON.stringify(FAMILY) })
        .expect(200);
      expect(withProfile.body.metaData.exactPrices).toBe(true);
    });

    it('serialises the answer exactly as the object form (the fast path the route uses)', async () => {
      const useCase = runtime.container.get<CompareProducts>(CATALOGUE.CompareProducts);
      const presenter = runtime.container.get<CompareJsonPresenter>(CATALOGUE.CompareJsonPresenter);
      const parsed = compareRequestSchema.parse({
        organizationType: ALL,
        comparator: 'Seguros-de-Salud',
        order: 'lowerPrice',
        profile: FAMILY,
        uuid: 'igual-igual',
      });
      expect(JSON.parse(presenter.write(await useCase.page(parsed)))).toEqual(await useCase.execute(parsed));
    });

    it('echoes a given uuid', async () => {
      const body = (await health({ uuid: 'busqueda-1234' }).expect(200)).body as CompareResponse;
      expect(body.metaData.uuid).toBe('busqueda-1234');
    });

    it('filters by insurance type, organization, features, prices, deductibles and providers', async () => {
      const catastrophic = (
        await compare({ organizationType: ALL, insuranceTypes: ['Catastrofico'], take: 50 }).expect(200)
      ).body as CompareResponse;
      expect(catastrophic.data.length).toBeGreaterThan(0);
      expect(catastrophic.data.every((c) => c.insuranceType.name === 'CATASTROFICO')).toBe(true);

      const isapres = (await health({ organizationType: ['ISAPRE'], take: 50 }).expect(200)).body as CompareResponse;
      expect(isapres.data.length).toBeGreaterThan(0);
      expect(isapres.data.every((c) => c.organization.organizationType === 'ISAPRE')).toBe(true);

      const colmena = (await health({ organizations: ['ISA-COLMENA'] }).expect(200)).body as CompareResponse;
      expect(colmena.data.length).toBeGreaterThan(0);
      expect(colmena.data.every((c) => c.organization.organizationCode === 'ISA-COLMENA')).toBe(true);

      const withFeatures = (await health({ features: ['telemedicina', 'cubre_preexistencias'], take: 50 }).expect(200))
        .body as CompareResponse;
      expect(withFeatures.data.length).toBeGreaterThan(0);
      for (const card of withFeatures.data) {
        expect(card.featuresAll.map((f) => f.name)).toEqual(
          expect.arrayContaining(['telemedicina', 'cubre_preexistencias']),
        );
      }

      const priced = (await health({ profile: FAMILY, fromPrice: 30_000, toPrice: 60_000, take: 100 }).expect(200))
        .body as CompareResponse;
      expect(priced.data.length).toBeGreaterThan(0);
      for (const card of priced.data) {
        expect(card.price.amountClp!).toBeGreaterThanOrEqual(30_000);
        expect(card.price.amountClp!).toBeLessThanOrEqual(60_000);
      }

      const deductibles = (await health({ fromDeductible: 20, toDeductible: 60, take: 100 }).expect(200))
        .body as CompareResponse;
      expect(deductibles.data.length).toBeGreaterThan(0);
      for (const card of deductibles.data) expect(card.deductible!.min!).toBeGreaterThanOrEqual(20);

      const alemana = (await health({ coverageOrganizations: ['Clinica-Alemana-de-Santiago'], take: 50 }).expect(200))
        .body as CompareResponse;
      expect(alemana.data.length).toBeGreaterThan(0);
      expect(alemana.data.every((c) => c.prestadores.includes('Clínica Alemana de Santiago'))).toBe(true);
    });

    it('shows guards annual in UF per guard, personal accidents annual, collectives by employees, pets by species', async () => {
      // The site asks every list in pesos (targetCurrency CLP): guards stay in UF per guard all the same.
      const guards = (
        await compare({ organizationType: ALL, comparator: 'Guardias', targetCurrency: 'CLP' }).expect(200)
      ).body as CompareResponse;
      expect(guards.data.length).toBeGreaterThan(0);
      for (const card of guards.data) {
        expect(card.price).toMatchObject({ currency: 'UF', suffix: 'p/p', label: 'Precio Anual', period: 'anual' });
        expect(card.price.text).toMatch(/^Precio Anual UF [\d.,]+ p\/p$/);
      }
      const accidents = (
        await compare({ organizationType: ALL, productType: 'ACCIDENTES PERSONALES', profile: FAMILY }).expect(200)
      ).body as CompareResponse;
      expect(accidents.data.length).toBeGreaterThan(0);
      expect(accidents.data.every((c) => c.price.period === 'anual' && c.price.label === 'Precio Anual')).toBe(true);

      const company = (
        await compare({ organizationType: ALL, comparator: 'Seguro-Complementario-Empresa' }).expect(200)
      ).body as CompareResponse;
      expect(company.data.length).toBeGreaterThan(0);
      expect(company.data.every((c) => c.price.label === 'Desde')).toBe(true);
      const withEmployees = (
        await compare({
          organizationType: ALL,
          comparator: 'Seguro-Complementario-Empresa',
          profile: { cantidadempleados: '1.000' },
        }).expect(200)
      ).body as CompareResponse;
      expect(withEmployees.metaData.exactPrices).toBe(true);
      expect(withEmployees.data[0]!.price.amountClp!).toBeGreaterThan(company.data[0]!.price.amountClp!);

      const pets = (
        await compare({
          organizationType: ALL,
          comparator: 'Mascotas',
          order: 'lowerPrice',
          profile: { mascota: [{ especie: 'gato', edad: 3 }] },
        }).expect(200)
      ).body as CompareResponse;
      expect(pets.data.length).toBeGreaterThan(0);
      expect(pets.data.every((c) => c.priceModel === 'mascota' && c.price.exact)).toBe(true);
    });

    it('never mixes a promotion into the order', async () => {
      const body = (await health({ take: 100, order: 'recommended' }).expect(200)).body as CompareResponse;
      const promoted = body.data.filter((c) => c.isPromoted);
      const ordinary = body.data.filter((c) => !c.isPromoted);
      expect(promoted.length + ordinary.length).toBe(body.data.length);
      // The order is the published score alone: the same page with promotion flags ignored.
      const again = (await health({ take: 100, order: 'recommended' }).expect(200)).body as CompareResponse;
      expect(again.data.map((c) => c.id)).toEqual(body.data.map((c) => c.id));
    });

    it.each([
      [{}, 'organizationTypes es requerido'],
      [{ organizationType: [] }, 'organizationTypes es requerido'],
      [{ organizationType: ['BANCO'] }, 'organizationType debe ser ASEGURADORA, ISAPRE o CLINICA'],
      [{ organizationType: ALL, take: 101 }, 'take no puede ser mayor que 100'],
      [{ organizationType: ALL, take: 0 }, 'take debe ser mayor o igual a 1'],
      [{ organizationType: ALL, page: 0 }, 'page debe ser mayor o igual a 1'],
      [
        { organizationType: ALL, order: 'cheapest' },
        'order debe ser uno de: lowerPrice, higherPrice, recommended, popular, distance',
      ],
      [{ organizationType: ALL, fromPrice: -1 }, 'fromPrice no puede ser negativo'],
      [{ organizationType: ALL, toPrice: 'mucho' }, 'toPrice debe ser un número'],
      [{ organizationType: ALL, fromPrice: 5000, toPrice: 100 }, 'fromPrice no puede ser mayor que toPrice.'],
      [{ organizationType: ALL, fromDeductible: -3 }, 'fromDeductible no puede ser negativo'],
      [{ organizationType: ALL, profile: { cotizante: [{ edad: 'x' }] } }, 'Perfil inválido: edad debe ser un número'],
      [
        { organizationType: ALL, profile: { cotizante: [{ edad: -4 }] } },
        'Perfil inválido: edad no puede ser negativo',
      ],
      [
        { organizationType: ALL, profile: { cotizante: [{ edad: 30, sexo: 'X' }] } },
        'Perfil inválido: sexo debe ser Masculino o Femenino',
      ],
      [{ organizationType: ALL, profile: 'no es un perfil' }, 'Perfil inválido'],
      [{ organizationType: ALL, insuranceTypes: ['Nada'] }, 'Tipo de seguro desconocido: Nada.'],
      [{ organizationType: ALL, organizations: [999_999] }, 'Organización desconocida: 999999.'],
      [{ organizationType: ALL, features: ['vuela'] }, 'Característica desconocida: vuela.'],
      [{ organizationType: ALL, coverageCountries: ['ZZ'] }, 'País de cobertura desconocido: ZZ.'],
      [{ organizationType: ALL, productType: 'SEGURO LUNAR' }, 'Tipo de producto desconocido: SEGURO LUNAR.'],
      [{ organizationType: ALL, targetCurrency: 'EUR' }, 'targetCurrency debe ser CLP, UF, USD, PEN o COP'],
    ])('refuses %j with a Spanish 400', async (body, message) => {
      const response = await compare(body).expect(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
      expect(response.body.error.message).toContain(message);
    });

    it('never answers 500, whatever the body (property)', async () => {
      const value = fc.oneof(
        fc.anything({ maxDepth: 2 }),
        fc.integer({ min: -5, max: 200 }),
        fc.constantFrom('', 'ISAPRE', 'lowerPrice', '1.000', 'abc', null, [], {}, ['ISAPRE', 7]),
      );
      const body = fc.record(
        {
          organizationType: fc.oneof(fc.constant(ALL), value),
          profile: fc.oneof(fc.constant(FAMILY), fc.record({ cotizante: value, cargas: value, mascota: value }), value),
          page: value,
          take: value,
          order: value,
          insuranceTypes: value,
          organizations: value,
          features: value,
          fromPrice: value,
          toPrice: value,
          fromDeductible: value,
          targetCurrency: value,
          comparator: value,
          displayShowcase: value,
          location: value,
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom('compare', 'promoted', 'plans', 'price'), async (payload, target) => {
          const path =
            target === 'compare'
              ? '/api/insurance/compare/metadata'
              : target === 'promoted'
                ? '/api/insurance/promotedProduct'
                : target === 'plans'
                  ? '/api/insurance/compare/metadataPlanesPersonas'
                  : '/api/insurance/QPS100/calculatePrice';
          const response = await request(app).post(path).send(payload);
          expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
          // A refusal says why; an answer needs no message.
          expect(response.status < 400 ? 'ok' : response.body.error?.message).toMatch(/\S/);
        }),
        { numRuns: 150 },
      );
    });

    it('answers 404 for an unknown comparator and 400 for an unreadable profile in the query', async () => {
      const response = await compare({ organizationType: ALL, comparator: 'No-Existe' }).expect(404);
      expect(response.body.error.message).toBe('No existe el comparador No-Existe.');
      const bad = await request(app)
        .get('/api/insurance/compare/metadata')
        .query({ organizationType: 'ISAPRE', profile: '%%%' })
        .expect(400);
      expect(bad.body.error.message).toMatch(/^Perfil inválido/);
    });
  });

  describe('POST /api/insurance/promotedProduct', () => {
    it('answers a visibly promoted product, or 404 with the spec message', async () => {
      const found = await request(app)
        .post('/api/insurance/promotedProduct')
        .send({ comparator: 'Seguros-de-Salud' })
        .expect(200);
      expect(found.body.data.isPromoted).toBe(true);
      const none = await request(app)
        .post('/api/insurance/promotedProduct')
        .send({ organizationType: ['CLINICA'], insuranceTypes: ['Farmacia'] })
        .expect(404);
      expect(none.body.error).toEqual({
        code: 'NOT_FOUND',
        message: 'Problema en endpoint para obtener producto promocionado',
      });
    });
  });

  describe('product and per-card calls', () => {
    let card: ProductCard;
    let withOffer: ProductCard | undefined;
    let withoutOffer: ProductCard | undefined;
    beforeAll(async () => {
      const body = (await health({ take: 100 }).expect(200)).body as CompareResponse;
      card = body.data[0]!;
      withOffer = body.data.find((c) => c.paymentOffer);
      withoutOffer = body.data.find((c) => !c.paymentOffer);
    });

    it('GET /api/insurance/product/{code} answers the detail; unknown codes 404', async () => {
      const detail = await request(app).get(`/api/insurance/product/${card.productCode}`).expect(200);
      expect(detail.body.data).toMatchObject({
        id: card.id,
        productCode: card.productCode,
        displayName: card.displayName,
      });
      expect(detail.body.data.allCoverages.tags.length).toBeGreaterThanOrEqual(card.coverages.tags.length);
      expect(detail.body.data.faq.length).toBeGreaterThan(0);
      const missing = await request(app).get('/api/insurance/product/NOEXISTE').expect(404);
      expect(missing.body.error.message).toBe('No existe el seguro NOEXISTE.');
    });

    it.each([
      'conditions',
      'seo',
      'descriptions',
      'features',
      'inFeatures',
      'faq',
      'topAmountsAndDeductibles',
      'extraBenefits',
      'exclusions',
      'coverageOrganizations',
      'coverages',
      'coverageRequirement',
    ])('GET /api/insurance/{id}/%s answers data, by id and by code', async (part) => {
      const byId = await request(app).get(`/api/insurance/${card.id}/${part}`).expect(200);
      expect(byId.body).toHaveProperty('data');
      const byCode = await request(app).get(`/api/insurance/${card.productCode}/${part}`).expect(200);
      expect(byCode.body).toEqual(byId.body);
      await request(app).get(`/api/insurance/99999999/${part}`).expect(404);
    });

    it('answers the coverage calls of spec 03 §7', async () => {
      const coverages = await request(app).get(`/api/insurance/${card.id}/coverages`).expect(200);
      const benefit = coverages.body.data.tags[0].coverages[0].insuranceBenefit.id;
      const one = await request(app).get(`/api/insurance/${card.id}/benefit/${benefit}/coverages`).expect(200);
      expect(one.body.data.tags[0].coverages[0].insuranceBenefit.id).toBe(benefit);
      await request(app).get(`/api/insurance/${card.id}/benefit/abc/coverages`).expect(400);
      await request(app).get(`/api/insurance/${card.id}/coverageOrganization/99999/coverages`).expect(404);
      await request(app).get(`/api/insurance/coverages/${card.id}/resume`).expect(200);
      await request(app).get(`/api/insurance/coverages/${card.id}/coverageOrganization`).expect(200);
    });

    it('payment offer: 200 with data, 204 without', async () => {
      expect(withOffer).toBeDefined();
      const offer = await request(app).get(`/api/insurance/${withOffer!.id}/paymentOffer`).expect(200);
      expect(offer.body.data.productCode).toBe(withOffer!.productCode);
      await request(app).get(`/api/insurance/${withoutOffer!.id}/paymentOffer`).expect(204);
      await request(app).get(`/api/qppayment/insurance-payment/${withOffer!.productCode}/getOffers`).expect(200);
      await request(app).get(`/api/qppayment/insurance-payment/${withoutOffer!.productCode}/getOffers`).expect(204);
    });

    it('calculatePrice explains the card price (POST and GET)', async () => {
      const [priced] = (
        (await health({ profile: FAMILY, order: 'lowerPrice', take: 1 }).expect(200)).body as CompareResponse
      ).data;
      const post = await request(app)
        .post(`/api/insurance/${priced!.id}/calculatePrice`)
        .send({ profile: FAMILY })
        .expect(200);
      const breakdown = post.body.data.breakdown;
      expect(breakdown.exact).toBe(true);
      expect(breakdown.lines.map((l: { role: string }) => l.role)).toEqual(['cotizante', 'pareja', 'carga', 'carga']);
      expect(breakdown.totalClp).toBe(priced!.price.amountClp);
      expect(breakdown.uf.value).toBe(39214.8);
      const get = await request(app)
        .get(`/api/insurance/${priced!.id}/calculatePrice`)
        .query({ profile: JSON.stringify(FAMILY) })
        .expect(200);
      expect(get.body.data.breakdown.totalClp).toBe(breakdown.totalClp);
      const reference = await request(app).post(`/api/insurance/${priced!.id}/calculatePrice`).send({}).expect(200);
      expect(reference.body.data.breakdown).toMatchObject({ exact: false, label: 'Desde' });
      await request(app)
        .post(`/api/insurance/${priced!.id}/calculatePrice`)
        .send({ profile: { cotizante: [{ edad: 200 }] } })
        .expect(400);
      await request(app).post('/api/insurance/99999999/calculatePrice').send({}).expect(404);
    });
  });

  describe('organizations and reference data', () => {
    it('lists the isapres, insurers and clinics by type, code and URL', async () => {
      const isapres = await request(app).get('/api/organization/instituciones/tipo/ISAPRE').expect(200);
      const names = isapres.body.data.map((o: { displayName: string }) => o.displayName);
      for (const name of [
        'Banmédica',
        'Colmena',
        'Consalud',
        'Cruz Blanca',
        'Nueva Masvida',
        'Vida Tres',
        'Esencial',
        'Fusat',
      ]) {
        expect(names).toContain(`Isapre ${name}`);
      }
      expect(
        isapres.body.data.find((o: { organizationCode: string }) => o.organizationCode === 'ISA-COLMENA').qpclCodes,
      ).toEqual(['QPCL-1']);
      const life = await request(app).get('/api/organization/seguros/tipo/SEGURO VIDA').expect(200);
      expect(life.body.data.length).toBeGreaterThan(3);
      expect(life.body.data.every((o: { organizationType: string }) => o.organizationType === 'ASEGURADORA')).toBe(
        true,
      );
      const many = await request(app).get('/api/organization/seguros/multTipo/SEGURO VIDA,SEGURO_MASCOTAS').expect(200);
      expect(new Set(many.body.data.map((o: { upperTypeName: string }) => o.upperTypeName))).toEqual(
        new Set(['SEGURO VIDA', 'SEGURO_MASCOTAS']),
      );
      const byCode = await request(app).get('/api/organization/institucion/code/ISA-COLMENA').expect(200);
      expect(byCode.body.data.metadata.url).toBe('Colmena');
      const byUrl = await request(app).get('/api/organization/institucion/Clinica-Alemana-de-Santiago').expect(200);
      expect(byUrl.body.data.typeAlias).toBe('Clínica');
      const byName = await request(app).get('/api/organization/institucion/Clínica Dávila').expect(200);
      expect(byName.body.data.urlSegment).toBe('Clinica-Davila');
      await request(app).get('/api/organization/availableToSell').expect(200);
      await request(app).get('/api/organization/availableToSell/code/ASE-METLIFE/insuranceType/Vida').expect(200);
      const count = await request(app)
        .get(`/api/organization/${byCode.body.data.id}/countInsurancesByType`)
        .expect(200);
      expect(count.body.data.length).toBeGreaterThan(0);
      await request(app).get(`/api/organization/${byCode.body.data.id}/countCoverageOrganizations`).expect(200);
      await request(app).get('/api/organization/instituciones/tipo/BANCO').expect(404);
      await request(app).get('/api/organization/institucion/code/NADA').expect(404);
      await request(app).get('/api/organization/abc/countInsurancesByType').expect(400);
      await request(app).get('/api/organization/999999/countInsurancesByType').expect(404);
    });

    it('answers the additional-insurance, provider and reference calls', async () => {
      const types = await request(app).get('/api/seguro-adicional/tipos').expect(200);
      expect(
        types.body.data.find((t: { urlSegment: string }) => t.urlSegment === 'Complementario-Catastrofico').tooltip,
      ).toBeTruthy();
      await request(app).get('/api/seguro-adicional/instituciones').expect(200);
      const providers = await request(app).get('/api/seguro-adicional/prestadores').expect(200);
      expect(providers.body.data).toHaveLength(13);
      expect((await request(app).get('/api/globales/prestadores').expect(200)).body.data).toHaveLength(13);
      expect((await request(app).get('/api/globales/uf').expect(200)).body.data.value).toBe(39214.8);
      expect((await request(app).get('/api/country').expect(200)).body.data).toHaveLength(4);
      const regions = await request(app).get('/api/countryState/country/1').expect(200);
      expect(regions.body.data).toHaveLength(16);
      await request(app).get('/api/countryState/country/marte').expect(404);
      const sectors = await request(app).get('/api/workSectorType').query({ country: 'peru' }).expect(200);
      expect(sectors.body.data[0].workSectors.length).toBeGreaterThan(0);
      const byCountry = await request(app).get('/api/coverageOrganization/country/CL').expect(200);
      expect(byCountry.body.data[0].coverageOrganizations).toHaveLength(13);
    });

    it('answers comparators, showcases and feature lists', async () => {
      const list = await request(app).get('/api/comparator').expect(200);
      const health = list.body.data.find((c: { baseUrl: string }) => c.baseUrl === 'Seguros-de-Salud');
      expect(health.features.length).toBeGreaterThan(3);
      const cyber = list.body.data.find((c: { baseUrl: string }) => c.baseUrl === 'Cyber-Day');
      expect(cyber.event).toMatchObject({ name: 'CyberDay', active: false });
      const features = await request(app).get(`/api/comparator/features/${health.id}`).expect(200);
      expect(features.body.data.map((f: { name: string }) => f.name)).toContain('cubre_preexistencias');
      const showcases = await request(app).get('/api/comparator/showcase').expect(200);
      expect(showcases.body.data.length).toBeGreaterThan(0);
      await request(app).get('/api/comparator/No-Existe').expect(404);
      const showcase = await compare({
        organizationType: ALL,
        comparator: 'Seguros-de-Salud',
        displayShowcase: true,
      }).expect(200);
      expect(showcase.body.data.length).toBeGreaterThan(0);
      expect(
        showcase.body.data.every((c: ProductCard) => ['ESTETICA', 'COBERTURAS'].includes(c.insuranceType.name)),
      ).toBe(true);
    });
  });

  describe('isapre plans', () => {
    it('compares plans with the 7% model, cheapest first', async () => {
      const response = await request(app)
        .post('/api/insurance/compare/metadataPlanesPersonas')
        .send({ profile: { cotizante: [{ edad: 35, ingreso: 1_600_000 }], cargas: [{ edad: 3 }] }, take: 50 })
        .expect(200);
      expect(response.body.total).toBeGreaterThan(1000);
      expect(response.body.metaData.budget).toMatchObject({ contribution: 140_000, max: 147_000, fromIncome: true });
      const prices = response.body.data.map((p: { price: { totalClp: number } }) => p.price.totalClp);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      const plan = response.body.data[0];
      expect(plan.price.exact).toBe(true);
      expect(plan.url).toBe(`/Isapre/${plan.isapre.url}/Planes/${plan.codigoplan}`);
      const budget = await request(app)
        .post('/api/buscarplanes/compare/metadataPlanesPersonas')
        .send({ profile: { cotizante: [{ edad: 35, ingreso: 1_600_000 }] }, onlyBudget: true })
        .expect(200);
      expect(budget.body.data.length).toBeGreaterThan(0);
      expect(budget.body.data.every((p: { price: { fits: boolean } }) => p.price.fits)).toBe(true);
      const noIncome = await request(app).get('/api/insurance/compare/metadataPlanesPersonas').expect(200);
      expect(noIncome.body.metaData.budget).toMatchObject({ min: 120_000, max: 150_000 });
      await request(app)
        .get('/api/insurance/compare/metadataPlanesPersonas')
        .query({ organizations: 'NADA' })
        .expect(400);
      await request(app).get('/api/insurance/compare/metadataPlanesPersonas').query({ take: '500' }).expect(400);
    });

    it('answers the plan information calls', async () => {
      const list = await request(app).get('/api/insurance/compare/metadataPlanesPersonas').expect(200);
      const plan = list.body.data[0];
      for (const kind of ['factores', 'prestadoresplan', 'prestaciones', 'aranceles', 'infoplan']) {
        const response = await request(app).get(`/api/infoplanes/${kind}`).query({ plan: plan.codigoplan }).expect(200);
        expect(response.body.data).toBeTruthy();
      }
      const factors = await request(app).get('/api/infoplanes/factores').query({ plan: plan.codigoplan }).expect(200);
      expect(factors.body.data.factors.length).toBeGreaterThan(5);
      await request(app).get('/api/buscadorplanes/infoplan').query({ plan: plan.codigoplan }).expect(200);
      await request(app).get('/api/infoplanes/otra').query({ plan: plan.codigoplan }).expect(400);
      await request(app).get('/api/infoplanes/infoplan').expect(400);
      await request(app).get('/api/infoplanes/infoplan').query({ plan: 'NOEXISTE' }).expect(404);
      const isapre = await request(app).get(`/api/isapres/${plan.isapre.id}`).expect(200);
      expect(isapre.body.data.plans).toBeGreaterThan(0);
      await request(app).get(`/api/isapres/beneficios/${plan.isapre.organizationCode}`).expect(200);
      await request(app).get(`/api/isapres/beneficios-plan/${plan.codigoplan}`).expect(200);
      await request(app).get(`/api/isapres/beneficios-plan/${plan.codigoplan}/consulta`).expect(200);
      await request(app).get('/api/isapres/ASE-METLIFE').expect(404);
    });
  });

  describe('API documentation', () => {
    it('serves the OpenAPI document and Swagger UI from our own origin, with no inline script', async () => {
      const doc = await request(app).get('/api/docs/openapi.json').expect(200);
      expect(doc.body.openapi).toBe('3.1.0');
      // The comparison is documented with its body and its answer, and the card it answers is a real schema.
      const compare = doc.body.paths['/api/insurance/compare/metadata'].post;
      expect(compare).toMatchObject({
        operationId: 'postInsuranceCompareMetadata',
        requestBody: { content: { 'application/json': { schema: expect.any(Object) } } },
        responses: { '200': { content: { 'application/json': { schema: expect.any(Object) } } } },
      });
      expect(compare.responses['200'].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/CompareResponse',
      });
      expect(JSON.stringify(doc.body.components.schemas.CompareResponse)).toContain('#/components/schemas/ProductCard');
      expect(doc.body.components.schemas.ProductCard).toMatchObject({
        type: 'object',
        properties: { productCode: { type: 'string' }, isPromoted: { type: 'boolean' } },
      });
      expect(doc.body.components.schemas.ProductCard.required).toEqual(
        expect.arrayContaining(['productCode', 'isPromoted']),
      );
      const page = await request(app).get('/api/docs').expect(200);
      expect(page.text).toContain('/api/docs/swagger-ui-bundle.js');
      expect(page.text).not.toMatch(/<script>(?!<\/script>)/);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      await request(app).get('/api/docs/swagger-ui-bundle.js').expect(200);
      await request(app).get('/api/docs/init.js').expect(200);
    });
  });
});
