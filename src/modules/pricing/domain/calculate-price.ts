import { fromClp, roundTo, toClp, CURRENCY_DECIMALS, type ClpRates, type CurrencyCode } from './money.js';
import {
  hasProfileData,
  insuredPersons,
  type Especie,
  type InsuredPerson,
  type Profile,
  type Sexo,
} from './profile.js';
import {
  AGE_BANDS,
  ageBandIndex,
  bandLabel,
  findTariff,
  PET_AGE_BANDS,
  type AgeBand,
  type PriceModelKind,
  type TariffRow,
} from './tariff.js';

/**
 * The price of a product for a profile, and why (spec 01 §4 §9): the sum over the insured persons of the
 * rate for their role, age band and sex; guards and personal accidents ×12 and shown annual (guards in UF,
 * 'p/p'); collective products by employee count; pets by species and age. Without a profile the price is
 * a reference ('Desde'); with one it is exact. Every result carries its breakdown, so the site can answer
 * '¿Por qué este precio?'.
 */

export interface ProductPricing {
  kind: PriceModelKind;
  /** Unit of every tariff rate. */
  unit: CurrencyCode;
  tariffs: readonly TariffRow[];
  /** Collective products: the smallest company they insure. */
  minEmployees?: number | null;
  /** An active DISCOUNT offer, in percent (rounded, floored at 0). */
  discountPercent?: number | null;
  discountLabel?: string | null;
}

export interface PriceContext {
  /** The UF value used and its date. */
  uf: { value: number; date: string };
  /** CLP per unit (UF taken from `uf`). */
  rates: ClpRates;
  /** Currency to show the price in; default: UF for guards, USD for USD products, CLP otherwise. */
  targetCurrency?: CurrencyCode | null;
}

export type PriceLineRole = InsuredPerson['role'] | 'empleado' | 'guardia';

/** One insured person's (or unit's) part of the price. */
export interface PriceLine {
  role: PriceLineRole;
  label: string;
  edad: number | null;
  sexo: Sexo | null;
  especie?: Especie;
  ageBand: AgeBand | null;
  ageBandLabel: string | null;
  /** Monthly rate in `unit`; null when no tariff applies to this person. */
  rate: number | null;
  quantity: number;
  /** rate × quantity, monthly, in `unit`; null when not priced. */
  amount: number | null;
  unit: CurrencyCode;
}

export interface PriceDiscount {
  label: string;
  percent: number;
  /** Amount taken off, in `unit` (for the whole period). */
  amount: number;
}

export interface PriceBreakdown {
  model: PriceModelKind;
  /** True when computed for the visitor's profile; false for a reference price ('Desde'). */
  exact: boolean;
  unit: CurrencyCode;
  lines: PriceLine[];
  /** Monthly sum of the lines in `unit`, before discounts; null when someone could not be priced. */
  monthly: number | null;
  /** 12 for guards and personal accidents (shown annual), else 1. */
  periodMonths: 1 | 12;
  period: 'mensual' | 'anual';
  discounts: PriceDiscount[];
  /** Price for the period after discounts, in `unit`. */
  total: number | null;
  totalClp: number | null;
  /** What the card shows. Guards: per guard ('p/p'). */
  display: { amount: number | null; currency: CurrencyCode };
  suffix: 'p/p' | null;
  label: 'Desde' | 'Precio Anual' | null;
  uf: { value: number; date: string };
  /** Plain-Spanish sentences explaining the result. */
  notes: string[];
}

const ANNUAL_MODELS: ReadonlySet<PriceModelKind> = new Set(['guardia', 'accidente']);

export function periodMonthsOf(kind: PriceModelKind): 1 | 12 {
  return ANNUAL_MODELS.has(kind) ? 12 : 1;
}

function lineFor(person: InsuredPerson, rows: readonly TariffRow[], unit: CurrencyCode): PriceLine {
  const row = findTariff(rows, person);
  const bands = person.role === 'mascota' ? PET_AGE_BANDS : AGE_BANDS;
  const band = bands[ageBandIndex(person.edad, bands)] ?? null;
  return {
    role: person.role,
    label: person.label,
    edad: person.edad,
    sexo: person.sexo,
    ...(person.especie ? { especie: person.especie } : {}),
    ageBand: band,
    ageBandLabel: band ? bandLabel(band) : null,
    rate: row ? row.rate : null,
    quantity: 1,
    amount: row ? row.rate : null,
    unit,
  };
}

