import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careCost, type CareScenario } from '../../../pricing/domain/care-cost.js';
import { type TestRuntime } from '../../../../platform/testing/test-runtime.js';
import type { SimulatorInsuranceOption } from '../../application/simulator-insurances.js';
import { SIMULATOR_INSURANCE_TYPES } from '../../domain/care-insurance-product.js';
import type { PlanDto } from '../../domain/plan-card.js';
import { createSampleTestRuntime } from '../../../../../tests/support/sample-runtime.js';

/**
 * The simulator's catalogue insurance (issue 13: 'optionally plus a complementary or catastrophic insurance
 * from the product catalogue'), over the sample catalogue: listed for the household, added to every plan of
 * a search and to one plan's cost, and computed as the domain computes it.
 */

const HOUSEHOLD = {
  cotizante: [{ edad: 32, sexo: 'Femenino', ingreso: 2_000_000 }],
  cargas: [{ edad: 3 }],
};
const profileParam = encodeURIComponent(JSON.stringify(HOUSEHOLD));

describe('cost-of-care simulator with a catalogue insurance', () => {
  let runtime: TestRuntime;
  let app: ReturnType<TestRuntime['createHttpApp']>;
  let options: SimulatorInsuranceOption[];
  let chosen: SimulatorInsuranceOption;

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({});
    app = runtime.createHttpApp();
    options = (await request(app).get(`/api/infoplanes/seguros?take=20&profile=${profileParam}`).expect(200)).body.data;
    const complementary = (
      await request(app).get(`/api/infoplanes/seguros?tipo=COMPLEMENTARIO&take=20&profile=${profileParam}`).expect(200)
    ).body.data as SimulatorInsuranceOption[];
    // A product with a deductible and per-benefit terms for the birth: the arithmetic has something to do.
    chosen = complementary.find((o) => o.insurance && o.insurance.deductibleUf > 0 && o.insurance.benefits?.parto)!;
  }, 180_000);
  afterAll(() => runtime?.dispose());

  it('lists the complementary, catastrophic and oncological products cheapest first for the household', async () => {
    expect(options.length).toBe(20);
    expect(options.every((o) => (SIMULATOR_INSURANCE_TYPES as readonly string[]).includes(o.insuranceType.name))).toBe(
      true,
    );
    const premiums = options.filter((o) => o.insurance).map((o) => o.insurance!.monthlyPremiumClp);
    expect(premiums.length).toBeGreaterThan(5);
    expect([...premiums].sort((a, b) => a - b)).toEqual(premiums);
    expect(options.every((o) => o.exactPrice && o.sample)).toBe(true);
    // Those the simulator cannot estimate say why, in Spanish, and carry no terms.
    const unusable = options.filter((x) => !x.insurance);
    expect(unusable.length).toBeGreaterThan(0);
    for (const o of unusable) expect(o.reason).toMatch(/^no /);
    expect(chosen).toBeDefined();
    // One type at a time; a type the simulator does not add is refused.
    for (const type of SIMULATOR_INSURANCE_TYPES) {
      const one = await request(app).get(`/api/infoplanes/seguros?tipo=${type}&take=5`).expect(200);
      expect(one.body.data.every((o: SimulatorInsuranceOption) => o.insuranceType.name === type)).toBe(true);
      expect(one.body.total).toBeGreaterThan(5);
    }
    const life = await request(app).get('/api/infoplanes/seguros?tipo=VIDA').expect(400);
    expect(life.body.error.message).toMatch(/no agrega seguros de tipo VIDA/);
    await request(app).get('/api/infoplanes/seguros?take=21').expect(400);
  });

  it('adds the insurance to every plan of a search: premiums, reimbursement and yearly order, as the domain computes', async () => {
    const body = {
      profile: HOUSEHOLD,
      scenarios: ['parto-cesarea'],
      order: 'yearlyCost',
      insurance: chosen.productCode,
      take: 10,
    };
    const { body: answer } = await request(app)
      .post('/api/buscarplanes/compare/metadataPlanesPersonas')
      .send(body)
      .expect(200);
    const insurance = answer.metaData.insurance;
    expect(insurance).toEqual(chosen.insurance);
    const scenarios = (await request(app).get('/api/infoplanes/escenarios').expect(200)).body.data as CareScenario[];
    const cesarea = scenarios.find((s) => s.code === 'parto-cesarea')!;
    const yearly: number[] = [];
    for (const plan of answer.data as PlanDto[]) {
      const cost = plan.careCost!;
      expect(cost.insurance).toMatchObject({ name: insurance.name, premiumsClp: insurance.monthlyPremiumClp * 12 });
      expect(cost.lines.reduce((sum, line) => sum + line.insurancePaysClp!, 0)).toBe(cost.insurance!.reimbursedClp);
      expect(cost.outOfPocketClp).toBe(cost.copayClp - cost.insurance!.reimbursedClp);
      // The same figures from the domain with the plan's terms.
      const expected = careCost({
        scenarios: [cesarea],
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
        ufValue: answer.metaData.uf.value,
        monthlyPlanClp: plan.price.totalClp!,
        contributionClp: answer.metaData.budget.contribution,
        insurance,
      });
      expect(cost).toEqual(expected);
      yearly.push(cost.yearlyTotalClp);
    }
    expect([...yearly].sort((a, b) => a - b)).toEqual(yearly);
    // Something was reimbursed somewhere, and the insurance changed the totals against the same search without it.
    expect((answer.data as PlanDto[]).some((p) => p.careCost!.insurance!.reimbursedClp > 0)).toBe(true);
    const without = (
      await request(app)
        .post('/api/buscarplanes/compare/metadataPlanesPersonas')
        .send({ ...body, insurance: null })
        .expect(200)
    ).body;
    expect(without.metaData.insurance).toBeNull();
    expect(without.total).toBe(answer.total);
    // The plans on both pages: each costs, without the insurance, its premiums less what it reimbursed.
    const pairs = (answer.data as PlanDto[]).flatMap((plan) =>
      (without.data as PlanDto[]).filter((p) => p.id === plan.id).map((same) => ({ plan, same })),
    );
    expect(pairs.length).toBeGreaterThan(0);
    for (const { plan, same } of pairs)
      expect(same.careCost!.yearlyTotalClp).toBe(
        plan.careCost!.yearlyTotalClp - plan.careCost!.insurance!.premiumsClp + plan.careCost!.insurance!.reimbursedClp,
      );
  });

  it('adds it to one plan on its page (GET /api/infoplanes/costo)', async () => {
    const search = await request(app)
      .post('/api/buscarplanes/compare/metadataPlanesPersonas')
      .send({ profile: HOUSEHOLD, take: 1 })
      .expect(200);
    const code = search.body.data[0].codigoplan as string;
    const { body } = await request(app)
      .get(
        `/api/infoplanes/costo?plan=${code}&scenarios=parto-normal,ambulatorio-anual&insurance=${chosen.productCode}&profile=${profileParam}`,
      )
      .expect(200);
    expect(body.data.insurance).toEqual(chosen.insurance);
    expect(body.data.plan.careCost.insurance.name).toBe(chosen.insurance!.name);
    expect(body.data.plan.careCost.steps.join(' ')).toMatch(
      /reembolsa según el porcentaje y el tope de cada prestación/,
    );
  });

  it('refuses what it cannot add, in Spanish, and writes nothing', async () => {
    const search = (insurance: string) =>
      request(app)
        .post('/api/buscarplanes/compare/metadataPlanesPersonas')
        .send({ profile: HOUSEHOLD, scenarios: ['parto-normal'], insurance });
    expect((await search('NO-EXISTE-1').expect(404)).body.error.message).toBe('No existe el seguro NO-EXISTE-1.');
    expect((await search('a b').expect(400)).body.error.message).toMatch(/código de seguro inválido/);
    // A life insurance of the catalogue is not something the simulator adds.
    const products = await request(app)
      .post('/api/insurance/compare/metadata')
      .send({ insuranceTypes: ['VIDA'], organizationType: ['ASEGURADORA'], take: 1 })
      .expect(200);
    const life = products.body.data[0].productCode as string;
    expect((await search(life).expect(400)).body.error.message).toMatch(/el simulador agrega seguros complementarios/);
    const unusable = options.find((o) => !o.insurance)!;
    expect(unusable).toBeDefined();
    expect((await search(unusable.productCode).expect(400)).body.error.message).toBe(
      `No podemos estimar con ${unusable.name}: ${unusable.reason}.`,
    );
  });
});
