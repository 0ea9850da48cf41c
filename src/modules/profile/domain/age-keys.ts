/**
 * A person's age arrives under any key that contains 'edad' (spec 02 §3: "an age field containing
 * 'edad'"): `edad` here, `edadCarga` in Colombia (spec 03 §3), `EdadCotizante`, `edad_mascota`… This is the
 * one normalisation of those keys, used by every reader of a profile (the comparison, calculatePrice, the
 * isapre plans and the profile form), so a family search from any of the existing clients is understood.
 */

const AGE_KEY = 'edad';

/** Whether a key names an age: it contains 'edad', whatever the case. */
export function isAgeKey(key: string): boolean {
  return key.toLowerCase().includes(AGE_KEY);
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The person with its age under `edad`. An `edad` that is present wins; otherwise the first non-blank value
 * of a key containing 'edad' (in the object's key order), else the first blank one. The other age keys are dropped so that the strict
 * schemas downstream see one field. Anything that is not a plain object is returned as is.
 */
export function withAgeKey<T>(person: T): T {
  if (!person || typeof person !== 'object' || Array.isArray(person)) return person;
  const record = person as Record<string, unknown>;
  const keys = Object.keys(record);
  if (!keys.some((key) => key !== AGE_KEY && isAgeKey(key))) return person;
  const out: Record<string, unknown> = {};
  let age: unknown = record[AGE_KEY];
  for (const key of keys) {
    if (!isAgeKey(key)) out[key] = record[key];
    else if (age === undefined || (isBlank(age) && !isBlank(record[key]))) age = record[key];
  }
  // All blank: the first one stays, so the schema's message for a missing age applies.
  out[AGE_KEY] = age;
  return out as T;
}

const PERSON_LISTS = ['cotizante', 'pareja', 'cargas', 'mascota'] as const;

/**
 * A whole profile (as sent by a browser) with every person's age under `edad`: cotizante (a list or one
 * object), pareja, cargas and mascota. Other fields and non-object input are left alone.
 */
export function normalizeProfileAges<T>(profile: T): T {
  if (!profile || typeof profile !== 'object' || Array.isArray(profile)) return profile;
  const record = profile as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  for (const list of PERSON_LISTS) {
    const value = record[list];
    if (value === undefined) continue;
    const normalized = Array.isArray(value) ? value.map(withAgeKey) : withAgeKey(value);
    const changed = Array.isArray(value)
      ? (normalized as unknown[]).some((person, index) => person !== value[index])
      : normalized !== value;
    if (changed) {
      out ??= { ...record };
      out[list] = normalized;
    }
  }
  return (out ?? profile) as T;
}
