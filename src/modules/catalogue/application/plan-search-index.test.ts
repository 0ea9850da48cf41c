import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { careCost, type CareInsurance, type CareNetwork, type CareScenario } from '../../pricing/domain/care-cost.js';
import { householdFactorSum, planTotal } from '../../pricing/domain/isapre-price.js';
import { planScore } from '../domain/plan-score.js';
import { coverageScore, matchesPlanFilter, type PlanFilter, type PlanOrder } from '../domain/plan-search.js';
import {
  buildPlanSearchIndex,
  matchingPositions,
  planSearchIndexOf,
  plansForSaleByClinic,
  searchPlanIndex,
  type PlanIndexQuery,
} from './plan-search-index.js';
import type { PlanIndexRow, RiskFactorTableRow } from '../domain/isapre-plan-rows.js';
import type { OrganizationRow } from '../domain/organization.js';

/**
 * The index must answer exactly what the domain rules answer. The oracle below is the plan search as it was
 * written before the index (every plan through matchesPlanFilter, planTotal, careCost and a full sort).
 */

const UF = 39_214.8;

function organization(id: number, isOpen: boolean, qpclCodes: string[], gesUf: number | null): OrganizationRow {
  return {
    id,
    organizationCode: `ISA-${id}`,
    displayName: `Isapre ${id}`,
    legalName: null,
    organizationType: 'ISAPRE',
    typeAlias: 'Isapre',
    urlSegment: `Isapre-${id}`,
    image: null,
    website: null,
    qpclCodes,
    metadata: {},
    countryCode: 'CL',
    region: null,
    city: null,
    address: null,
    lat: null,
    lng: null,
    isOpen,
    gesUf,
    availableToSell: true,
    sample: true,
  };
}

const organizations = new Map<number, OrganizationRow>([
  [1, organization(1, true, ['QPCL-1'], 0.25)],
  [2, organization(2, true, [], 0.3)],
  [3, organization(3, true, ['QPCL-2'], null)],
  [4, organization(4, false, [], 0.2)],
]);

const tables = new Map<number, RiskFactorTableRow>([
  [
    10,
    {
      id: 10,
      organizationId: 1,
      name: 'A',
      factors: [
        { role: 'cotizante', ageFrom: 18, ageTo: 39, sexo: 'Masculino', factor: 1 },
        { role: 'cotizante', ageFrom: 18, ageTo: 39, sexo: 'Femenino', factor: 1.3 },
        { role: 'cotizante', ageFrom: 40, ageTo: 120, sexo: null, factor: 1.8 },
        { role: 'carga', ageFrom: 0, ageTo: 1, sexo: null, factor: 0 },
        { role: 'carga', ageFrom: 2, ageTo: 24, sexo: null, factor: 0.6 },
      ],
    },
  ],
  [
    // A table without rows for dependants over 24: such a household cannot be priced ('Consultar').
    11,
    {
      id: 11,
      organizationId: 2,
      name: 'B',
      factors: [
        { role: 'cotizante', ageFrom: 0, ageTo: 120, sexo: null, factor: 1.1 },
        { role: 'carga', ageFrom: 0, ageTo: 24, sexo: null, factor: 0.5 },
      ],
    },
  ],
]);

const scenario: CareScenario = {
  code: 'parto-normal',
  name: 'Parto normal',
  description: '',
  source: 'prueba',
  asOf: '2026-11-01',
  sample: true,
  items: [
    { benefit: 'diaCama', label: 'Día cama', unitPriceClp: 450_000, quantity: 2 },
    { benefit: 'parto', label: 'Parto', unitPriceClp: 2_300_000, quantity: 1 },
    { benefit: 'consulta', label: 'Consultas', unitPriceClp: 45_000, quantity: 6 },
  ],
};
const insurance: CareInsurance = {
  name: 'Complementario',
  reimbursementPct: 70,
  deductibleUf: 1,
  annualCapUf: 50,
  monthlyPremiumClp: 21_000,
};

