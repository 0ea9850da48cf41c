import type { NewProduct } from '../../../src/modules/catalogue/index.js';
import type { Family } from './families.js';
import type { Random } from './random.js';

/** The previous-coverage requirement of a health product (none, 0 %, a percentage, UF or a BM value). */
export function productRequirement(r: Random, family: Family): NewProduct['requirement'] {
  let requirement: NewProduct['requirement'] = null;
  if (family.family === 'salud') {
    const kind = r.weighted([
      ['none', 35],
      ['zero', 20],
      ['pct', 30],
      ['abs', 10],
      ['bm', 5],
    ] as const);
    const previousCoverage = !r.chance(0.2);
    if (kind === 'zero') requirement = { value: 0, unit: '%', previsionType: null, previousCoverage };
    else if (kind === 'pct')
      requirement = {
        value: r.pick([30, 40, 50, 60, 70]),
        unit: '%',
        previsionType: r.pick(['Isapre', 'Fonasa'] as const),
        previousCoverage,
      };
    else if (kind === 'abs')
      requirement = { value: r.pick([0.5, 1, 1.5]), unit: 'UF', previsionType: null, previousCoverage };
    else if (kind === 'bm')
      requirement = { value: r.pick([30, 40, 50]), unit: 'BM', previsionType: 'Fonasa', previousCoverage };
  }
  return requirement;
}
