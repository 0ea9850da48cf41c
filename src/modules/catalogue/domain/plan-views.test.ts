import { describe, expect, it } from 'vitest';
import { careCost, type CareScenario } from '../../pricing/domain/care-cost.js';
import type { IsapreBudget, IsaprePlanPrice } from '../../pricing/domain/isapre-price.js';
import {
  clinicsNear,
  isapreSummary,
  planCard,
  planCareCost,
  planCoverageTerms,
  planPrestadores,
  planPriceView,
  planUrl,
  type ClinicFacts,
  type PlanCardContext,
  type PlanCardFacts,
  type PlanOrganizationFacts,
} from './plan-views.js';

const budget: IsapreBudget = {
  fromIncome: true,
  ingreso: 2_000_000,
  taxable: false,
  imponible: 2_500_000,
  capped: false,
  contribution: 175_000,
  contributionUf: 4.5,
  min: 150_000,
  max: 200_000,
};

const price = (over: Partial<IsaprePlanPrice> = {}): IsaprePlanPrice => ({
  exact: true,
  lines: [],
  factorSum: 2,
  basePriceUf: 2,
  planUf: 4,
  gesUf: 0.5,
  totalUf: 4.5,
  totalClp: 175_500,
  uf: { value: 39_000, date: '2026-11-01' },
  budget,
  excessClp: 500,
  extraClp: 500,
  excedenteClp: 0,
  gesOnlyInfants: 0,
  fits: true,
  notes: ['Incluye GES', 'Otra nota'],
  ...over,
});

const plan: PlanCardFacts = {
  id: 7,
  codigoplan: 'ABC-123',
  nombreplan: 'Plan Preferente',
  organizationId: 1,
  codigoprestador: 100,
  lineaplan: 'Línea',
  planTypeId: 1,
  amplitudcobertura: 'Nacional',
  regionCode: null,
  estadoplan: 'Comercializable',
  topeanual: 3000,
  fechainicio: '2026-10-15',
  prestacionesrest: [1, 6],
  basePriceUf: 2,
  hospitalPct: 80,
  ambulatoryPct: 60,
  preferredHospitalPct: 90,
  preferredAmbulatoryPct: 70,
  maternity: 'conParto',
  sample: true,
};

const isapre = {
  id: 1,
  displayName: 'Isapre Uno',
  organizationCode: 'ISA-UNO',
  urlSegment: 'isapre-uno',
  image: 'uno.png',
  qpclCodes: ['QPCL-2'],
};
const clinic = (id: number, name: string) => ({
  id,
  displayName: name,
  organizationCode: `CL-${id}`,
  urlSegment: name.toLowerCase().replace(/ /g, '-'),
  image: null,
  qpclCodes: [],
});

const context = (over: Partial<PlanCardContext> = {}): PlanCardContext => ({
  organizations: new Map<number, PlanOrganizationFacts>([
    [1, isapre],
    [100, clinic(100, 'Clínica Cien')],
    [101, clinic(101, 'Clínica Ciento Uno')],
  ]),
  planType: { code: 'PP', displayName: 'Prestador preferente' },
  network: [100, 101, 999],
  restrictions: new Map([
    [1, 'Parto'],
    [6, 'Sin restricción'],
  ]),
  now: new Date('2026-11-23T12:00:00Z'),
  ...over,
});

describe('planUrl', () => {
  it('is the plan page under its isapre, or under Isapre when unknown', () => {
    expect(planUrl('isapre-uno', 'ABC-123')).toBe('/Isapre/isapre-uno/Planes/ABC-123');
    expect(planUrl(undefined, 'X')).toBe('/Isapre/Isapre/Planes/X');
  });
});

