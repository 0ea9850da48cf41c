import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careCost } from '../../../pricing/domain/care-cost.js';
import { type TestRuntime } from '../../../../platform/testing/test-runtime.js';
import { planScore } from '../../domain/plan-score.js';
import type { PlanDto } from '../../domain/plan-card.js';
import { createSampleTestRuntime } from '../../../../../tests/support/sample-runtime.js';

/** The isapre plan search, plan cost of care and clinics near a point, over the 5,000 sample plans (issue 13). */

const HOUSEHOLD = {
  cotizante: [
    { edad: 34, sexo: 'Femenino', ingreso: 2_400_000 },
    { edad: 36, sexo: 'Masculino', type: 'pareja' },
  ],
  cargas: [{ edad: 4 }],
};

describe('isapre plans API', () => {
  let runtime: TestRuntime;
  let app: ReturnType<TestRuntime['createHttpApp']>;
  const search = (body: object) => request(app).post('/api/buscarplanes/compare/metadataPlanesPersonas').send(body);
  let clinics: { id: number; name: string; url: string; lat: number; lng: number; plans: number }[];

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({});
    app = runtime.createHttpApp();
    clinics = (await request(app).get('/api/buscarplanes/prestadores').expect(200)).body.data;
  }, 180_000);
  afterAll(() => runtime?.dispose());

  it('prices every plan for the household: 7% of income ÷ 0.8, extra or excedente, cheapest first', async () => {
    const { body } = await search({ profile: HOUSEHOLD, take: 50 }).expect(200);
    expect(body.total).toBeGreaterThan(1000);
    expect(body.metaData.budget).toMatchObject({ fromIncome: true, imponible: 3_000_000, contribution: 210_000 });
    expect(body.metaData.beneficiaries).toBe(3);
    const data = body.data as PlanDto[];
    expect(data).toHaveLength(50);
    const prices = data.map((p) => p.price.totalClp!);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    for (const plan of data) {
      expect(plan.price.exact).toBe(true);
      expect(plan.price.extraClp).toBe(Math.max(0, plan.price.totalClp! - 210_000));
      expect(plan.price.excedenteClp).toBe(Math.max(0, 210_000 - plan.price.totalClp!));
      expect(plan.estadoplan).toBe('Comercializable');
      // The card's coverage figures in the shape of spec 02 §3: preferred % with its provider count, LE %.
      expect(plan.hosp_preferente_metadata).toEqual({
        cuenta: plan.coverage.preferredHospital === null ? 0 : plan.network.length,
        preferente_porc_hosp: plan.coverage.preferredHospital,
      });
      expect(plan.amb_le_metadata).toEqual({ porc_amb_le: plan.coverage.ambulatory });
    }
    expect(data.some((p) => p.hosp_preferente_metadata.cuenta > 1)).toBe(true);
    // The declared taxable income is not divided by 0.8.
    const taxable = await search({
      profile: { cotizante: [{ edad: 34, ingreso: 2_400_000, imponible: true }] },
      take: 1,
    }).expect(200);
    expect(taxable.body.metaData.budget).toMatchObject({ imponible: 2_400_000, contribution: 168_000 });
    // Without income: the default range.
    const none = await search({ profile: { cotizante: [{ edad: 30 }] }, take: 1 }).expect(200);
    expect(none.body.metaData.budget).toMatchObject({ fromIncome: false, min: 120_000, max: 150_000 });
    expect(none.body.data[0].price.extraClp).toBeNull();
  });

  it('never offers plans of closed isapres, even when asked for one', async () => {
    const all = (await search({ take: 100, order: 'higherPrice' }).expect(200)).body.data as PlanDto[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((p) => !['Fusat', 'Fundacion', 'Chuquicamata'].includes(p.isapre.url))).toBe(true);
    const fusat = await search({ organizations: ['ISA-FUSAT'] }).expect(200);
    expect(fusat.body.total).toBe(0);
    const colmena = (await search({ organizations: ['Colmena'], take: 100 }).expect(200)).body;
    expect(colmena.total).toBeGreaterThan(50);
    expect(colmena.data.every((p: PlanDto) => p.isapre.organizationCode === 'ISA-COLMENA')).toBe(true);
  });

  it('filters by several clinics at once (the network includes all) and by modality with the QPCL rule', async () => {
    const [a, b] = clinics.filter((c) => c.plans > 100);
    const { body } = await search({ clinics: [a!.url, b!.id], planTypes: [1], take: 100 }).expect(200);
    expect(body.total).toBeGreaterThan(0);
    for (const plan of body.data as PlanDto[]) {
      const network = plan.network.map((n) => n.id);
      expect(network).toContain(a!.id);
      expect(network).toContain(b!.id);
      expect(plan.modalidadplan.id).toBe(1);
      // QPCL-1 isapres (Banmédica, Colmena) are libre elección: not in the preferred filter.
      expect(['ISA-BANMEDICA', 'ISA-COLMENA']).not.toContain(plan.isapre.organizationCode);
    }
    const free = (await search({ planTypes: [0], organizations: ['Consalud'], take: 5 }).expect(200)).body.data;
    expect(free[0].modalidadplan.label).toBe('Libre elección internacional');
  });

  it('filters by coverage %, annual top, region, maternity, restrictions, state and price range', async () => {
    const check = async (body: object, ok: (p: PlanDto) => boolean) => {
      const response = await search({ ...body, take: 100 }).expect(200);
      expect(response.body.total).toBeGreaterThan(0);
      expect((response.body.data as PlanDto[]).every(ok)).toBe(true);
      return response.body.total as number;
    };
    const all = (await search({}).expect(200)).body.total as number;
    expect(
      await check(
        { minHospitalPct: 100 },
        (p) => Math.max(p.coverage.hospital, p.coverage.preferredHospital ?? 0) === 100,
      ),
    ).toBeLessThan(all);
    await check(
      { minAmbulatoryPct: 90 },
      (p) => Math.max(p.coverage.ambulatory, p.coverage.preferredAmbulatory ?? 0) >= 90,
    );
    await check({ minTopeUf: 8000 }, (p) => p.topeanual === 0 || p.topeanual >= 8000);
    await check({ region: '8' }, (p) => p.amplitudcobertura === 'Nacional' || p.regionCode === '8');
    await check({ maternity: 'reducidoParto' }, (p) => p.maternity === 'reducidoParto');
    await check({ excludedRestrictions: [1, 2] }, (p) => p.prestacionesrest.every((r) => r.code !== 1 && r.code !== 2));
    await check({ excludedRestrictions: '6' }, (p) => p.prestacionesrest.every((r) => r.code === 6));
    await check({ states: ['No Comercializable'] }, (p) => p.estadoplan === 'No Comercializable');
    await check(
      { profile: HOUSEHOLD, fromPrice: 150_000, toPrice: 200_000 },
      (p) => p.price.totalClp! >= 150_000 && p.price.totalClp! <= 200_000,
    );
  });

  it('sorts by coverage and by the published recommended score (domain/plan-score.ts)', async () => {
    const coverage = (await search({ order: 'coverage', take: 60 }).expect(200)).body.data as PlanDto[];
    const sums = coverage.map(
      (p) =>
        Math.max(p.coverage.hospital, p.coverage.preferredHospital ?? 0) +
        Math.max(p.coverage.ambulatory, p.coverage.preferredAmbulatory ?? 0),
    );
    expect([...sums].sort((a, b) => b - a)).toEqual(sums);
    const rec = (await search({ profile: HOUSEHOLD, order: 'recommended', take: 60 }).expect(200)).body;
    const scores = (rec.data as PlanDto[]).map((p) =>
      planScore({
        hospitalPct: p.coverage.hospital,
        ambulatoryPct: p.coverage.ambulatory,
        excessClp: p.price.excessClp,
      }),
    );
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('estimates the yearly cost of a birth per plan, sorts by it, and equals the domain arithmetic', async () => {
    const { body } = await search({
      profile: HOUSEHOLD,
      scenarios: ['parto-normal'],
      order: 'yearlyCost',
      take: 40,
    }).expect(200);
    expect(body.metaData.appliedOrder).toBe('yearlyCost');
    expect(body.metaData.scenarios[0]).toMatchObject({ code: 'parto-normal', sample: true, asOf: '2026-11-01' });
    expect(body.metaData.scenarios[0].source).toMatch(/Datos de ejemplo/);
    const data = body.data as PlanDto[];
    const totals = data.map((p) => p.careCost!.yearlyTotalClp);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    const scenarios = (await request(app).get('/api/infoplanes/escenarios').expect(200)).body.data;
    const birth = scenarios.find((s: { code: string }) => s.code === 'parto-normal');
    const uf = body.metaData.uf.value as number;
    for (const plan of data.slice(0, 5)) {
      const expected = careCost({
        scenarios: [birth],
        terms: {
          planTypeId: plan.modalidadplan.id,
          hospitalPct: plan.coverage.hospital,
          ambulatoryPct: plan.coverage.ambulatory,
          preferredHospitalPct: plan.coverage.preferredHospital,
          preferredAmbulatoryPct: plan.coverage.preferredAmbulatory,
          topeanualUf: plan.topeanual,
          restrictions: plan.prestacionesrest.map((r) => r.code),
        },
        network: 'preferente',
        ufValue: uf,
        monthlyPlanClp: plan.price.totalClp!,
        contributionClp: 210_000,
      });
      expect(plan.careCost).toEqual(expected);
      expect(plan.careCost!.yearlyTotalClp).toBe(plan.price.totalClp! * 12 + plan.careCost!.outOfPocketClp);
      expect(plan.careCost!.steps.length).toBeGreaterThan(3);
    }
    // The outpatient year takes the visitor's number of consultations.
    const outpatient = await search({
      profile: HOUSEHOLD,
      scenarios: 'ambulatorio-anual',
      quantities: { consulta: 20 },
      take: 1,
    }).expect(200);
    expect(outpatient.body.data[0].careCost.lines[0]).toMatchObject({ benefit: 'consulta', quantity: 20 });
    // Quantities scoped to the outpatient year leave the cancer year's consultations as they are.
    const both = await search({
      profile: HOUSEHOLD,
      scenarios: ['cancer-anual', 'ambulatorio-anual'],
      quantities: { 'ambulatorio-anual.consulta': 9, 'ambulatorio-anual.medicamentos': 4 },
      take: 1,
    }).expect(200);
    const lines = both.body.data[0].careCost.lines as { scenario: string; benefit: string; quantity: number }[];
    const quantity = (scenario: string, benefit: string) =>
      lines.find((l) => l.scenario === scenario && l.benefit === benefit)!.quantity;
    expect(quantity('ambulatorio-anual', 'consulta')).toBe(9);
    expect(quantity('ambulatorio-anual', 'medicamentos')).toBe(4);
    expect(quantity('cancer-anual', 'consulta')).toBe(12);
    expect(quantity('cancer-anual', 'medicamentos')).toBe(12);
    const wrong = await search({ scenarios: ['ambulatorio-anual'], quantities: { 'ambulatorio-anual.vuelo': 1 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toMatch(/quantities debe ser un objeto .*prestaciones: diaCama/);
    // Without scenarios the yearly-cost order falls back to price.
    const fallback = await search({ order: 'yearlyCost', take: 1 }).expect(200);
    expect(fallback.body.metaData.appliedOrder).toBe('lowerPrice');
  });

  it('shows the GES-only notice for a dependant under 2 with the isapres where it applies', async () => {
    const baby = { cotizante: [{ edad: 30, ingreso: 1_500_000 }], cargas: [{ edad: 1 }] };
    const cruz = (await search({ profile: baby, organizations: ['ISA-CRUZBLANCA'], take: 3 }).expect(200)).body.data;
    expect(cruz[0].price.gesOnlyInfants).toBe(1);
    expect(cruz[0].price.notes[0]).toMatch(/La carga menor de 2 años paga solo la prima GES/);
    const colmena = (await search({ profile: baby, organizations: ['ISA-COLMENA'], take: 3 }).expect(200)).body.data;
    expect(colmena[0].price.gesOnlyInfants).toBe(0);
    expect(colmena[0].price.notes).toEqual([]);
  });

  it('one plan’s cost of care (plan page), clinics nearest first, and Spanish 400s for bad input', async () => {
    const plan = (await search({ take: 1 }).expect(200)).body.data[0] as PlanDto;
    const cost = await request(app)
      .get('/api/infoplanes/costo')
      .query({
        plan: plan.codigoplan,
        scenarios: 'parto-cesarea,apendicectomia',
        network: 'libreEleccion',
        profile: JSON.stringify(HOUSEHOLD),
      })
      .expect(200);
    expect(cost.body.data.plan.codigoplan).toBe(plan.codigoplan);
    expect(cost.body.data.plan.careCost.lines.length).toBe(3 + 5);
    expect(cost.body.data.scenarios.map((s: { code: string }) => s.code)).toEqual(['parto-cesarea', 'apendicectomia']);

    const alemana = clinics.find((c) => c.url.includes('Alemana'))!;
    const near = await request(app).get('/api/buscarplanes/prestadores').query({ lat: alemana.lat, lng: alemana.lng });
    expect(near.status).toBe(200);
    expect(near.body.metaData.appliedOrder).toBe('distance');
    expect(near.body.data[0]).toMatchObject({ id: alemana.id, distanceKm: 0 });
    const distances = near.body.data.map((c: { distanceKm: number }) => c.distanceKm);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);

    const bad = async (body: object, message: RegExp) => {
      const response = await search(body).expect(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
      expect(JSON.stringify(response.body.error)).toMatch(message);
    };
    await bad({ order: 'barato' }, /order debe ser uno de/);
    await bad({ scenarios: ['no-existe'] }, /Escenario desconocido/);
    await bad({ quantities: { consulta: -1 } }, /quantities/);
    await bad({ clinics: ['Clinica-Inexistente'] }, /Prestador desconocido/);
    await bad({ minHospitalPct: 120 }, /minHospitalPct/);
    await bad({ maternity: 'siempre' }, /maternity/);
    await request(app).get('/api/buscarplanes/prestadores').query({ lat: -33 }).expect(400);
    await request(app).get('/api/infoplanes/costo').query({ plan: plan.codigoplan }).expect(400);
  });
});
