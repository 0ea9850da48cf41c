/**
 * Experiments (spec 02 §7 "Feature flags and experiments"): each splits visitors 50/50 by a stable hash of
 * the visitor id, and the assignment lasts 90 days. The same visitor always gets the same variant of an
 * experiment; different experiments are independent (the experiment name salts the hash).
 */
export const EXPERIMENTS = {
  TESTABCLUSTER: ['clusterOne', 'clusterTwo'],
  TESTWHYWEFORM: ['originalForm', 'withWhyWe'],
  DISTANCETEST: ['originalDistance', 'withDistance'],
} as const;

export type ExperimentName = keyof typeof EXPERIMENTS;
export type Variant<E extends ExperimentName = ExperimentName> = (typeof EXPERIMENTS)[E][number];

export const EXPERIMENT_NAMES = Object.keys(EXPERIMENTS) as ExperimentName[];
export const EXPERIMENT_EXPIRY_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A well-mixed 32-bit hash of a text: FNV-1a over the UTF-16 code units, then murmur3's finaliser so
 * that every bit (and so `hash % n`) is evenly spread even for ids that differ in one character.
 */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Bucket 0..buckets-1 of a visitor for a salt (an experiment or a flag such as 'color-contratar'). */
export function bucketOf(visitorId: string, salt: string, buckets: number): number {
  return stableHash(`${salt}:${visitorId}`) % buckets;
}

export interface ExperimentAssignment<E extends ExperimentName = ExperimentName> {
  experiment: E;
  variant: Variant<E>;
  assignedAt: Date;
  expiresAt: Date;
}

/** The variant a visitor sees in an experiment: always the same for the same visitor id. */
export function assignVariant<E extends ExperimentName>(experiment: E, visitorId: string): Variant<E> {
  const variants = EXPERIMENTS[experiment] as readonly Variant<E>[];
  return variants[bucketOf(visitorId, experiment, variants.length)] as Variant<E>;
}

/** The assignment with its 90-day expiry (spec 02 §7). */
export function assignExperiment<E extends ExperimentName>(
  experiment: E,
  visitorId: string,
  now: Date,
): ExperimentAssignment<E> {
  return {
    experiment,
    variant: assignVariant(experiment, visitorId),
    assignedAt: now,
    expiresAt: new Date(now.getTime() + EXPERIMENT_EXPIRY_DAYS * DAY_MS),
  };
}

/** Every experiment's variant for a visitor (what the site stores and what leads and sales carry). */
export function assignAll(visitorId: string): Record<ExperimentName, string> {
  const result = {} as Record<ExperimentName, string>;
  for (const name of EXPERIMENT_NAMES) result[name] = assignVariant(name, visitorId);
  return result;
}
