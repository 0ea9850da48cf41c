import { roundTo, CURRENCY_DECIMALS, type CurrencyCode } from './money.js';

/**
 * The price models of the Peru, Colombia and international editions (issue 27, spec 03 §9), next to
 * Chile's (calculate-price.ts, isapre-price.ts). Per person by age band is the 'persona' model of
 * calculatePrice with tariffs in PEN, COP or USD; these are the two company models of Peru and the
 * international coverage zones:
 * - EPS (Peru): per employee, a fixed monthly amount plus a percentage of the average salary;
 * - SCTR (Peru): a percentage of the monthly payroll by the company's work sector (its risk), with a
 *   minimum premium per worker.
 * Pure: the compare API and the site compute the same numbers.
 */

// ---- international coverage zones ------------------------------------------------------------------------

export const COVERAGE_ZONES = ['MUNDO', 'USA', 'LATAM'] as const;
export type CoverageZone = (typeof COVERAGE_ZONES)[number];

/** The unit label of a zone's USD price (spec 02 §9: USD/MUNDO, USD/USA, USD/LATAM). */
export function zoneUnit(zone: CoverageZone): `USD/${CoverageZone}` {
  return `USD/${zone}`;
}

const norm = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

const USA_NAMES = new Set(['us', 'usa', 'eeuu', 'ee.uu.', 'ee uu', 'estados unidos', 'united states']);
/** Latin America and the Caribbean, by ISO code and Spanish name. */
const LATAM = new Map<string, string>([
  ['ar', 'argentina'],
  ['bo', 'bolivia'],
  ['br', 'brasil'],
  ['cl', 'chile'],
  ['co', 'colombia'],
  ['cr', 'costa rica'],
  ['cu', 'cuba'],
  ['do', 'republica dominicana'],
  ['ec', 'ecuador'],
  ['sv', 'el salvador'],
  ['gt', 'guatemala'],
  ['hn', 'honduras'],
  ['mx', 'mexico'],
  ['ni', 'nicaragua'],
  ['pa', 'panama'],
  ['py', 'paraguay'],
  ['pe', 'peru'],
  ['pr', 'puerto rico'],
  ['uy', 'uruguay'],
  ['ve', 'venezuela'],
]);
const LATAM_NAMES = new Set([...LATAM.keys(), ...LATAM.values()]);

/**
 * The zone a country of coverage falls in: the United States 'USA', Latin America 'LATAM', any other
 * country 'MUNDO'. Accepts an ISO code ('US', 'MX') or a Spanish name, with or without accents.
 */
export function coverageZoneOf(country: string | null | undefined): CoverageZone | null {
  if (!country || !country.trim()) return null;
  const name = norm(country);
  if (USA_NAMES.has(name)) return 'USA';
  if (LATAM_NAMES.has(name)) return 'LATAM';
  return 'MUNDO';
}

/** Whether a plan sold for `planZone` covers a visitor in `wanted`: worldwide covers every zone. */
export function zoneCovers(planZone: CoverageZone, wanted: CoverageZone | null): boolean {
  return wanted === null || planZone === 'MUNDO' || planZone === wanted;
}

// ---- EPS: per employee and salary (Peru) -----------------------------------------------------------------

export interface EpsRate {
  /** Monthly amount per employee, in `unit`. */
  perEmployee: number;
  /** Percentage of the average monthly salary, per employee (0 for none). */
  salaryPercent: number;
  /** The plan's minimum of employees (a smaller company is quoted at the minimum). */
  minEmployees: number;
  unit: CurrencyCode;
}

export interface CompanyPrice {
  /** Monthly premium in `unit`, rounded to the currency's decimals. */
  monthly: number;
  unit: CurrencyCode;
  /** Employees the price is for (at least the minimum). */
  employees: number;
  /** Plain-Spanish explanation lines. */
  notes: string[];
}

export type CompanyPriceResult = ({ ok: true } & CompanyPrice) | { ok: false; error: string };

/**
 * EPS premium for a company: employees × (per-employee amount + salary% × average salary). A company
 * under the plan's minimum is quoted at the minimum, and says so.
 */