const planArb = (id: number) =>
  fc
    .record({
      organizationId: fc.constantFrom(1, 2, 3, 4),
      planTypeId: fc.constantFrom(0, 1, 2),
      hospitalPct: fc.constantFrom(60, 70, 80, 90, 100),
      ambulatoryPct: fc.constantFrom(50, 60, 70, 80),
      preferred: fc.boolean(),
      topeanual: fc.constantFrom(0, 0, 1000, 3000, 5000),
      regional: fc.boolean(),
      regionCode: fc.constantFrom('13', '5', '8'),
      estadoplan: fc.constantFrom('Comercializable', 'Comercializable', 'No Comercializable'),
      maternity: fc.constantFrom(null, 'conParto', 'reducidoParto'),
      restrictions: fc.constantFrom<number[]>([6], [6], [1], [2, 3], [1, 5], []),
      basePriceUf: fc.integer({ min: 80, max: 600 }).map((n) => n / 100),
      riskTableId: fc.constantFrom(10, 11, 99),
      network: fc.subarray([100, 101, 102, 103]),
    })
    .map((p): { plan: PlanIndexRow; network: number[] } => ({
      plan: {
        id,
        codigoplan: `P${id}`,
        nombreplan: `Plan ${id}`,
        organizationId: p.organizationId,
        codigoprestador: p.network[0] ?? null,
        lineaplan: 'A',
        planTypeId: p.planTypeId,
        amplitudcobertura: p.regional ? 'Regional' : 'Nacional',
        regionCode: p.regional ? p.regionCode : null,
        estadoplan: p.estadoplan,
        topeanual: p.topeanual,
        fechainicio: '2026-01-01',
        prestacionesrest: p.restrictions,
        basePriceUf: p.basePriceUf,
        riskTableId: p.riskTableId,
        hospitalPct: p.hospitalPct,
        ambulatoryPct: p.ambulatoryPct,
        preferredHospitalPct: p.preferred ? Math.min(100, p.hospitalPct + 10) : null,
        preferredAmbulatoryPct: p.preferred ? Math.min(100, p.ambulatoryPct + 10) : null,
        maternity: p.maternity,
        sample: true,
      },
      network: p.network,
    }));

const plansArb = fc
  .integer({ min: 10, max: 80 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => planArb(i + 1))))
  .map((list) => list as { plan: PlanIndexRow; network: number[] }[]);

/** Mostly no constraint: a filter field is set about one time in nine, so pages hold several plans. */
const sometimes = <T>(unset: T, ...values: T[]) =>
  fc.oneof({ weight: 8, arbitrary: fc.constant(unset) }, { weight: 1, arbitrary: fc.constantFrom(...values) });
const filterArb: fc.Arbitrary<PlanFilter> = fc.record({
  isapres: sometimes<number[]>([], [1], [2, 3], [4]),
  modalities: sometimes<number[]>([], [0], [1], [1, 2]),
  clinics: sometimes<number[]>([], [100], [101, 102], [999]),
  minHospitalPct: sometimes<number | null>(null, 80, 95),
  minAmbulatoryPct: sometimes<number | null>(null, 70),
  minTopeUf: sometimes<number | null>(null, 2000),
  region: sometimes<string | null>(null, '13'),
  maternity: sometimes<string | null>(null, 'conParto'),
  excludedRestrictions: sometimes<number[]>([], [1], [2, 6], [6]),
  states: sometimes(['Comercializable'], ['No Comercializable'], ['Comercializable', 'No Comercializable']),
});

const personsArb = fc.array(
  fc.record({
    role: fc.constantFrom('cotizante', 'pareja', 'carga'),
    edad: fc.integer({ min: 0, max: 70 }),
    sexo: fc.constantFrom('Masculino' as const, 'Femenino' as const, null),
  }),
  { maxLength: 4 },
);

