import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_ORGANIZATION_CODES } from '../../../../../scripts/seed/edition-markets.js';
import type { TestRuntime } from '../../../../platform/testing/test-runtime.js';
import { createSampleTestRuntime } from '../../../../../tests/support/sample-runtime.js';
import { staffToken } from '../../../identity/testing/identity-fixtures.js';
import type { AdminOrganizationRow, AdminProductRow } from '../../domain/admin-catalogue.js';
import { formatMoney } from '../../../pricing/domain/money.js';
import type { ProductCard } from '../../domain/product-card.js';

/**
 * Issue 27 on real Postgres: the comparison on each edition's host lists that edition's sample catalogue,
 * priced with its market's model in its currency (Colombia per person in COP, Peru's SCTR by sector and
 * payroll in PEN, the international plans by coverage zone in USD); Chile's host never lists them.
 */
describe('compare API by edition host (issue 27)', () => {
  let runtime: TestRuntime;
  let app: Express;
  const compare = (host: string, body: Record<string, unknown>) =>
    request(app).post('/api/insurance/compare/metadata').set('Host', host).send(body);

  beforeAll(async () => {
    runtime = await createSampleTestRuntime({ scale: 80, plans: 0, editions: true });
    app = runtime.createHttpApp();
  }, 120_000);
  afterAll(async () => {
    await runtime?.dispose();
  });

  it('co.localhost: a family with the Colombian profile gets priced Colombian plans in COP', async () => {
    const profile = {
      titular: { sexoTitular: 'Femenino', edadTitular: 34, maternidad: true, epsActual: 'sura' },
      cargas: [
        { sexoCarga: 'Masculino', edadCarga: 36, parentescoCarga: 'Pareja' },
        { sexoCarga: 'Femenino', edadCarga: 6, parentescoCarga: 'Hijo' },
      ],
      departamento: 'Antioquia',
    };
    const response = await compare('co.localhost', {
      organizationType: ['ASEGURADORA'],
      productType: 'Medicina Prepagada',
      order: 'lowerPrice',
      profile,
    }).expect(200);
    const cards = response.body.data as ProductCard[];
    expect(cards.length).toBeGreaterThanOrEqual(5);
    expect(response.body.metaData).toMatchObject({ currency: 'COP', profileEntered: true, exactPrices: true });
    for (const card of cards) {
      expect(card.organization.organizationCode).toMatch(/^CO-/);
      expect(card.price).toMatchObject({ currency: 'COP', exact: true, label: null });
      expect(Number.isInteger(card.price.amount)).toBe(true);
      expect(card.price.text).toBe(formatMoney(card.price.amount!, 'COP'));
    }
    const amounts = cards.map((c) => c.price.amount!);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    // A couple costs more than the titular alone: the dependants are priced too.
    const alone = await compare('co.localhost', {
      organizationType: ['ASEGURADORA'],
      productType: 'Medicina Prepagada',
      order: 'lowerPrice',
      profile: { titular: profile.titular },
    }).expect(200);
    const byId = new Map((alone.body.data as ProductCard[]).map((c) => [c.id, c.price.amount!]));
    for (const card of cards) expect(card.price.amount!).toBeGreaterThan(byId.get(card.id)!);
    // The edition's rules: prepaid medicine needs a current EPS; a Peruvian department is refused.
    const noEps = await compare('co.localhost', {
      organizationType: ['ASEGURADORA'],
      productType: 'Medicina Prepagada',
      profile: { ...profile, titular: { ...profile.titular, epsActual: 'notengo' } },
    }).expect(400);
    expect(JSON.stringify(noEps.body)).toContain('este seguro requiere que tengas una EPS');
    await compare('co.localhost', {
      organizationType: ['ASEGURADORA'],
      productType: 'Medicina Prepagada',
      profile: { ...profile, departamento: 'Cusco' },
    }).expect(400);
  });

  it('pe.localhost: SCTR prices a company by work sector and payroll in PEN', async () => {
    const sctr = (sector: string, ingreso: number, cantidadempleados = 12) =>
      compare('pe.localhost', {
        organizationType: ['ASEGURADORA'],
        productType: 'SCTR',
        order: 'lowerPrice',
        profile: { cantidadempleados, sctr: { ingreso, sector, tipo_trabajo: 'Construcción' } },
      }).expect(200);
    const construction = await sctr('F45', 60_000);
    const cards = construction.body.data as ProductCard[];
    expect(cards.length).toBe(4);
    expect(construction.body.metaData.currency).toBe('PEN');
    for (const card of cards) {
      expect(card.organization.organizationCode).toMatch(/^PE-/);
      expect(card.price).toMatchObject({ currency: 'PEN', exact: true });
      expect(card.price.text).toBe(formatMoney(card.price.amount!, 'PEN'));
    }
    const amounts = cards.map((c) => c.price.amount!);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    // Pacífico's rate for F45 is 1.53% of the payroll: 918 soles for 60,000.
    expect(cards.find((c) => c.organization.organizationCode === 'PE-PACIFICO')!.price.amount).toBe(918);
    // Twice the payroll, twice the premium; a riskier sector costs more.
    const double = await sctr('F45', 120_000);
    const doubled = new Map((double.body.data as ProductCard[]).map((c) => [c.id, c.price.amount!]));
    for (const card of cards) expect(doubled.get(card.id)).toBeCloseTo(card.price.amount! * 2, 2);
    const mining = await sctr('C13', 60_000);
    const mined = new Map((mining.body.data as ProductCard[]).map((c) => [c.id, c.price.amount!]));
    for (const card of cards) expect(mined.get(card.id)!).toBeGreaterThan(card.price.amount!);
    // A small payroll pays the minimum per worker (Pacífico: 18 soles × 12).
    const small = await sctr('N85', 1_000);
    const pacifico = (small.body.data as ProductCard[]).find((c) => c.organization.organizationCode === 'PE-PACIFICO');
    expect(pacifico!.price.amount).toBe(216);
    // A sector the insurer does not cover: 'Consultar', listed last.
    const coal = (await sctr('C10', 60_000)).body.data as ProductCard[];
    expect(coal.at(-1)!.organization.organizationCode).toBe('PE-LAPOSITIVA');
    expect(coal.at(-1)!.price).toMatchObject({ amount: null, text: 'Consultar' });
  });

  it('pe.localhost: SCTR pages rank the whole line by the company’s price, not each page by the reference', async () => {
    const body = (page: number, take: number, extra: Record<string, unknown> = {}) => ({
      organizationType: ['ASEGURADORA'],
      productType: 'SCTR',
      order: 'lowerPrice',
      page,
      take,
      profile: { cantidadempleados: 12, sctr: { ingreso: 60_000, sector: 'F45', tipo_trabajo: 'Construcción' } },
      ...extra,
    });
    const codes = (res: request.Response) => (res.body.data as ProductCard[]).map((c) => c.productCode);
    const whole = codes(await compare('pe.localhost', body(1, 20)).expect(200));
    expect(whole).toHaveLength(4);
    // The reference ('Desde', minimum per worker) would put Rímac and Pacífico first; for this company La
    // Positiva and Mapfre are cheaper, and the pages of two show them in the whole line's order.
    const first = await compare('pe.localhost', body(1, 2)).expect(200);
    const second = await compare('pe.localhost', body(2, 2)).expect(200);
    expect([...codes(first), ...codes(second)]).toEqual(whole);
    expect((first.body.data as ProductCard[]).map((c) => c.organization.organizationCode)).toEqual([
      'PE-LAPOSITIVA',
      'PE-MAPFRE',
    ]);
    expect(first.body.total).toBe(4);
    expect(first.body.metaData.pages).toBe(2);
  });

  it('pe.localhost: EPS per person by age band, and for companies per employee plus a share of the salary', async () => {
    const persons = await compare('pe.localhost', {
      organizationType: ['ASEGURADORA'],
      productType: 'EPS',
      profile: { cotizante: [{ edad: 30, sexo: 'Masculino' }], departamento: 'Arequipa' },
    }).expect(200);
    const cards = persons.body.data as ProductCard[];
    expect(cards.map((c) => c.organization.organizationCode).sort()).toEqual([
      'PE-MAPFRE',
      'PE-PACIFICO',
      'PE-RIMAC',
      'PE-SANITAS',
    ]);
    // Pacífico's base 182 soles × the 30-34 band's 1.0.
    expect(cards.find((c) => c.organization.organizationCode === 'PE-PACIFICO')!.price).toMatchObject({
      amount: 182,
      currency: 'PEN',
      text: 'S/ 182,00',
    });
    const companies = await compare('pe.localhost', {
      organizationType: ['ASEGURADORA'],
      productType: 'colectivo',
      profile: { cantidadempleados: 20, cotizante: [{ edad: 30, ingreso: 3000 }] },
    }).expect(200);
    const rimac = (companies.body.data as ProductCard[]).find((c) => c.organization.organizationCode === 'PE-RIMAC');
    // 20 × (112 + 1.5% of 3,000).
    expect(rimac!.price).toMatchObject({ amount: 3140, currency: 'PEN', exact: true });
  });

  it('pe.localhost: a company’s sistemaprevisional is one of the form’s options, refused in Spanish otherwise', async () => {
    for (const productType of ['colectivo', 'SEGURO COLECTIVO']) {
      const body = (sistemaprevisional: string) => ({
        organizationType: ['ASEGURADORA'],
        productType,
        profile: { cantidadempleados: 20, sistemaprevisional },
      });
      await compare('pe.localhost', body('essalud-eps')).expect(200);
      const refused = await compare('pe.localhost', body('afp')).expect(400);
      expect(JSON.stringify(refused.body)).toContain('sistemaprevisional: elige EsSalud, EsSalud con EPS o Ninguno');
    }
  });

  it('int.localhost: nationality and country of coverage price the zone’s plans in USD', async () => {
    const search = (paisCobertura: string) =>
      compare('int.localhost', {
        organizationType: ['ASEGURADORA'],
        productType: 'SEGURO INTERNACIONAL',
        order: 'lowerPrice',
        profile: { titular: { sexo: 'Masculino', edad: 40, nacionalidad: 'Chilena', paisCobertura } },
      }).expect(200);
    const usa = (await search('Estados Unidos')).body;
    expect(usa.metaData).toMatchObject({ currency: 'USD', profileEntered: true });
    const cards = usa.data as ProductCard[];
    const suffixes = new Set(cards.map((c) => c.price.suffix));
    expect(suffixes).toEqual(new Set(['USD/USA', 'USD/MUNDO']));
    for (const card of cards) {
      expect(card.organization.organizationCode).toMatch(/^INT-/);
      expect(card.price).toMatchObject({ currency: 'USD', exact: true, label: 'Precio Anual', period: 'anual' });
      expect(card.price.text).toBe(`Precio Anual ${formatMoney(card.price.amount!, card.price.suffix!)}`);
    }
    const latam = (await search('México')).body.data as ProductCard[];
    expect(new Set(latam.map((c) => c.price.suffix))).toEqual(new Set(['USD/LATAM', 'USD/MUNDO']));
    // Only a nationality: every zone.
    const any = await compare('int.localhost', {
      organizationType: ['ASEGURADORA'],
      productType: 'SEGURO INTERNACIONAL',
      profile: { titular: { nacionalidad: 'Peruana' } },
    }).expect(200);
    expect(any.body.total).toBe(8);
    expect(any.body.metaData.profileEntered).toBe(true);
  });

  it('staff filter the organizations and products lists by country (one back-office for every edition)', async () => {
    const token = await staffToken(runtime, app, 'ADMIN');
    const list = async (resource: string, countryCode: string) =>
      (
        await request(app)
          .get(`/api/admin/${resource}?range=[0,199]&filter=${encodeURIComponent(JSON.stringify({ countryCode }))}`)
          .set('Authorization', `Bearer ${token}`)
          .expect(200)
      ).body as (AdminOrganizationRow & AdminProductRow)[];
    const peru = await list('organizations', 'PE');
    expect(peru.map((o) => o.organizationCode).sort()).toEqual(
      EDITION_ORGANIZATION_CODES.filter((c) => c.startsWith('PE-')).sort(),
    );
    const chile = await list('organizations', 'CL');
    expect(chile.length).toBeGreaterThan(10);
    expect(chile.some((o) => EDITION_ORGANIZATION_CODES.includes(o.organizationCode))).toBe(false);
    const products = await list('products', 'INT');
    expect(products.map((p) => p.productCode).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `INTSI${10 + i}`).sort(),
    );
    await request(app)
      .get(`/api/admin/products?filter=${encodeURIComponent('{"countryCode":"AR"}')}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(400);
  });

  it('Chile’s host lists none of the editions’ organizations', async () => {
    const response = await compare('localhost', {
      organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'],
      take: 100,
    }).expect(200);
    expect(response.body.metaData.currency).toBe('CLP');
    const codes = new Set(EDITION_ORGANIZATION_CODES);
    expect((response.body.data as ProductCard[]).some((c) => codes.has(c.organization.organizationCode))).toBe(false);
  });
});