export function epsPrice(
  rate: EpsRate,
  company: { employees: number; averageSalary?: number | null },
): CompanyPriceResult {
  if (!Number.isInteger(company.employees) || company.employees <= 0) {
    return { ok: false, error: 'Ingresa la cantidad de empleados' };
  }
  const salary = company.averageSalary ?? 0;
  if (!(Number.isFinite(salary) && salary >= 0)) {
    return { ok: false, error: 'El sueldo promedio debe ser un monto no negativo' };
  }
  const notes: string[] = [];
  const min = Math.max(1, rate.minEmployees);
  const employees = Math.max(company.employees, min);
  if (company.employees < min) notes.push(`El plan exige un mínimo de ${min} empleados: se cotiza para ${min}.`);
  const perEmployee = rate.perEmployee + (rate.salaryPercent / 100) * salary;
  const monthly = roundTo(perEmployee * employees, CURRENCY_DECIMALS[rate.unit]);
  notes.push(
    rate.salaryPercent > 0
      ? `Por empleado: cuota fija más ${rate.salaryPercent}% del sueldo promedio.`
      : 'Por empleado: cuota fija mensual.',
  );
  return { ok: true, monthly, unit: rate.unit, employees, notes };
}

// ---- SCTR: payroll by work sector (Peru) -----------------------------------------------------------------

export interface SctrRate {
  /** Percentage of the monthly payroll by work sector code (health and pension cover together). */
  sectorPercent: Readonly<Record<string, number>>;
  /** Minimum monthly premium per worker, in `unit`. */
  minPerWorker: number;
  unit: CurrencyCode;
}

/**
 * SCTR premium for a company: payroll × the sector's rate, never below the minimum per worker. A sector
 * the insurer does not cover is an error in Spanish (the product is left out of a comparison).
 */
export function sctrPrice(
  rate: SctrRate,
  company: { employees: number; payroll: number; sector: string },
): CompanyPriceResult {
  if (!Number.isInteger(company.employees) || company.employees <= 0) {
    return { ok: false, error: 'Ingresa la cantidad de empleados' };
  }
  if (!(Number.isFinite(company.payroll) && company.payroll > 0)) {
    return { ok: false, error: 'Ingresa la planilla mensual de la empresa' };
  }
  const percent = rate.sectorPercent[company.sector.trim().toUpperCase()];
  if (percent === undefined) return { ok: false, error: `El seguro no cubre el sector ${company.sector}` };
  const byPayroll = (company.payroll * percent) / 100;
  const minimum = rate.minPerWorker * company.employees;
  const notes = [`Tasa del sector ${company.sector.toUpperCase()}: ${percent}% de la planilla mensual.`];
  if (minimum > byPayroll) notes.push('Se aplica la prima mínima por trabajador.');
  const monthly = roundTo(Math.max(byPayroll, minimum), CURRENCY_DECIMALS[rate.unit]);
  return { ok: true, monthly, unit: rate.unit, employees: company.employees, notes };
}

/** Reads an SctrRate from a product's metadata ({ sctr: { sectorPercent, minPerWorker } }); null if absent. */
export function sctrRateOf(metadata: unknown, unit: CurrencyCode): SctrRate | null {
  const sctr = (metadata as { sctr?: unknown } | null)?.sctr as
    { sectorPercent?: Record<string, unknown>; minPerWorker?: unknown } | undefined;
  if (!sctr || typeof sctr !== 'object' || !sctr.sectorPercent) return null;
  const sectorPercent: Record<string, number> = {};
  for (const [code, value] of Object.entries(sctr.sectorPercent)) {
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) sectorPercent[code.toUpperCase()] = value;
  }
  const minPerWorker = typeof sctr.minPerWorker === 'number' && sctr.minPerWorker >= 0 ? sctr.minPerWorker : 0;
  return { sectorPercent, minPerWorker, unit };
}

/** Reads an EpsRate from a product's metadata ({ eps: { perEmployee, salaryPercent } }); null if absent. */
export function epsRateOf(metadata: unknown, unit: CurrencyCode, minEmployees: number | null): EpsRate | null {
  const eps = (metadata as { eps?: unknown } | null)?.eps as
    { perEmployee?: unknown; salaryPercent?: unknown } | undefined;
  if (!eps || typeof eps !== 'object' || typeof eps.perEmployee !== 'number' || eps.perEmployee < 0) return null;
  const salaryPercent = typeof eps.salaryPercent === 'number' && eps.salaryPercent >= 0 ? eps.salaryPercent : 0;
  return { perEmployee: eps.perEmployee, salaryPercent, minEmployees: minEmployees ?? 1, unit };
}
