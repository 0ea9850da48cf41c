import { describe, expect, it } from 'vitest';
import { foldText } from '../../src/modules/catalogue/domain/search-words.js';
import { samplePlans } from './catalogue-generator.js';
import { ISAPRES } from './chile-market.js';

describe('sample isapre plans (issue 24)', () => {
  it('name their isapre once ("Esencial MEDS 8", never "Esencial Esencial MEDS 8")', () => {
    const plans = samplePlans(2000, new Date('2026-11-27T00:00:00Z'));
    const byCode = new Map(ISAPRES.map((isapre) => [isapre.code, isapre.name]));
    const repeated = plans.filter((plan) => {
      const isapre = foldText(byCode.get(plan.organizationCode)!);
      return foldText(plan.nombreplan).split(isapre).length - 1 !== 1;
    });
    expect(plans.some((plan) => plan.organizationCode === 'ISA-ESENCIAL' && plan.lineaplan === 'Esencial')).toBe(true);
    expect(repeated.map((plan) => plan.nombreplan)).toEqual([]);
  });
});
