/**
 * The one way a visitor's loose key (an id, a code, a URL segment or a display name, with or without
 * accents, spaces or hyphens) finds a catalogue entry (spec 02 §2.4). Every lookup in the module goes
 * through these so "Vida Cámara", "vida-camara" and "VIDA CAMARA" always name the same thing.
 */

/** Accents removed, trimmed, lower case, runs of spaces as one hyphen. */
export function normaliseKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');
}

const isId = (value: string | number): boolean => typeof value === 'number' || /^\d+$/.test(String(value).trim());

function findBy<T extends { id: number }>(
  list: readonly T[],
  value: string | number,
  keys: (entry: T) => readonly (string | null | undefined)[],
  accept: (entry: T) => boolean = () => true,
): T | null {
  if (isId(value)) {
    const id = Number(String(value).trim());
    return list.find((entry) => entry.id === id && accept(entry)) ?? null;
  }
  const key = normaliseKey(String(value));
  if (key === '') return null;
  return (
    list.find(
      (entry) => accept(entry) && keys(entry).some((candidate) => !!candidate && normaliseKey(candidate) === key),
    ) ?? null
  );
}

export interface TypeKeys {
  id: number;
  name: string;
  urlSegment: string;
  displayName: string;
}

/** An insurance type by id, name, URL segment or display name. */
export function findType<T extends TypeKeys>(list: readonly T[], value: string | number): T | null {
  return findBy(list, value, (t) => [t.name, t.urlSegment, t.displayName]);
}

export interface OrganizationKeys {
  id: number;
  organizationCode: string;
  urlSegment: string;
  displayName: string;
  organizationType: string;
}

/** An organization by id, code, URL segment or display name; only of `type` when given. */
export function findOrganization<T extends OrganizationKeys>(
  list: readonly T[],
  value: string | number,
  type?: string | null,
): T | null {
  return findBy(
    list,
    value,
    (o) => [o.organizationCode, o.urlSegment, o.displayName],
    (o) => !type || o.organizationType === type,
  );
}

export interface CountryKeys {
  id: number;
  code: string;
  name: string;
  displayName?: string;
}

/** A country by id, ISO code ('CL'), name ('chile') or display name ('Chile'). */
export function findCountry<T extends CountryKeys>(list: readonly T[], value: string | number): T | null {
  return findBy(list, value, (c) => [c.code, c.name, c.displayName]);
}

export interface ComparatorKeys {
  id: number;
  name: string;
  baseUrl: string;
}

/** A comparator by id, base URL ('seguros-de-salud') or name. */
export function findComparator<T extends ComparatorKeys>(list: readonly T[], value: string | number): T | null {
  return findBy(list, value, (c) => [c.baseUrl, c.name]);
}
