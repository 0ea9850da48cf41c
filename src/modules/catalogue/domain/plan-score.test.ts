import { describe, expect, it } from 'vitest';
import { planScore, planScoreAnalysis } from './plan-score.js';

const card = (hospital: number, ambulatory: number, excessClp: number | null) => ({
  codigoplan: 'PL-1',
  nombreplan: 'Plan Uno',
  coverage: { hospital, ambulatory },
  price: { excessClp },
});

describe('plan score', () => {
  it('is the mean coverage less a point per $1.000 above the 7%', () => {
    expect(planScore({ hospitalPct: 80, ambulatoryPct: 60, excessClp: 2_500 })).toBe(67.5);
    expect(planScore({ hospitalPct: 80, ambulatoryPct: 60, excessClp: 0 })).toBe(70);
    expect(planScore({ hospitalPct: 0, ambulatoryPct: 0, excessClp: 5_000 })).toBe(-5);
  });
});

describe('plan score analysis', () => {
  it('answers the card figures and the score', () => {
    expect(planScoreAnalysis(card(90, 70, 15_000))).toEqual({
      codigoplan: 'PL-1',
      nombreplan: 'Plan Uno',
      hospitalPct: 90,
      ambulatoryPct: 70,
      excessClp: 15_000,
      score: 65,
    });
  });

  it('counts no income (excess null) as nothing above the 7%', () => {
    expect(planScoreAnalysis(card(90, 70, null))).toMatchObject({ excessClp: null, score: 80 });
  });

  it('rounds the score to two decimals', () => {
    expect(planScoreAnalysis(card(90, 71, 1_234)).score).toBe(79.27);
    expect(planScoreAnalysis(card(90, 70, 3_333.3)).score).toBe(76.67);
    expect(planScoreAnalysis(card(90, 70, 1)).score).toBe(80);
  });

  it('keeps the published key order of the answer', () => {
    expect(Object.keys(planScoreAnalysis(card(1, 2, 3)))).toEqual([
      'codigoplan',
      'nombreplan',
      'hospitalPct',
      'ambulatoryPct',
      'excessClp',
      'score',
    ]);
  });
});
