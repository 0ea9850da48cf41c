import type { NewProduct } from '../../../src/modules/catalogue/index.js';
import { CLINICS } from '../chile-market.js';
import { coversHealth, type Family } from './families.js';
import type { Random } from './random.js';

/** The product's benefits with their amounts: by prevision (isapre, Fonasa) for health families, with a cap. */
export function productCoverages(r: Random, family: Family): NewProduct['coverages'] {
  const health = coversHealth(family);
  // Coverage amounts by prevision and caps.
  const benefits = r.sample(
    family.benefits,
    Math.max(1, r.int(Math.min(3, family.benefits.length), family.benefits.length)),
  );
  return benefits.map((benefitCode) => {
    const isapre = r.pick([60, 70, 80, 90, 100]);
    const fonasa = r.chance(0.2) ? -1 : Math.max(40, isapre - r.pick([0, 10, 20]));
    const topUf = r.pick([5, 10, 20, 50, 100, 200, 500]);
    const period: 'yearly_top' | 'monthly_top' | 'weekly_top' | 'daily_top' = r.weighted([
      ['yearly_top', 70],
      ['monthly_top', 15],
      ['weekly_top', 5],
      ['daily_top', 10],
    ]);
    const amounts: NewProduct['coverages'][number]['amounts'] = health
      ? {
          percentage_isapre: { min: isapre, max: isapre, unit: '%' },
          percentage_fonasa: { min: fonasa, max: fonasa, unit: '%' },
          [period]: { min: topUf, max: topUf, unit: 'UF' },
        }
      : {
          percentage_particular: { min: isapre, max: isapre, unit: '%' },
          [period]: { min: topUf, max: topUf, unit: family.unit === 'USD' ? 'USD' : 'UF' },
        };
    const clinicCodes = family.family === 'salud' ? r.sample(CLINICS, r.int(0, 3)).map((c) => c.code) : [];
    return { benefitCode, amounts, organizationCodes: clinicCodes };
  });
}