/** The lowest rate among rows of the given roles (the reference 'Desde'), or null. */
function lowestRow(rows: readonly TariffRow[], roles: readonly string[]): TariffRow | null {
  let best: TariffRow | null = null;
  for (const row of rows) if (roles.includes(row.role) && (!best || row.rate < best.rate)) best = row;
  return best;
}

function referenceLine(row: TariffRow | null, unit: CurrencyCode, role: PriceLineRole, label: string, quantity = 1) {
  const line: PriceLine = {
    role,
    label,
    edad: null,
    sexo: row?.sexo ?? null,
    ...(row?.especie ? { especie: row.especie } : {}),
    ageBand: row ? { from: row.ageFrom, to: row.ageTo } : null,
    ageBandLabel: row ? bandLabel({ from: row.ageFrom, to: row.ageTo }) : null,
    rate: row ? row.rate : null,
    quantity,
    amount: row ? row.rate * quantity : null,
    unit,
  };
  return line;
}

/**
 * The currency a price is shown in (spec 01 §4): guards always in UF per person, whatever currency the list
 * asks for (a guard's tariff is in UF and its card says 'Precio Anual UF 1,20 p/p'); other products in the
 * asked currency, else USD, PEN or COP for tariffs in those, and Chilean pesos for the rest.
 */
export function displayCurrency(
  kind: PriceModelKind,
  unit: CurrencyCode,
  target: CurrencyCode | null | undefined,
): CurrencyCode {
  if (kind === 'guardia') return 'UF';
  if (target) return target;
  // Dollar, sol and Colombian peso tariffs show in their own currency (issue 27); the rest in pesos.
  return unit === 'USD' || unit === 'PEN' || unit === 'COP' ? unit : 'CLP';
}

/** Lines of the price: persons, employees or guards, exact with a usable profile, else the reference. */
function priceLines(
  pricing: ProductPricing,
  profile: Profile | null | undefined,
): { lines: PriceLine[]; exact: boolean; notes: string[] } {
  const { kind, tariffs, unit } = pricing;
  const notes: string[] = [];
  if (kind === 'colectivo') {
    const row = lowestRow(tariffs, ['cotizante']);
    const min = Math.max(1, pricing.minEmployees ?? 1);
    const count = profile?.cantidadEmpleados ?? 0;
    if (count > 0) {
      const quantity = Math.max(count, min);
      if (count < min) notes.push(`El seguro exige un mínimo de ${min} empleados: se cotiza para ${min}.`);
      return { lines: [referenceLine(row, unit, 'empleado', `Empleados (${quantity})`, quantity)], exact: true, notes };
    }
    notes.push(
      `Precio de referencia para el mínimo de ${min} empleados; ingresa la cantidad de empleados para el precio exacto.`,
    );
    return { lines: [referenceLine(row, unit, 'empleado', `Empleados (mínimo ${min})`, min)], exact: false, notes };
  }
  if (kind === 'guardia') {
    const row = lowestRow(tariffs, ['cotizante']);
    notes.push('Precio anual por guardia (p/p): la tarifa mensual por 12 meses.');
    return { lines: [referenceLine(row, unit, 'guardia', 'Guardia (p/p)')], exact: true, notes };
  }
  const persons = insuredPersons(profile).filter((person) =>
    kind === 'mascota' ? person.role === 'mascota' : person.role !== 'mascota',
  );
  if (persons.length > 0) {
    const lines = persons.map((person) => lineFor(person, tariffs, unit));
    for (const line of lines) {
      if (line.rate === null) notes.push(`No hay tarifa para ${line.label}: el precio se debe consultar.`);
    }
    return { lines, exact: true, notes };
  }
  if (kind === 'mascota') {
    notes.push(
      'Precio de referencia: la tarifa más baja para una mascota. Ingresa especie y edad para el precio exacto.',
    );
    return {
      lines: [referenceLine(lowestRow(tariffs, ['mascota']), unit, 'mascota', 'Mascota (desde)')],
      exact: false,
      notes,
    };
  }
  notes.push(
    'Precio de referencia: la tarifa más baja para un cotizante. Ingresa quiénes se asegurarán para el precio exacto.',
  );
  return {
    lines: [referenceLine(lowestRow(tariffs, ['cotizante']), unit, 'cotizante', 'Cotizante (desde)')],
    exact: false,
    notes,
  };
}