describe('planPriceView', () => {
  it('shows an exact price as $ and no notes without GES-only infants', () => {
    const view = planPriceView(price());
    expect(view.text).toBe('$175.500');
    expect(view.notes).toEqual([]);
    expect(view).toMatchObject({ exact: true, totalClp: 175_500, excessClp: 500, fits: true, budget });
  });

  it("prefixes 'Desde' to an inexact price and answers 'Consultar' without one", () => {
    expect(planPriceView(price({ exact: false })).text).toBe('Desde $175.500');
    expect(planPriceView(price({ totalClp: null })).text).toBe('Consultar');
    expect(planPriceView(price({ totalClp: null, exact: false })).text).toBe('Consultar');
  });

  it('keeps only the GES notes when infants pay only the GES premium', () => {
    expect(planPriceView(price({ gesOnlyInfants: 1 })).notes).toEqual(['Incluye GES']);
  });

  it('answers exactly the published price fields', () => {
    expect(Object.keys(planPriceView(price())).sort()).toEqual(
      [
        'exact',
        'totalUf',
        'totalClp',
        'factorSum',
        'gesUf',
        'excessClp',
        'extraClp',
        'excedenteClp',
        'gesOnlyInfants',
        'notes',
        'fits',
        'text',
        'budget',
      ].sort(),
    );
  });
});

describe('planCard', () => {
  it('builds the card of a plan', () => {
    const card = planCard(plan, price(), null, context());
    expect(card).toMatchObject({
      id: 7,
      codigoplan: 'ABC-123',
      url: '/Isapre/isapre-uno/Planes/ABC-123',
      isapre: {
        id: 1,
        name: 'Isapre Uno',
        organizationCode: 'ISA-UNO',
        url: 'isapre-uno',
        image: 'uno.png',
        qpclCodes: ['QPCL-2'],
      },
      prestador: { id: 100, name: 'Clínica Cien', url: 'clínica-cien' },
      modalidadplan: { id: 1, code: 'PP', displayName: 'Prestador preferente', label: 'Prestador preferente' },
      // Unknown clinics of the network are left out.
      network: [
        { id: 100, name: 'Clínica Cien', url: 'clínica-cien' },
        { id: 101, name: 'Clínica Ciento Uno', url: 'clínica-ciento-uno' },
      ],
      isNew: true,
      prestacionesrest: [
        { code: 1, description: 'Parto' },
        { code: 6, description: 'Sin restricción' },
      ],
      coverage: { hospital: 80, ambulatory: 60, preferredHospital: 90, preferredAmbulatory: 70 },
      // The coverage metadata counts every clinic of the network, known or not.
      hosp_preferente_metadata: { cuenta: 3, preferente_porc_hosp: 90 },
      amb_le_metadata: { porc_amb_le: 60 },
      careCost: null,
    });
    expect(card.price.text).toBe('$175.500');
  });

  it('reads novelty with the given clock', () => {
    expect(planCard(plan, price(), null, context({ now: new Date('2027-06-01T00:00:00Z') })).isNew).toBe(false);
  });

  it('falls back to the modality label and empty texts when rows are missing', () => {
    const card = planCard(
      { ...plan, organizationId: 55, codigoprestador: null, planTypeId: 0, prestacionesrest: [4] },
      price(),
      null,
      context({ planType: undefined, network: [], restrictions: new Map() }),
    );
    expect(card.url).toBe('/Isapre/Isapre/Planes/ABC-123');
    expect(card.isapre).toEqual({ id: 55, name: '', organizationCode: '', url: '', image: null, qpclCodes: [] });
    expect(card.prestador).toBeNull();
    expect(card.modalidadplan).toEqual({ id: 0, code: '', displayName: 'Libre elección', label: 'Libre elección' });
    expect(card.network).toEqual([]);
    expect(card.prestacionesrest).toEqual([{ code: 4, description: '' }]);
    expect(card.hosp_preferente_metadata.cuenta).toBe(0);
  });

  it("labels a libre-elección plan of a QPCL-2 isapre 'internacional'", () => {
    expect(planCard({ ...plan, planTypeId: 0 }, price(), null, context()).modalidadplan.label).toBe(
      'Libre elección internacional',
    );
  });

  it('carries the cost of care it is given', () => {
    const cost = planCareCost(plan, price(), {
      scenarios: [scenario],
      network: 'preferente',
      ufValue: 39_000,
      insurance: null,
    });
    expect(planCard(plan, price(), cost, context()).careCost).toBe(cost);
  });
});

