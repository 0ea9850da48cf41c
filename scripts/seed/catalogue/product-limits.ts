import type { NewProduct } from '../../../src/modules/catalogue/index.js';
import type { CoveragePeriodName } from '../../../src/modules/catalogue/domain/product-card.js';
import { coversHealth, type Family } from './families.js';
import type { Random } from './random.js';

/** Tops (life capitals; the annual cap per beneficiary) and the health families' annual deductible. */
export function productLimits(r: Random, family: Family): Pick<NewProduct, 'tops' | 'deductibles'> {
  const health = coversHealth(family);
  const tops: NewProduct['tops'] = [];
  const deductibles: NewProduct['deductibles'] = [];
  const periodName = (): CoveragePeriodName =>
    r.weighted([
      ['anual', 80],
      ['mensual', 15],
      ['diario', 5],
    ] as const);
  if (family.family === 'vida' || family.family === 'guardia' || family.family === 'accidentes') {
    const capital = r.pick([100, 250, 500, 1000, 1500, 3000]);
    tops.push({
      group: 'Vida',
      name: 'Indemnización Muerte Natural',
      amount: family.family === 'accidentes' ? 0 : capital,
      unit: 'UF',
      period: null,
    });
    tops.push({
      group: 'Vida',
      name: 'Indemnización Muerte Accidental',
      amount: capital * (r.chance(0.5) ? 2 : 1),
      unit: 'UF',
      period: null,
    });
    tops.push({
      group: 'Vida',
      name: 'Indemnización Invalidez Accidental',
      amount: r.chance(0.7) ? capital : 0,
      unit: 'UF',
      period: null,
    });
    tops.push({
      group: 'Vida',
      name: 'Indemnización Invalidez Total y Permanente 2/3',
      amount: r.chance(0.6) ? capital : 0,
      unit: 'UF',
      period: null,
    });
  }
  if (family.family !== 'vida' && family.family !== 'guardia') {
    const unit = family.unit === 'USD' ? 'USD' : 'UF';
    const scale = unit === 'USD' ? 1000 : 1;
    const catastrophic = family.type === 'CATASTROFICO' || family.type === 'COMPLEMENTARIO_CATASTROFICO';
    tops.push({
      group: 'General',
      name: 'Tope anual por beneficiario',
      amount:
        catastrophic && r.chance(0.3)
          ? 0
          : r.chance(0.05)
            ? null
            : r.pick([50, 100, 200, 500, 1000, 3000, 5000]) * scale,
      unit,
      period: periodName(),
    });
    if (health) {
      const kind = r.weighted([
        ['none', catastrophic ? 0 : 40],
        ['zero', catastrophic ? 0 : 25],
        ['value', catastrophic ? 100 : 30],
        ['null', 5],
      ] as const);
      if (kind === 'zero') deductibles.push({ group: 'General', name: 'Deducible anual', min: 0, max: 0, unit: 'UF' });
      else if (kind === 'value') {
        const min = catastrophic ? r.pick([20, 30, 40, 60, 80, 100]) : r.pick([0.5, 1, 2, 3, 5]);
        deductibles.push({
          group: 'General',
          name: 'Deducible anual',
          min,
          max: r.chance(0.3) ? min * 2 : min,
          unit: 'UF',
        });
      } else if (kind === 'null')
        deductibles.push({ group: 'General', name: 'Deducible anual', min: null, max: null, unit: 'UF' });
    }
  }
  return { tops, deductibles };
}