/** Price and breakdown of a product for a profile (null or empty profile: the reference price). */
export function calculatePrice(
  pricing: ProductPricing,
  profile: Profile | null | undefined,
  context: PriceContext,
): PriceBreakdown {
  const usable = hasProfileData(profile) ? profile : null;
  const { lines, exact, notes } = priceLines(pricing, usable);
  const decimals = CURRENCY_DECIMALS[pricing.unit] + 2;
  const priced = lines.length > 0 && lines.every((line) => line.amount !== null);
  const monthly = priced
    ? roundTo(
        lines.reduce((sum, line) => sum + (line.amount ?? 0), 0),
        decimals,
      )
    : null;
  const periodMonths = periodMonthsOf(pricing.kind);
  const gross = monthly === null ? null : monthly * periodMonths;

  const discounts: PriceDiscount[] = [];
  const percent = Math.max(0, Math.round(pricing.discountPercent ?? 0));
  if (gross !== null && percent > 0) {
    discounts.push({
      label: pricing.discountLabel ?? `Descuento ${percent}%`,
      percent,
      amount: roundTo((gross * percent) / 100, decimals),
    });
  }
  const total = gross === null ? null : roundTo(gross - discounts.reduce((sum, d) => sum + d.amount, 0), decimals);
  const rates: ClpRates = { ...context.rates, UF: context.uf.value };
  // The peso total comes from the unrounded chain, in the same order of operations as the compare
  // index (sum × months × (1 − discount)), so the breakdown and the card never differ by a peso.
  const exactSum = priced ? lines.reduce((sum, line) => sum + (line.amount ?? 0), 0) : null;
  const exactTotal = exactSum === null ? null : exactSum * periodMonths * (1 - percent / 100);
  const totalClpRaw = exactTotal === null ? null : toClp(exactTotal, pricing.unit, rates);
  const totalClp = totalClpRaw === null ? null : Math.round(totalClpRaw);

  // Guards show the price of one guard (p/p); everyone else the total. Unrounded, like totalClp.
  const perUnit =
    pricing.kind === 'guardia' && exactTotal !== null && lines[0]
      ? exactTotal / Math.max(1, lines[0].quantity)
      : exactTotal;
  const currency = displayCurrency(pricing.kind, pricing.unit, context.targetCurrency);
  let displayAmount: number | null = null;
  if (perUnit !== null) {
    if (currency === pricing.unit) displayAmount = roundTo(perUnit, CURRENCY_DECIMALS[currency]);
    else {
      const clp = toClp(perUnit, pricing.unit, rates);
      displayAmount = clp === null ? null : fromClp(clp, currency, rates);
    }
  }

  if (pricing.unit === 'UF' || currency === 'UF') {
    notes.push(`Valor UF usado: ${context.uf.value} pesos (${context.uf.date}).`);
  }
  if (periodMonths === 12 && pricing.kind !== 'guardia') notes.push('Precio anual: la prima mensual por 12 meses.');
  if (discounts.length > 0) notes.push(`Incluye ${discounts.map((d) => d.label).join(', ')}.`);

  let label: PriceBreakdown['label'] = null;
  if (displayAmount !== null) {
    if (pricing.kind === 'guardia' || (periodMonths === 12 && exact)) label = 'Precio Anual';
    else if (!exact) label = 'Desde';
  }

  return {
    model: pricing.kind,
    exact,
    unit: pricing.unit,
    lines,
    monthly,
    periodMonths,
    period: periodMonths === 12 ? 'anual' : 'mensual',
    discounts,
    total,
    totalClp,
    display: { amount: displayAmount, currency },
    suffix: pricing.kind === 'guardia' ? 'p/p' : null,
    label,
    uf: context.uf,
    notes,
  };
}