const scenario: CareScenario = {
  code: 'parto',
  name: 'Parto',
  description: '',
  items: [{ benefit: 'parto', label: 'Parto', unitPriceClp: 2_000_000, quantity: 1 }],
  source: 'muestra',
  asOf: '2026-01-01',
  sample: true,
};

describe('planCoverageTerms and planCareCost', () => {
  it('maps the plan to the terms of the care arithmetic', () => {
    expect(planCoverageTerms(plan)).toEqual({
      planTypeId: 1,
      hospitalPct: 80,
      ambulatoryPct: 60,
      preferredHospitalPct: 90,
      preferredAmbulatoryPct: 70,
      topeanualUf: 3000,
      restrictions: [1, 6],
    });
  });

  it('is null without scenarios or without a price', () => {
    const care = { scenarios: [], network: 'preferente' as const, ufValue: 39_000, insurance: null };
    expect(planCareCost(plan, price(), care)).toBeNull();
    expect(planCareCost(plan, price({ totalClp: null }), { ...care, scenarios: [scenario] })).toBeNull();
  });

  it('costs the scenarios with the plan premium and the 7%', () => {
    const found = planCareCost(plan, price(), {
      scenarios: [scenario],
      network: 'libreEleccion',
      ufValue: 39_000,
      insurance: null,
    });
    expect(found).toEqual(
      careCost({
        scenarios: [scenario],
        terms: planCoverageTerms(plan),
        network: 'libreEleccion',
        ufValue: 39_000,
        monthlyPlanClp: 175_500,
        contributionClp: 175_000,
        insurance: null,
      }),
    );
  });
});

describe('planPrestadores', () => {
  const organizations = new Map([
    [100, { displayName: 'Clínica Cien', urlSegment: 'cien', city: 'Santiago' }],
    [101, { displayName: 'Clínica Ciento Uno', urlSegment: 'ciento-uno', city: null }],
  ]);

  it('puts the preferred provider first with the preferred percentages when it has no row', () => {
    expect(planPrestadores(plan, [{ organizationId: 101, hospitalPct: 70, ambulatoryPct: 50 }], organizations)).toEqual(
      [
        {
          id: 100,
          name: 'Clínica Cien',
          url: 'cien',
          city: 'Santiago',
          hospitalPct: 90,
          ambulatoryPct: 70,
          preferente: true,
        },
        {
          id: 101,
          name: 'Clínica Ciento Uno',
          url: 'ciento-uno',
          city: null,
          hospitalPct: 70,
          ambulatoryPct: 50,
          preferente: false,
        },
      ],
    );
  });

  it('falls back to the general percentages when the plan has no preferred ones', () => {
    const [first] = planPrestadores(
      { ...plan, preferredHospitalPct: null, preferredAmbulatoryPct: null },
      [],
      organizations,
    );
    expect(first).toMatchObject({ id: 100, hospitalPct: 80, ambulatoryPct: 60, preferente: true });
  });

  it("keeps the preferred provider's own row where it is", () => {
    const rows = [
      { organizationId: 101, hospitalPct: 70, ambulatoryPct: 50 },
      { organizationId: 100, hospitalPct: 85, ambulatoryPct: 65 },
    ];
    expect(planPrestadores(plan, rows, organizations).map((p) => [p.id, p.hospitalPct, p.preferente])).toEqual([
      [101, 70, false],
      [100, 85, true],
    ]);
  });

  it('adds nothing without a preferred provider and leaves unknown clinics nameless', () => {
    expect(
      planPrestadores(
        { ...plan, codigoprestador: null },
        [{ organizationId: 5, hospitalPct: 1, ambulatoryPct: 2 }],
        organizations,
      ),
    ).toEqual([{ id: 5, name: '', url: '', city: null, hospitalPct: 1, ambulatoryPct: 2, preferente: false }]);
  });

  it('does not change the rows it is given', () => {
    const rows = [{ organizationId: 101, hospitalPct: 70, ambulatoryPct: 50 }];
    planPrestadores(plan, rows, organizations);
    expect(rows).toHaveLength(1);
  });
});

