import type { CompareRequest, CompareRestriction } from './compare.js';

/**
 * The key of a comparison's answer in the answer cache (issue 31): two requests share it only when their
 * answers are the same bytes (the per-request uuid aside), against the same catalogue and rates. Everything
 * the comparison reads is in it except the uuid, which the answer echoes and is written per request.
 *
 * Normalised only where the comparison provably ignores the spelling: lists the comparison turns into a set
 * or a bit mask (organization types, insurance types, organizations, providers, countries, features) are
 * sorted and deduplicated; object keys are sorted; the edition's default currency is applied as the
 * comparison applies it. Anything else (the order of cotizantes or cargas, 3 against '3') stays as sent:
 * an equivalent request under another spelling only misses the cache, never gets another request's answer.
 */
export interface CompareAnswerVersions {
  /** The catalogue snapshot the answer is built from (its version and this process's build generation). */
  catalogue: string;
  /** The rates the prices use: the UF value and day and the exchange rates. */
  rates: string;
}

/**
 * A JSON text with object keys sorted and undefined members left out: equal values, equal texts. Built by
 * string concatenation (it runs on every comparison request: the profile and the filters).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value !== 'object') {
    return typeof value === 'number' && !Number.isFinite(value) ? JSON.stringify(String(value)) : JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) out += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  let out = '{';
  let first = true;
  for (const key of Object.keys(record).sort()) {
    const member = record[key];
    if (member === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${canonicalJson(member)}`;
    first = false;
  }
  return `${out}}`;
}

/** A list the comparison reads as a set: sorted, without repeats, each item keeping its JSON type. */
function asSet(values: readonly unknown[]): string[] {
  return [...new Set(values.map((v) => JSON.stringify(v)))].sort();
}

/** The rates part of a key: what the prices and the answer's `uf` are computed from. */
export function ratesVersion(rates: { uf: { value: number; date: string }; rates: object }): string {
  return canonicalJson({ uf: rates.uf, rates: rates.rates });
}

/** The site restriction as the comparison reads it (organization codes are compared without case, as a set). */
function restrictionPart(restriction: CompareRestriction | null | undefined): unknown {
  if (!restriction) return null;
  return {
    organizationCodes: restriction.organizationCodes
      ? asSet(restriction.organizationCodes.map((code) => code.toUpperCase()))
      : null,
    hiddenOrganizationTypes: asSet(restriction.hiddenOrganizationTypes),
    showcase: restriction.showcase === true,
    countryCode: restriction.countryCode ?? null,
    currency: restriction.currency ?? null,
  };
}

/**
 * The site restriction's part of the key as text (the compare fast lane, issue 31, checks that the host's
 * restriction is still the one an answer was given under).
 */
export function restrictionKey(restriction: CompareRestriction | null | undefined): string {
  return canonicalJson(restrictionPart(restriction));
}

/** The answer cache's key of a validated comparison request (its site restriction included). */
export function compareAnswerKey(request: CompareRequest, versions: CompareAnswerVersions): string {
  const restriction = request.restriction ?? null;
  // As CompareProducts' inEditionCurrency: no currency asked means the edition's (PEN in Peru…).
  const currency = request.targetCurrency || restriction?.currency || request.targetCurrency;
  // Every field of the request but uuid, named here so that a new field fails to compile until it is keyed.
  const parts: Record<Exclude<keyof CompareRequest, 'uuid'>, unknown> = {
    profile: request.profile,
    page: request.page,
    take: request.take,
    insuranceTypes: asSet(request.insuranceTypes),
    organizationType: asSet(request.organizationType),
    organizations: asSet(request.organizations),
    coverageCountries: asSet(request.coverageCountries),
    coverageOrganizations: asSet(request.coverageOrganizations),
    features: asSet(request.features),
    featuresFilter: request.featuresFilter,
    fromPrice: request.fromPrice,
    toPrice: request.toPrice,
    fromDeductible: request.fromDeductible,
    toDeductible: request.toDeductible,
    deductiblesToCompare: request.deductiblesToCompare,
    targetCurrency: currency ?? null,
    productType: request.productType,
    order: request.order,
    ponderer: request.ponderer,
    comparator: request.comparator,
    displayShowcase: request.displayShowcase,
    location: request.location,
    restriction: restrictionPart(restriction),
  };
  return `${versions.catalogue}|${versions.rates}|${canonicalJson(parts)}`;
}
