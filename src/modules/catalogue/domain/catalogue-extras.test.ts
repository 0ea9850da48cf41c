import { describe, expect, it } from 'vitest';
import { PLAN_SCORE_CRITERIA, planScore } from './plan-score.js';
import { productDocuments } from './product-documents.js';

describe('plan score (recommended order of isapre plans)', () => {
  it('is the mean coverage less a point per $1.000 above the 7%', () => {
    expect(planScore({ hospitalPct: 90, ambulatoryPct: 70, excessClp: null })).toBe(80);
    expect(planScore({ hospitalPct: 90, ambulatoryPct: 70, excessClp: 15_000 })).toBe(65);
    expect(planScore({ hospitalPct: 100, ambulatoryPct: 100, excessClp: 0 })).toBe(100);
  });

  it('describes its criteria with the weights it applies', () => {
    const weights = Object.fromEntries(PLAN_SCORE_CRITERIA.map((c) => [c.key, c.weight]));
    const plan = { hospitalPct: 80, ambulatoryPct: 60, excessClp: 5_000 };
    const weighted = PLAN_SCORE_CRITERIA.reduce((sum, c) => sum + c.weight * plan[c.key], 0);
    expect(weighted).toBeCloseTo(planScore(plan), 10);
    expect(weights).toEqual({ hospitalPct: 0.5, ambulatoryPct: 0.5, excessClp: -0.001 });
  });
});

describe('product documents', () => {
  it('lists the page and only the detail parts that have content', () => {
    const base = { id: 7, url: '/Seguros/Consorcio/Plus', conditions: [], exclusions: [], faq: [] };
    expect(productDocuments(base)).toEqual([
      { type: 'FICHA', name: 'Ficha del seguro', format: 'html', url: '/Seguros/Consorcio/Plus' },
    ]);
    const full = productDocuments({ ...base, conditions: ['a'], exclusions: ['b'], faq: [{ q: 'c' }] });
    expect(full.map((d) => [d.type, d.url])).toEqual([
      ['FICHA', '/Seguros/Consorcio/Plus'],
      ['CONDICIONES', '/api/insurance/7/conditions'],
      ['EXCLUSIONES', '/api/insurance/7/exclusions'],
      ['PREGUNTAS_FRECUENTES', '/api/insurance/7/faq'],
    ]);
  });
});
