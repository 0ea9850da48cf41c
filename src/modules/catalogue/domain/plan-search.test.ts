import { describe, expect, it } from 'vitest';
import {
  annualTopLabel,
  appliedPlanOrder,
  PLAN_ORDERS,
  planTypeDisplayName,
  coverageScore,
  distanceKm,
  EMPTY_PLAN_FILTER,
  matchesModality,
  matchesPlanFilter,
  modalityLabel,
  type IsapreFacts,
  type PlanFacts,
} from './plan-search.js';

const plan: PlanFacts = {
  id: 1,
  organizationId: 10,
  planTypeId: 1,
  amplitudcobertura: 'Nacional',
  regionCode: null,
  estadoplan: 'Comercializable',
  topeanual: 3000,
  prestacionesrest: [6],
  hospitalPct: 80,
  ambulatoryPct: 60,
  preferredHospitalPct: 90,
  preferredAmbulatoryPct: 70,
  maternity: 'conParto',
  network: [100, 101, 102],
};
const isapre: IsapreFacts = { id: 10, isOpen: true, qpclCodes: [] };
const f = (extra: Partial<typeof EMPTY_PLAN_FILTER>) => ({ ...EMPTY_PLAN_FILTER, ...extra });

describe('matchesPlanFilter', () => {
  it('no filter: an open isapre’s plan for sale passes; closed isapres and plans not for sale do not', () => {
    expect(matchesPlanFilter(plan, isapre, EMPTY_PLAN_FILTER)).toBe(true);
    expect(matchesPlanFilter(plan, { ...isapre, isOpen: false }, EMPTY_PLAN_FILTER)).toBe(false);
    expect(matchesPlanFilter(plan, undefined, EMPTY_PLAN_FILTER)).toBe(false);
    const off = { ...plan, estadoplan: 'No Comercializable' };
    expect(matchesPlanFilter(off, isapre, EMPTY_PLAN_FILTER)).toBe(false);
    expect(matchesPlanFilter(off, isapre, f({ states: ['No Comercializable'] }))).toBe(true);
    expect(matchesPlanFilter(plan, isapre, f({ states: ['No Comercializable'] }))).toBe(false);
  });
  it('isapre and modality', () => {
    expect(matchesPlanFilter(plan, isapre, f({ isapres: [10, 11] }))).toBe(true);
    expect(matchesPlanFilter(plan, isapre, f({ isapres: [11] }))).toBe(false);
    expect(matchesPlanFilter(plan, isapre, f({ modalities: [0, 1] }))).toBe(true);
    expect(matchesPlanFilter(plan, isapre, f({ modalities: [2] }))).toBe(false);
  });
  it('clinics: the network must include every chosen clinic', () => {
    expect(matchesPlanFilter(plan, isapre, f({ clinics: [100, 102] }))).toBe(true);
    expect(matchesPlanFilter(plan, isapre, f({ clinics: [100, 103] }))).toBe(false);
  });
  it('coverage % uses the best of preferred and libre elección, at the edge inclusive', () => {
    expect(matchesPlanFilter(plan, isapre, f({ minHospitalPct: 90 }))).toBe(true);
    expect(matchesPlanFilter(plan, isapre, f({ minHospitalPct: 91 }))).toBe(false);
    expect(matchesPlanFilter(plan, isapre, f({ minAmbulatoryPct: 70 }))).toBe(true);
    expect(matchesPlanFilter(plan, isapre, f({ minAmbulatoryPct: 71 }))).toBe(false);
  });
  it('annual top: at least the asked UF; "Sin tope" always passes', () => {
    expect(matchesPlanFilter(plan, isapre, f({ minTopeUf: 3000 }))).toBe(true);
    expect(matchesPlanFilter(plan, isapre, f({ minTopeUf: 3001 }))).toBe(false);
    expect(matchesPlanFilter({ ...plan, topeanual: 0 }, isapre, f({ minTopeUf: 99_999 }))).toBe(true);
  });
  it('region: national plans everywhere, regional ones only in their region', () => {
    const regional = { ...plan, amplitudcobertura: 'Regional', regionCode: '8' };
    expect(matchesPlanFilter(plan, isapre, f({ region: '8' }))).toBe(true);
    expect(matchesPlanFilter(regional, isapre, f({ region: '8' }))).toBe(true);
    expect(matchesPlanFilter(regional, isapre, f({ region: '13' }))).toBe(false);
  });
  it('maternity type', () => {
    expect(matchesPlanFilter(plan, isapre, f({ maternity: 'conParto' }))).toBe(true);
    expect(matchesPlanFilter(plan, isapre, f({ maternity: 'reducidoParto' }))).toBe(false);
  });
  it('restricted services: codes the visitor refuses; 6 asks for no restriction at all', () => {
    const restricted = { ...plan, prestacionesrest: [1, 2] };
    expect(matchesPlanFilter(restricted, isapre, f({ excludedRestrictions: [3] }))).toBe(true);
    expect(matchesPlanFilter(restricted, isapre, f({ excludedRestrictions: [2] }))).toBe(false);
    expect(matchesPlanFilter(restricted, isapre, f({ excludedRestrictions: [6] }))).toBe(false);
    expect(matchesPlanFilter(plan, isapre, f({ excludedRestrictions: [6, 1] }))).toBe(true);
  });
});