/** The search as compare() wrote it before the index: the oracle. */
function oracle(
  entries: { plan: PlanIndexRow; network: number[] }[],
  query: Omit<PlanIndexQuery, 'order'> & { order: PlanOrder },
) {
  const beneficiaries = query.persons.length;
  const priced: {
    plan: PlanIndexRow;
    facts: PlanIndexRow & { network: number[] };
    clp: number | null;
    yearly: number | null;
  }[] = [];
  for (const { plan, network } of entries) {
    const facts = { ...plan, network };
    if (!matchesPlanFilter(facts, organizations.get(plan.organizationId), query.filter)) continue;
    const factorSum = householdFactorSum(tables.get(plan.riskTableId)?.factors ?? [], query.persons);
    const clp = planTotal(
      plan.basePriceUf,
      factorSum,
      organizations.get(plan.organizationId)?.gesUf ?? 0,
      Math.max(1, beneficiaries),
      query.ufValue,
    ).totalClp;
    if (query.fromPrice !== null && (clp === null || clp < query.fromPrice)) continue;
    if (query.toPrice !== null && (clp === null || clp > query.toPrice)) continue;
    if (query.onlyBudget && !(clp !== null && clp >= query.budget.min && clp <= query.budget.max)) continue;
    const yearly =
      query.care && clp !== null
        ? careCost({
            scenarios: query.care.scenarios,
            terms: {
              planTypeId: plan.planTypeId,
              hospitalPct: plan.hospitalPct,
              ambulatoryPct: plan.ambulatoryPct,
              preferredHospitalPct: plan.preferredHospitalPct,
              preferredAmbulatoryPct: plan.preferredAmbulatoryPct,
              topeanualUf: plan.topeanual,
              restrictions: plan.prestacionesrest,
            },
            network: query.care.network,
            ufValue: query.ufValue,
            monthlyPlanClp: clp,
            contributionClp: query.budget.contribution,
            insurance: query.care.insurance,
          }).yearlyTotalClp
        : null;
    priced.push({ plan, facts, clp, yearly });
  }
  type Entry = (typeof priced)[number];
  const byPrice = (a: Entry, b: Entry, sign: number) => {
    if (a.clp === null) return b.clp === null ? a.plan.id - b.plan.id : 1;
    if (b.clp === null) return -1;
    return (a.clp - b.clp) * sign || a.plan.id - b.plan.id;
  };
  const score = (x: Entry) =>
    planScore({
      hospitalPct: x.plan.hospitalPct,
      ambulatoryPct: x.plan.ambulatoryPct,
      excessClp:
        x.clp !== null && query.budget.contribution !== null ? Math.max(0, x.clp - query.budget.contribution) : null,
    });
  if (query.order === 'recommended') priced.sort((a, b) => score(b) - score(a) || byPrice(a, b, 1));
  else if (query.order === 'coverage')
    priced.sort((a, b) => coverageScore(b.facts) - coverageScore(a.facts) || byPrice(a, b, 1));
  else if (query.order === 'yearlyCost')
    priced.sort((a, b) => (a.yearly ?? Infinity) - (b.yearly ?? Infinity) || byPrice(a, b, 1));
  else priced.sort((a, b) => byPrice(a, b, query.order === 'higherPrice' ? -1 : 1));
  return { total: priced.length, ids: priced.slice(query.skip, query.skip + query.take).map((x) => x.plan.id) };
}

function indexOf(entries: { plan: PlanIndexRow; network: number[] }[]) {
  return buildPlanSearchIndex(
    entries.map((e) => e.plan),
    new Map(entries.map((e) => [e.plan.id, e.network])),
    tables,
    organizations,
  );
}

/** The drawn parts of a property test's search as the index's query (cost of care only for yearlyCost). */
interface DrawnQuery {
  fromPrice: number | null;
  toPrice: number | null;
  onlyBudget: boolean;
  contribution: number | null;
  skip: number;
  take: number;
  network: CareNetwork;
  withInsurance: boolean;
}

function queryOf(
  filter: PlanIndexQuery['filter'],
  persons: PlanIndexQuery['persons'],
  order: PlanOrder,
  q: DrawnQuery,
): PlanIndexQuery {
  return {
    filter,
    persons,
    ufValue: UF,
    fromPrice: q.fromPrice,
    toPrice: q.toPrice,
    onlyBudget: q.onlyBudget,
    budget: {
      min: q.contribution === null ? 120_000 : Math.round(q.contribution * 0.90477),
      max: q.contribution === null ? 150_000 : Math.round(q.contribution * 1.05),
      contribution: q.contribution,
    },
    order,
    care:
      order === 'yearlyCost'
        ? { scenarios: [scenario], network: q.network, insurance: q.withInsurance ? insurance : null }
        : null,
    skip: q.skip,
    take: q.take,
  };
}

