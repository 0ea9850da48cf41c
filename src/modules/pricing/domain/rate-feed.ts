import { normaliseDecimal } from './uf-rate.js';

/** The daily series the rate feeds publish: the UF and the pesos per unit of each foreign currency. */
export const RATE_SERIES = ['UF', 'USD', 'PEN', 'COP'] as const;
export type RateSeries = (typeof RATE_SERIES)[number];

/** One published value: an ISO day and an exact decimal string (pesos per unit), never a float. */
export interface DailyRate {
  date: string;
  value: string;
}

/** A source answered with an error, a malformed body or a value no rate can take. */
export class RateFeedError extends Error {
  readonly code = 'RATE_FEED';
}

const CHILEAN_NUMBER = /^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$/;
const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/**
 * '39.214,80' -> '39214.8' (the CMF's Spanish format: dots group thousands, a comma starts the decimals).
 * Exact: the text is rearranged, never parsed as a binary float.
 */
export function parseChileanDecimal(text: string): string {
  const trimmed = text.trim();
  if (!CHILEAN_NUMBER.test(trimmed)) throw new RateFeedError(`Valor con formato inesperado: "${text}"`);
  const [whole, decimals] = trimmed.replace(/\./g, '').split(',');
  const joined = decimals ? `${whole}.${decimals}` : whole!;
  return checkedRate(normaliseDecimal(joined.replace(/^0+(?=\d)/, '')), text);
}

function checkedRate(value: string, original: string): string {
  if (!(Number(value) > 0)) throw new RateFeedError(`Valor no positivo: "${original}"`);
  return value;
}

const CMF_ARRAY_KEY: Partial<Record<RateSeries, string>> = { UF: 'UFs', USD: 'Dolares' };

/** The CMF API's resource of a series (recursos_api/{resource}/{year}/{month}); undefined: not published there. */
export const CMF_RESOURCE: Partial<Record<RateSeries, string>> = { UF: 'uf', USD: 'dolar' };

/**
 * A CMF API answer (api.cmfchile.cl, `formato=json`): `{ "UFs": [{ "Valor": "39.214,80", "Fecha": "2025-01-01" }] }`
 * for the UF, `Dolares` for the dollar; an error is `{ "CodigoHTTP": 404, "CodigoError": 81, "Mensaje": "…" }`.
 */
export function parseCmfAnswer(series: RateSeries, body: unknown): DailyRate[] {
  const key = CMF_ARRAY_KEY[series];
  if (!key) throw new RateFeedError(`La CMF no publica ${series}`);
  if (!isRecord(body)) throw new RateFeedError('Respuesta de la CMF sin JSON');
  if ('CodigoError' in body || 'CodigoHTTP' in body) {
    throw new RateFeedError(
      `CMF: ${String(body.Mensaje ?? 'error')} (código ${String(body.CodigoError ?? body.CodigoHTTP)})`,
    );
  }
  const items = body[key];
  if (!Array.isArray(items)) throw new RateFeedError(`Respuesta de la CMF sin "${key}"`);
  return items.map((item: unknown) => {
    if (!isRecord(item) || typeof item.Valor !== 'string' || typeof item.Fecha !== 'string') {
      throw new RateFeedError('Elemento de la CMF sin Valor o Fecha');
    }
    return { date: isoDate(item.Fecha), value: parseChileanDecimal(item.Valor) };
  });
}

/** The Banco Central's statistics series (BDE, SieteRestWS GetSeries) of each rate, pesos per unit. */
export const BCENTRAL_SERIES: Record<RateSeries, string> = {
  UF: 'F073.UFF.PRE.Z.D',
  USD: 'F073.TCO.PRE.Z.D',
  PEN: 'F072.CLP.PEN.N.O.D',
  COP: 'F072.CLP.COP.N.O.D',
};

/**
 * A Banco Central GetSeries answer: `{ "Codigo": 0, "Descripcion": "Success", "Series": { "Obs": [
 * { "indexDateString": "02-01-2025", "value": "950.12", "statusCode": "OK" }] } }`. A day without a value
 * (a holiday for the currencies: "NaN", statusCode "ND") is a gap, not an error: the day before applies.
 */
export function parseBcentralAnswer(body: unknown): DailyRate[] {
  if (!isRecord(body)) throw new RateFeedError('Respuesta del Banco Central sin JSON');
  if (body.Codigo !== 0) {
    throw new RateFeedError(`Banco Central: ${String(body.Descripcion ?? 'error')} (código ${String(body.Codigo)})`);
  }
  const observations = isRecord(body.Series) ? body.Series.Obs : undefined;
  if (observations === null || observations === undefined) return [];
  if (!Array.isArray(observations)) throw new RateFeedError('Respuesta del Banco Central sin "Obs"');
  const rates: DailyRate[] = [];
  for (const observation of observations) {
    if (!isRecord(observation) || typeof observation.indexDateString !== 'string') {
      throw new RateFeedError('Observación del Banco Central sin fecha');
    }
    const raw = typeof observation.value === 'string' ? observation.value.trim() : '';
    if (observation.statusCode !== 'OK' || raw === '' || raw === 'NaN') continue;
    const value = PLAIN_NUMBER.test(raw) ? checkedRate(normaliseDecimal(raw), raw) : parseChileanDecimal(raw);
    rates.push({ date: isoDate(observation.indexDateString), value });
  }
  return rates;
}

/** 'YYYY-MM-DD' or 'DD-MM-YYYY' -> 'YYYY-MM-DD', refusing days that do not exist. */
export function isoDate(text: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!year || !month || !day) throw new RateFeedError(`Fecha con formato inesperado: "${text}"`);
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) {
    throw new RateFeedError(`Fecha inexistente: "${text}"`);
  }
  return `${year}-${month}-${day}`;
}

/** The days a daily fetch asks for. */
export interface FetchWindow {
  from: string;
  to: string;
}

/**
 * The UF of a month is published ahead (by the 9th, for the 10th of this month to the 9th of the next), so the
 * fetch asks from the first of this month to the end of the next; the currencies are published for past
 * working days, so it asks the last `lookbackDays` up to today.
 */
export function fetchWindow(series: RateSeries, today: string, lookbackDays = 10): FetchWindow {
  const [year, month] = today.split('-').map(Number) as [number, number];
  if (series === 'UF') {
    const endOfNext = new Date(Date.UTC(year, month + 1, 0));
    return { from: `${today.slice(0, 7)}-01`, to: endOfNext.toISOString().slice(0, 10) };
  }
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - lookbackDays * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: today };
}

/** The calendar months (YYYY, MM) a window spans: the CMF answers one month per call. */
export function monthsOf(window: FetchWindow): Array<{ year: string; month: string }> {
  const months: Array<{ year: string; month: string }> = [];
  let [year, month] = window.from.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = window.to.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push({ year: String(year), month: String(month).padStart(2, '0') });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
