import type { Sexo } from '../../../src/modules/pricing/domain/profile.js';
import { AGE_BANDS, ANY_AGE, PET_AGE_BANDS, type TariffRow } from '../../../src/modules/pricing/domain/tariff.js';
import type { Family } from './families.js';
import { round, type Random } from './random.js';

/** Age multipliers of the person bands (0-1, 2-17, 18-24, …, 80+). */
const AGE_CURVE = [0.55, 0.45, 0.78, 0.9, 1.0, 1.12, 1.27, 1.45, 1.7, 2.0, 2.35, 2.8, 3.3, 3.9, 4.6];

function personTariffs(r: Random, base: number, unit: TariffRow['unit'], maxBand: number, family: string): TariffRow[] {
  const rows: TariffRow[] = [];
  const femaleUplift = family === 'salud' ? r.float(1.05, 1.2) : 1;
  const flat = family === 'viaje' || family === 'asistencia' ? 0.3 : 1; // services vary little with age
  const decimals = unit === 'CLP' ? 0 : unit === 'USD' ? 2 : 4;
  for (let b = 2; b <= maxBand; b++) {
    const band = AGE_BANDS[b]!;
    const age = 1 + (AGE_CURVE[b]! - 1) * flat;
    for (const sexo of ['Masculino', 'Femenino'] as Sexo[]) {
      const uplift = sexo === 'Femenino' && band.from >= 25 && band.from < 45 ? femaleUplift : 1;
      rows.push({
        role: 'cotizante',
        ageFrom: band.from,
        ageTo: band.to,
        sexo,
        especie: null,
        rate: round(base * age * uplift, decimals),
        unit,
      });
    }
  }
  const child = r.float(0.35, 0.55);
  for (const b of [0, 1, 2]) {
    const band = AGE_BANDS[b]!;
    const factor = b === 0 ? child * 1.3 : b === 1 ? child : child * 1.5;
    rows.push({
      role: 'carga',
      ageFrom: band.from,
      ageTo: band.to,
      sexo: null,
      especie: null,
      rate: round(base * factor, decimals),
      unit,
    });
  }
  return rows;
}

function petTariffs(base: number): TariffRow[] {
  const rows: TariffRow[] = [];
  PET_AGE_BANDS.forEach((band, b) => {
    const age = [0.9, 1, 1.15, 1.4, 1.8, 2.4][b]!;
    rows.push({
      role: 'mascota',
      ageFrom: band.from,
      ageTo: band.to,
      sexo: null,
      especie: 'perro',
      rate: Math.round(base * age),
      unit: 'CLP',
    });
    rows.push({
      role: 'mascota',
      ageFrom: band.from,
      ageTo: band.to,
      sexo: null,
      especie: 'gato',
      rate: Math.round(base * age * 0.82),
      unit: 'CLP',
    });
  });
  return rows;
}

/**
 * A product's tariff rows by price model: per species for pets, one flat rate per guard or employee (a
 * collective also draws its minimum staff), per sex and age band otherwise. The draws keep the original order.
 */
export function productTariffs(
  r: Random,
  family: Family,
  base: number,
  maxBand: number,
): { tariffs: TariffRow[]; minEmployees: number | null } {
  let tariffs: TariffRow[];
  let minEmployees: number | null = null;
  if (family.model === 'mascota') tariffs = petTariffs(base);
  else if (family.model === 'guardia' || family.model === 'colectivo') {
    tariffs = [
      {
        role: 'cotizante',
        ageFrom: ANY_AGE.from,
        ageTo: ANY_AGE.to,
        sexo: null,
        especie: null,
        rate: round(base, 4),
        unit: family.unit,
      },
    ];
    if (family.model === 'colectivo') minEmployees = r.pick([2, 3, 5, 10, 20, 50]);
  } else tariffs = personTariffs(r, base, family.unit, maxBand, family.family);
  return { tariffs, minEmployees };
}
