import { z } from 'zod';
import type { FeatureFlags } from '../application/ports.js';
import type { FlagDefinition, FlagValue } from '../domain/feature-flags.js';

/**
 * A self-hosted GrowthBook as the flag service (spec 02 §7; FEATURE_FLAGS_PROVIDER=growthbook). Reads the
 * SDK endpoint GrowthBook documents for its SDKs, `GET {apiHost}/api/features/{clientKey}`, answering
 * `{ features: { <key>: { defaultValue, rules: [{ force } | { variations, weights, hashAttribute }] } } }`.
 * A feature with an experiment rule becomes a flag split by its variations; a forced rule fixes the value.
 * (No SDK package: evaluation is ours, by the visitor id hash, so only the definitions are read here.)
 */
const primitive = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const rule = z
  .object({
    force: z.unknown().optional(),
    variations: z.array(z.unknown()).optional(),
  })
  .passthrough();
const answer = z.object({
  features: z.record(
    z.string(),
    z.object({ defaultValue: z.unknown().optional(), rules: z.array(rule).optional() }).passthrough(),
  ),
});

const asValue = (value: unknown): FlagValue | undefined => {
  const parsed = primitive.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

export function growthBookDefinitions(body: unknown): FlagDefinition[] {
  const { features } = answer.parse(body);
  const definitions: FlagDefinition[] = [];
  for (const [key, feature] of Object.entries(features)) {
    const defaultValue = asValue(feature.defaultValue) ?? null;
    const experiment = feature.rules?.find((r) => Array.isArray(r.variations) && r.variations.length > 0);
    const forced = feature.rules?.find((r) => 'force' in r);
    if (experiment) {
      const variants = experiment.variations!.map(asValue).filter((v): v is FlagValue => v !== undefined);
      definitions.push({ key, enabled: true, description: 'GrowthBook', defaultValue, variants });
    } else {
      const value = forced ? (asValue(forced.force) ?? defaultValue) : defaultValue;
      definitions.push({
        key,
        enabled: value !== false && value !== null,
        description: 'GrowthBook',
        defaultValue: value,
        variants: [],
      });
    }
  }
  return definitions;
}

export class GrowthBookFeatureFlags implements FeatureFlags {
  constructor(
    private readonly apiHost: string,
    private readonly clientKey: string,
    private readonly timeoutMs = 3000,
  ) {}

  async definitions(): Promise<FlagDefinition[]> {
    const url = `${this.apiHost.replace(/\/+$/, '')}/api/features/${encodeURIComponent(this.clientKey)}`;
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`GrowthBook respondió ${response.status}`);
    return growthBookDefinitions(await response.json());
  }
}
