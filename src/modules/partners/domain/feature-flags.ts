import {
  assignVariant,
  bucketOf,
  EXPERIMENT_EXPIRY_DAYS,
  EXPERIMENT_NAMES,
  EXPERIMENTS,
  type ExperimentName,
} from './experiments.js';

/**
 * Feature flags (spec 02 §7 "Feature flags and experiments"): what a flag service answers, whichever it is
 * (the database by default, or a self-hosted GrowthBook), and how one visitor's values follow from it.
 * The three experiments are flags too: switched off, every visitor sees the first (control) variant and no
 * exposure is recorded; switched on, visitors split 50/50 by the stable hash of their id (experiments.ts).
 */
export const COLOR_CONTRATAR = 'color-contratar';

export type FlagValue = string | number | boolean | null;

export interface FlagDefinition {
  key: string;
  enabled: boolean;
  description: string;
  /** The value when the flag has no variants (or is off: then the first variant, or this). */
  defaultValue: FlagValue;
  /** Values split evenly among visitors by a hash of their id salted with the key (e.g. two colours). */
  variants: FlagValue[];
}

/** What one visitor gets: every flag's value, and the variant of each running experiment. */
export interface VisitorFlags {
  visitorId: string;
  flags: Record<string, FlagValue>;
  /** Only the experiments that are on: these are the ones whose exposure counts. */
  experiments: Partial<Record<ExperimentName, string>>;
  /** When the assignment lapses (90 days, spec 02 §7): the site renews its visitor id after it. */
  expiresAt: string;
}

/** The flags a fresh database starts with (the back-office edits them). */
export const DEFAULT_FLAGS: readonly FlagDefinition[] = [
  ...EXPERIMENT_NAMES.map((name) => ({
    key: name,
    enabled: true,
    description: `Experimento ${name}: ${EXPERIMENTS[name].join(' / ')} (50/50).`,
    defaultValue: EXPERIMENTS[name][0],
    variants: [...EXPERIMENTS[name]],
  })),
  {
    key: COLOR_CONTRATAR,
    enabled: true,
    description: 'Color del botón Contratar (prueba de color, por visitante; ambos con contraste AA sobre blanco).',
    defaultValue: '#0b4f8a',
    variants: ['#0b4f8a', '#c2410c'],
  },
];

export const isExperiment = (key: string): key is ExperimentName => (EXPERIMENT_NAMES as string[]).includes(key);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A visitor id the API accepts: a random or fingerprint id, URL-safe, 8 to 64 characters. */
export const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Every flag's value for a visitor. Experiments always split by their own fixed variants (the spec's 50/50);
 * other flags by their configured variants. A flag the service does not know keeps the built-in default.
 */
export function visitorFlags(definitions: readonly FlagDefinition[], visitorId: string, now: Date): VisitorFlags {
  const byKey = new Map(DEFAULT_FLAGS.map((flag) => [flag.key, flag]));
  for (const definition of definitions) byKey.set(definition.key, definition);
  const flags: Record<string, FlagValue> = {};
  const experiments: Partial<Record<ExperimentName, string>> = {};
  for (const flag of byKey.values()) {
    if (isExperiment(flag.key)) {
      const variant = flag.enabled ? assignVariant(flag.key, visitorId) : EXPERIMENTS[flag.key][0];
      flags[flag.key] = variant;
      if (flag.enabled) experiments[flag.key] = variant;
      continue;
    }
    if (!flag.enabled) {
      flags[flag.key] =
        flag.variants.length > 0
          ? (flag.variants[0] ?? null)
          : typeof flag.defaultValue === 'boolean'
            ? false
            : flag.defaultValue;
      continue;
    }
    flags[flag.key] =
      flag.variants.length > 0
        ? (flag.variants[bucketOf(visitorId, flag.key, flag.variants.length)] ?? null)
        : flag.defaultValue;
  }
  return {
    visitorId,
    flags,
    experiments,
    expiresAt: new Date(now.getTime() + EXPERIMENT_EXPIRY_DAYS * DAY_MS).toISOString(),
  };
}

export type FlagInputResult = { ok: true; value: FlagDefinition } | { ok: false; errors: Record<string, string> };

const FLAG_KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,59}$/;

const flagValue = (value: unknown): value is FlagValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** Checks a flag the back-office sends; an experiment keeps its fixed variants (spec 02 §7). */
export function validateFlag(input: {
  key?: unknown;
  enabled?: unknown;
  description?: unknown;
  defaultValue?: unknown;
  variants?: unknown;
}): FlagInputResult {
  const errors: Record<string, string> = {};
  const key = typeof input.key === 'string' ? input.key.trim() : '';
  if (!FLAG_KEY.test(key)) errors.key = 'Clave inválida: letras, números, puntos, guiones (máximo 60).';
  const enabled = input.enabled === undefined ? true : input.enabled;
  if (typeof enabled !== 'boolean') errors.enabled = 'Debe ser verdadero o falso.';
  const description = input.description === undefined || input.description === null ? '' : input.description;
  if (typeof description !== 'string' || description.length > 300) errors.description = 'Máximo 300 caracteres.';
  const defaultValue = input.defaultValue === undefined ? null : input.defaultValue;
  if (!flagValue(defaultValue) || (typeof defaultValue === 'string' && defaultValue.length > 200)) {
    errors.defaultValue = 'Debe ser un texto (máximo 200), un número o verdadero/falso.';
  }
  let variants: FlagValue[] = [];
  if (input.variants !== undefined && input.variants !== null) {
    if (!Array.isArray(input.variants) || input.variants.length > 10 || !input.variants.every(flagValue)) {
      errors.variants = 'Debe ser una lista de hasta 10 valores.';
    } else variants = input.variants as FlagValue[];
  }
  if (isExperiment(key)) variants = [...EXPERIMENTS[key]];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      key,
      enabled: enabled as boolean,
      description: (description as string).trim(),
      defaultValue: defaultValue as FlagValue,
      variants,
    },
  };
}
