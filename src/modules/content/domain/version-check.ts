/**
 * The version check of spec 03 §4, shared by the site (web/src/lib/version-check.ts): when the deployed
 * version (GET /api/qp-version, field 'qp-version') differs from the one the page was built with, in
 * production, the caches are cleared and the page reloaded, at most `maxReloads` times in a row (default 1,
 * counted in local storage); after that the count is reset. Off by default (spec 02 §9).
 */
export const VERSION_FIELD = 'qp-version';
export const VERSION_RELOADS_KEY = 'qp-version-reloads';
export const DEFAULT_MAX_RELOADS = 1;

export interface VersionCheckSettings {
  enabled: boolean;
  production: boolean;
  maxReloads: number;
}

export type VersionCheckStep =
  /** Off, outside production, or the page does not know its own version: nothing to do. */
  | { kind: 'skip' }
  /** The server answered no version: logged, nothing else. */
  | { kind: 'missing' }
  /** Same version: the reload count goes back to 0. */
  | { kind: 'current'; reloads: 0 }
  /** Another version: clear the caches, store the new count and reload. */
  | { kind: 'reload'; reloads: number }
  /** Another version but the reloads are spent: stop and reset the count. */
  | { kind: 'gave-up'; reloads: 0 };

export function versionCheckStep(
  settings: VersionCheckSettings,
  localVersion: string | null | undefined,
  deployedVersion: unknown,
  reloads: number,
): VersionCheckStep {
  if (!settings.enabled || !settings.production || !localVersion) return { kind: 'skip' };
  if (typeof deployedVersion !== 'string' || deployedVersion.trim() === '') return { kind: 'missing' };
  if (deployedVersion.trim() === localVersion.trim()) return { kind: 'current', reloads: 0 };
  const done = Number.isInteger(reloads) && reloads > 0 ? reloads : 0;
  const max =
    Number.isInteger(settings.maxReloads) && settings.maxReloads >= 0 ? settings.maxReloads : DEFAULT_MAX_RELOADS;
  return done < max ? { kind: 'reload', reloads: done + 1 } : { kind: 'gave-up', reloads: 0 };
}
