import type { Logger } from '../../../platform/logger.js';
import type { Clock } from '../../../platform/tokens.js';
import type { FeatureFlags } from '../application/ports.js';
import type { FlagDefinition } from '../domain/feature-flags.js';

/** How long a process keeps the flag service's answer (every page asks; flags change rarely). */
export const FLAG_CACHE_MS = 30_000;

/**
 * Keeps a flag service's definitions for 30 s per process, and keeps the last good answer when the service
 * fails (a flag service that is down never breaks the site: with no answer yet, the built-in defaults apply).
 */
export class CachedFeatureFlags implements FeatureFlags {
  private cached: { at: number; value: FlagDefinition[] } | null = null;
  private loading: Promise<FlagDefinition[]> | null = null;

  constructor(
    private readonly inner: FeatureFlags,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly ttlMs = FLAG_CACHE_MS,
  ) {}

  invalidate(): void {
    this.cached = null;
  }

  async definitions(): Promise<FlagDefinition[]> {
    const now = this.clock.now().getTime();
    if (this.cached && now - this.cached.at < this.ttlMs) return this.cached.value;
    if (!this.loading) {
      this.loading = this.inner
        .definitions()
        .then((value) => {
          this.cached = { at: now, value };
          return value;
        })
        .catch((error: unknown) => {
          this.logger.warn({ err: error }, 'No se pudieron leer los feature flags; se usan los últimos conocidos');
          // Back off for a whole period too: a service that is down is not asked on every page.
          this.cached = { at: now, value: this.cached?.value ?? [] };
          return this.cached.value;
        })
        .finally(() => {
          this.loading = null;
        });
    }
    return this.loading;
  }
}