describe('searchPlanIndex answers what the domain rules answer', () => {
  it('same total and same page as the plan-by-plan search, for every order, filter and household (property)', () => {
    let pagesWithPlans = 0;
    fc.assert(
      fc.property(
        plansArb,
        filterArb,
        personsArb,
        fc.constantFrom<PlanOrder>('lowerPrice', 'higherPrice', 'recommended', 'coverage', 'yearlyCost'),
        fc.record({
          fromPrice: sometimes<number | null>(null, 60_000),
          toPrice: sometimes<number | null>(null, 250_000),
          onlyBudget: sometimes(false, true),
          contribution: fc.constantFrom(null, 90_000, 210_000),
          skip: sometimes(0, 3, 20),
          take: fc.integer({ min: 1, max: 20 }),
          network: fc.constantFrom<CareNetwork>('preferente', 'libreEleccion'),
          withInsurance: fc.boolean(),
        }),
        (entries, filter, persons, order, q) => {
          const query = queryOf(filter, persons, order, q);
          const expected = oracle(entries, query);
          const index = indexOf(entries);
          const found = searchPlanIndex(index, query);
          expect(found.total).toBe(expected.total);
          expect(found.rows.map((p) => p.id)).toEqual(expected.ids);
          if (expected.ids.length > 1) pagesWithPlans++;
          // The filter's plans are kept per index (matchingPositions): another filter, then the same again.
          const other = { ...query, filter: { ...query.filter, isapres: [2], states: ['Comercializable'] } };
          const otherFound = searchPlanIndex(index, other);
          const otherExpected = oracle(entries, other);
          expect([otherFound.total, otherFound.rows.map((p) => p.id)]).toEqual([
            otherExpected.total,
            otherExpected.ids,
          ]);
          const again = searchPlanIndex(index, query);
          expect([again.total, again.rows.map((p) => p.id)]).toEqual([expected.total, expected.ids]);
        },
      ),
      { numRuns: 400 },
    );
    // The property is not vacuous: most runs compare pages of several plans.
    expect(pagesWithPlans).toBeGreaterThan(200);
  });

  it('stops walking at the page without changing it: large catalogues, tied prices and coverages, small pages (property)', () => {
    // Many plans per price group (risk table × GES) with few distinct base prices and percentages, so the
    // walks' bounds (a group's prices rise with its base price; coverage; the score's mean of percentages;
    // twelve premiums plus the least copay) stop early and meet ties at the page's edge.
    const bigPlansArb = fc
      .integer({ min: 120, max: 260 })
      .chain((n) =>
        fc.tuple(
          ...Array.from({ length: n }, (_, i) =>
            fc
              .tuple(planArb(i + 1), fc.constantFrom(0.9, 1.2, 1.2, 2.5, 3.1, 3.1, 4))
              .map(([entry, base]) => ({ ...entry, plan: { ...entry.plan, basePriceUf: base } })),
          ),
        ),
      )
      .map((list) => list as { plan: PlanIndexRow; network: number[] }[]);
    let pagesWithPlans = 0;
    fc.assert(
      fc.property(
        bigPlansArb,
        filterArb,
        personsArb,
        fc.constantFrom<PlanOrder>('lowerPrice', 'higherPrice', 'recommended', 'coverage', 'yearlyCost'),
        fc.record({
          fromPrice: sometimes<number | null>(null, 60_000, 120_000),
          toPrice: sometimes<number | null>(null, 150_000, 250_000),
          onlyBudget: sometimes(false, true),
          contribution: fc.constantFrom(null, 0, 90_000, 210_000),
          skip: fc.constantFrom(0, 0, 1, 5, 20),
          take: fc.integer({ min: 1, max: 8 }),
          network: fc.constantFrom<CareNetwork>('preferente', 'libreEleccion'),
          withInsurance: fc.boolean(),
        }),
        (entries, filter, persons, order, q) => {
          const query = queryOf(filter, persons, order, q);
          const expected = oracle(entries, query);
          const found = searchPlanIndex(indexOf(entries), query);
          expect(found.total).toBe(expected.total);
          expect(found.rows.map((p) => p.id)).toEqual(expected.ids);
          if (expected.ids.length > 1) pagesWithPlans++;
        },
      ),
      { numRuns: 250 },
    );
    expect(pagesWithPlans).toBeGreaterThan(100);
  });

  it('never lists plans of closed isapres, and an unknown clinic matches nothing', () => {
    const entries = [1, 2, 3, 4].map((organizationId, i) => ({
      plan: { ...basePlan, id: i + 1, codigoplan: `P${i + 1}`, organizationId },
      network: [100],
    }));
    const index = indexOf(entries);
    const query = { ...baseQuery };
    // Isapre 3 has no GES premium: the cheapest.
    expect(searchPlanIndex(index, query).rows.map((p) => p.organizationId)).toEqual([3, 1, 2]);
    expect(searchPlanIndex(index, { ...query, filter: { ...query.filter, clinics: [999] } }).total).toBe(0);
    expect(searchPlanIndex(index, { ...query, filter: { ...query.filter, clinics: [100] } }).total).toBe(3);
  });

  it('counts, per clinic, the plans for sale of open isapres whose network includes it (property)', () => {
    fc.assert(
      fc.property(plansArb, (entries) => {
        const expected = new Map<number, number>();
        for (const { plan, network } of entries) {
          if (plan.estadoplan !== 'Comercializable' || !organizations.get(plan.organizationId)?.isOpen) continue;
          for (const clinic of network) expected.set(clinic, (expected.get(clinic) ?? 0) + 1);
        }
        expect(new Map(plansForSaleByClinic(indexOf(entries)))).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps the positions of the most recent filters, the least recently used dropped first', () => {
    const entries = [1, 2, 3].map((organizationId, i) => ({
      plan: { ...basePlan, id: i + 1, codigoplan: `P${i + 1}`, organizationId },
      network: [100],
    }));
    const index = indexOf(entries);
    const only = (isapre: number) => ({ ...baseQuery.filter, isapres: [isapre] });
    expect([...matchingPositions(index, only(1))]).toEqual([0]);
    expect(matchingPositions(index, only(1))).toBe(matchingPositions(index, only(1)));
    for (let n = 0; n < 300; n++) matchingPositions(index, { ...baseQuery.filter, minTopeUf: n });
    expect(index.matching.size).toBe(256);
    expect([...matchingPositions(index, only(2))]).toEqual([1]);
  });

  it('is built once per snapshot and rebuilt when the organizations change', () => {
    const plans = [basePlan];
    const networks = new Map([[1, [100]]]);
    const first = planSearchIndexOf(plans, networks, tables, organizations);
    expect(planSearchIndexOf(plans, networks, tables, organizations)).toBe(first);
    expect(planSearchIndexOf(plans, networks, tables, new Map(organizations))).not.toBe(first);
    expect(planSearchIndexOf([...plans], networks, tables, organizations)).not.toBe(first);
  });
});

const basePlan: PlanIndexRow = {
  id: 1,
  codigoplan: 'P1',
  nombreplan: 'Plan 1',
  organizationId: 1,
  codigoprestador: null,
  lineaplan: 'A',
  planTypeId: 1,
  amplitudcobertura: 'Nacional',
  regionCode: null,
  estadoplan: 'Comercializable',
  topeanual: 0,
  fechainicio: '2026-01-01',
  prestacionesrest: [6],
  basePriceUf: 2,
  riskTableId: 10,
  hospitalPct: 80,
  ambulatoryPct: 60,
  preferredHospitalPct: null,
  preferredAmbulatoryPct: null,
  maternity: null,
  sample: true,
};

const baseQuery: PlanIndexQuery = {
  filter: {
    isapres: [],
    modalities: [],
    clinics: [],
    minHospitalPct: null,
    minAmbulatoryPct: null,
    minTopeUf: null,
    region: null,
    maternity: null,
    excludedRestrictions: [],
    states: ['Comercializable'],
  },
  persons: [{ role: 'cotizante', edad: 30, sexo: 'Masculino' }],
  ufValue: UF,
  fromPrice: null,
  toPrice: null,
  onlyBudget: false,
  budget: { min: 120_000, max: 150_000, contribution: null },
  order: 'lowerPrice',
  care: null,
  skip: 0,
  take: 20,
};

describe("the classes' copays kept per index under the care's key", () => {
  it('answers as computed afresh: another household, another UF, another catalogue (property)', () => {
    fc.assert(
      fc.property(
        plansArb,
        fc.tuple(personsArb, personsArb),
        fc.constantFrom<CareNetwork>('preferente', 'libreEleccion'),
        fc.integer({ min: 1, max: 50 }),
        (entries, [first, second], network, hospitalPct) => {
          const care = { scenarios: [scenario], network, insurance: null, key: 'parto' };
          const queryOf = (persons: PlanIndexQuery['persons'], ufValue = UF): PlanIndexQuery => ({
            ...baseQuery,
            persons,
            ufValue,
            order: 'yearlyCost',
            care,
            take: 5,
          });
          const page = (found: { total: number; rows: PlanIndexRow[] }) => [found.total, found.rows.map((p) => p.id)];
          const expected = (list: typeof entries, query: PlanIndexQuery) => {
            const { total, ids } = oracle(list, query);
            return [total, ids];
          };
          const index = indexOf(entries);
          for (const query of [queryOf(first), queryOf(second), queryOf(first, UF * 1.5), queryOf(second)])
            expect(page(searchPlanIndex(index, query))).toEqual(expected(entries, query));
          // A catalogue change is a new index: the same key there reads the new plans' terms.
          const edited = entries.map((e) => ({ ...e, plan: { ...e.plan, hospitalPct, topeanual: 0 } }));
          const query = queryOf(first);
          expect(page(searchPlanIndex(indexOf(edited), query))).toEqual(expected(edited, query));
        },
      ),
      { numRuns: 150 },
    );
  });
});
