import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestRuntime } from '../../../../platform/testing/test-runtime.js';
import type { CompareResponse } from '../../domain/compare.js';
import type { ProductCard } from '../../domain/product-card.js';
import { createSampleTestRuntime } from '../../../../../tests/support/sample-runtime.js';

/**
 * Issue 9 §2: the payloads the existing site and other clients send, on the real app and the sample
 * catalogue. A dependant's age is any key containing 'edad' (spec 02 §3; Colombia's edadCarga, spec 03 §3).
 */

const ALL = ['ASEGURADORA', 'ISAPRE', 'CLINICA'];
const WITH_EDAD = {
  cotizante: [
    { edad: 38, sexo: 'Femenino', ingreso: 1_800_000 },
    { edad: 40, sexo: 'Masculino' },
  ],
  cargas: [{ edad: 6 }, { edad: 1 }],
};
const WITH_EDAD_CARGA = {
  cotizante: [
    { EdadCotizante: 38, sexo: 'Femenino', ingreso: 1_800_000 },
    { edad: 40, sexo: 'Masculino' },
  ],
  cargas: [{ edadCarga: 6 }, { edadCarga: '1' }],
};

describe('legacy payloads of the comparison (issue 9)', () => {
  let runtime: TestRuntime;
  let app: ReturnType<TestRuntime['createHttpApp']>;
  const compare = (body: object) => request(app).post('/api/insurance/compare/metadata').send(body);

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({});
    app = runtime.createHttpApp();
  }, 180_000);
  afterAll(() => runtime?.dispose());

  it('prices a family sent with edadCarga exactly like one sent with edad (compare, GET and POST)', async () => {
    const body = { organizationType: ALL, comparator: 'Seguros-de-Salud', order: 'lowerPrice' };
    const reference = (await compare({ ...body, profile: WITH_EDAD }).expect(200)).body as CompareResponse;
    const legacy = (await compare({ ...body, profile: WITH_EDAD_CARGA }).expect(200)).body as CompareResponse;
    expect(legacy.metaData.exactPrices).toBe(true);
    expect(legacy.data.map((c) => [c.id, c.price.amountClp])).toEqual(
      reference.data.map((c) => [c.id, c.price.amountClp]),
    );
    const viaGet = await request(app)
      .get('/api/insurance/compare/metadata')
      .query({
        organizationType: ALL.join(','),
        comparator: 'Seguros-de-Salud',
        profile: JSON.stringify(WITH_EDAD_CARGA),
      })
      .expect(200);
    expect(viaGet.body.metaData.exactPrices).toBe(true);
    // A missing age is still refused in Spanish, whatever its key.
    const bad = await compare({ ...body, profile: { cotizante: [{ edad: 30 }], cargas: [{ edadCarga: 'cuatro' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/edad/);
  });

  it('calculatePrice and the isapre plans read edadCarga too', async () => {
    const [card] = (
      (
        await compare({
          organizationType: ALL,
          comparator: 'Seguros-de-Salud',
          profile: WITH_EDAD,
          order: 'lowerPrice',
          take: 1,
        }).expect(200)
      ).body as CompareResponse
    ).data;
    const price = (profile: object) =>
      request(app).post(`/api/insurance/${card!.id}/calculatePrice`).send({ profile }).expect(200);
    const legacy = (await price(WITH_EDAD_CARGA)).body.data.breakdown;
    expect(legacy.exact).toBe(true);
    expect(legacy.lines.map((l: { role: string }) => l.role)).toEqual(['cotizante', 'pareja', 'carga', 'carga']);
    expect(legacy.totalClp).toBe((await price(WITH_EDAD)).body.data.breakdown.totalClp);

    const plans = (profile: object) =>
      request(app).post('/api/insurance/compare/metadataPlanesPersonas').send({ profile, take: 5 }).expect(200);
    const planPrices = (body: { data: { price: { totalClp: number } }[] }) => body.data.map((p) => p.price.totalClp);
    const withCarga = (await plans({ cotizante: [{ edad: 35, ingreso: 1_600_000 }], cargas: [{ edadCarga: 3 }] })).body;
    const withEdad = (await plans({ cotizante: [{ edad: 35, ingreso: 1_600_000 }], cargas: [{ edad: 3 }] })).body;
    const alone = (await plans({ cotizante: [{ edad: 35, ingreso: 1_600_000 }] })).body;
    expect(planPrices(withCarga)).toEqual(planPrices(withEdad));
    expect(planPrices(withCarga)).not.toEqual(planPrices(alone));
  });

  it('with a full household and no type filter, lowerPrice puts the exactly priced products first and counts them', async () => {
    const household = { ...WITH_EDAD_CARGA };
    const cards: ProductCard[] = [];
    let first: CompareResponse | undefined;
    for (let page = 1; ; page++) {
      const body = (
        await compare({ organizationType: ALL, profile: household, order: 'lowerPrice', take: 100, page }).expect(200)
      ).body as CompareResponse;
      first ??= body;
      cards.push(...body.data);
      if (body.data.length < 100) break;
    }
    expect(cards.length).toBe(first!.total);
    const kinds = new Set(cards.map((c) => c.priceModel));
    expect(kinds.has('mascota')).toBe(true);
    expect(kinds.has('colectivo')).toBe(true);
    const priced = cards.filter((c) => c.price.amountClp !== null);
    const exact = priced.filter((c) => c.price.exact);
    const estimated = priced.filter((c) => !c.price.exact);
    expect(exact.length).toBeGreaterThan(0);
    expect(estimated.length).toBeGreaterThan(0);
    // Every exact price before any 'Desde' reference, and each group cheapest first.
    const lastExact = cards.findLastIndex((c) => c.price.amountClp !== null && c.price.exact);
    const firstEstimated = cards.findIndex((c) => c.price.amountClp !== null && !c.price.exact);
    expect(lastExact).toBeLessThan(firstEstimated);
    for (const group of [exact, estimated]) {
      const amounts = group.map((c) => c.price.amountClp!);
      expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    }
    expect(estimated.every((c) => ['mascota', 'colectivo'].includes(c.priceModel))).toBe(true);
    expect(first!.metaData).toMatchObject({
      exactPrices: false,
      exactPriceCount: exact.length,
      estimatedPriceCount: estimated.length,
    });
    // Without a profile nothing is exact, and the references are simply cheapest first.
    const none = (await compare({ organizationType: ALL, order: 'lowerPrice' }).expect(200)).body as CompareResponse;
    expect(none.metaData).toMatchObject({ exactPrices: false, exactPriceCount: 0 });
  });
});