describe('isapreSummary', () => {
  it('counts the isapre’s plans and those for sale', () => {
    const facts = { ...isapre, isOpen: true, gesUf: 0.6, sample: true };
    const plans = [
      { organizationId: 1, estadoplan: 'Comercializable' },
      { organizationId: 1, estadoplan: 'No Comercializable' },
      { organizationId: 1, estadoplan: 'Comercializable' },
      { organizationId: 2, estadoplan: 'Comercializable' },
    ];
    expect(isapreSummary(facts, plans)).toEqual({
      id: 1,
      organizationCode: 'ISA-UNO',
      displayName: 'Isapre Uno',
      url: 'isapre-uno',
      image: 'uno.png',
      isOpen: true,
      qpclCodes: ['QPCL-2'],
      gesUf: 0.6,
      plans: 3,
      plansForSale: 2,
      sample: true,
    });
    expect(isapreSummary(facts, [])).toMatchObject({ plans: 0, plansForSale: 0 });
  });
});

describe('clinicsNear', () => {
  const place = (id: number, name: string, lat: number | null, lng: number | null, type = 'CLINICA'): ClinicFacts => ({
    id,
    organizationType: type,
    displayName: name,
    urlSegment: `c-${id}`,
    city: 'Santiago',
    region: 'RM',
    address: null,
    lat,
    lng,
  });
  const organizations = [
    place(1, 'Zeta', -33.45, -70.66),
    place(2, 'Álamo', -33.0, -71.5),
    place(3, 'Beta', -33.45, -70.66),
    place(4, 'Sin coordenadas', null, null),
    place(5, 'Isapre', -33.45, -70.66, 'ISAPRE'),
    place(6, 'Media', -33.45, null),
  ];
  const counts = new Map([[1, 12]]);

  it('orders by name (es-CL) without a point, keeping only clinics with coordinates', () => {
    const answer = clinicsNear(organizations, counts, null);
    expect(answer.metaData.appliedOrder).toBe('name');
    expect(answer.data.map((c) => c.name)).toEqual(['Álamo', 'Beta', 'Zeta']);
    expect(answer.data.every((c) => c.distanceKm === null)).toBe(true);
    expect(answer.data.find((c) => c.id === 1)!.plans).toBe(12);
    expect(answer.data.find((c) => c.id === 2)!.plans).toBe(0);
  });

  it('orders nearest first from a point, then by name', () => {
    const answer = clinicsNear(organizations, counts, { lat: -33.45, lng: -70.66 });
    expect(answer.metaData.appliedOrder).toBe('distance');
    expect(answer.data.map((c) => [c.name, c.distanceKm])).toEqual([
      ['Beta', 0],
      ['Zeta', 0],
      ['Álamo', expect.any(Number)],
    ]);
    expect(answer.data[2]!.distanceKm!).toBeGreaterThan(90);
  });

  it('answers the clinic fields', () => {
    const [first] = clinicsNear([place(9, 'Una', -33, -70)], new Map(), null).data;
    expect(first).toEqual({
      id: 9,
      name: 'Una',
      url: 'c-9',
      city: 'Santiago',
      region: 'RM',
      address: null,
      lat: -33,
      lng: -70,
      plans: 0,
      distanceKm: null,
    });
  });
});