describe('modality with QPCL codes (spec 02 §3)', () => {
  it('QPCL-1 isapres are libre elección: the preferred filter excludes their plans', () => {
    const qpcl1 = { ...isapre, qpclCodes: ['QPCL-1'] };
    expect(matchesModality(plan, isapre, 1)).toBe(true);
    expect(matchesModality(plan, qpcl1, 1)).toBe(false);
    expect(matchesModality({ planTypeId: 0 }, qpcl1, 0)).toBe(true);
    expect(matchesModality({ planTypeId: 2 }, qpcl1, 2)).toBe(true);
  });
  it('QPCL-2 and QPCL-3 label libre elección as international', () => {
    expect(modalityLabel(0, [])).toBe('Libre elección');
    expect(modalityLabel(0, ['QPCL-2'])).toBe('Libre elección internacional');
    expect(modalityLabel(0, ['QPCL-3'])).toBe('Libre elección internacional');
    expect(modalityLabel(1, ['QPCL-3'])).toBe('Prestador preferente');
    expect(modalityLabel(2, [])).toBe('Plan cerrado');
  });
});

describe('coverage score, labels and distance', () => {
  it('coverage score and labels', () => {
    expect(coverageScore(plan)).toBe(160);
    expect(annualTopLabel(0)).toBe('Sin tope');
    expect(annualTopLabel(10000)).toBe('UF 10.000 al año');
  });
  it('distance between Santiago clinics in km', () => {
    expect(distanceKm({ lat: -33.4, lng: -70.6 }, { lat: -33.4, lng: -70.6 })).toBe(0);
    // one degree of latitude ≈ 111.2 km
    expect(distanceKm({ lat: -33, lng: -70 }, { lat: -34, lng: -70 })).toBe(111.2);
  });
});

describe('plan type display name', () => {
  it('takes the plan_types row when known, else the modality label, else empty', () => {
    expect(planTypeDisplayName(1, { displayName: 'Preferente (BD)' })).toBe('Preferente (BD)');
    expect(planTypeDisplayName(0, undefined)).toBe('Libre elección');
    expect(planTypeDisplayName(1, null)).toBe('Prestador preferente');
    expect(planTypeDisplayName(2)).toBe('Plan cerrado');
    expect(planTypeDisplayName(9)).toBe('');
    expect(planTypeDisplayName(9, { displayName: '' })).toBe('');
  });
});

describe('applied plan order', () => {
  it('keeps every order but yearlyCost without care scenarios, which falls back to lowerPrice', () => {
    for (const order of PLAN_ORDERS) {
      expect(appliedPlanOrder(order, 1)).toBe(order);
      expect(appliedPlanOrder(order, 0)).toBe(order === 'yearlyCost' ? 'lowerPrice' : order);
    }
  });
});
