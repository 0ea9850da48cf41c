import {
  DEFAULT_MAX_RELOADS,
  VERSION_FIELD,
  VERSION_RELOADS_KEY,
  versionCheckStep,
  type VersionCheckSettings,
} from '@domain/content/domain/version-check';
import { apiGet } from './api-client';

/** What the check touches, so a test can pass fakes. */
export interface VersionCheckDeps {
  settings: VersionCheckSettings;
  localVersion: string | undefined;
  fetchDeployed(): Promise<unknown>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  clearCaches(): Promise<void>;
  reload(): void;
  warn(message: string): void;
}

/**
 * The version check of spec 03 §4 (rule in content/domain/version-check.ts): off unless the site is built
 * with VITE_VERSION_CHECK=true; the page's own version is VITE_APP_VERSION; VITE_VERSION_CHECK_RELOADS sets
 * how many reloads in a row are allowed (default 1).
 */
export async function runVersionCheck(deps: VersionCheckDeps): Promise<string> {
  if (!deps.settings.enabled || !deps.settings.production || !deps.localVersion) return 'skip';
  let deployed: unknown;
  try {
    deployed = ((await deps.fetchDeployed()) as Record<string, unknown> | null)?.[VERSION_FIELD];
  } catch {
    deployed = undefined;
  }
  const reloads = Number(deps.storage.getItem(VERSION_RELOADS_KEY) ?? '0');
  const step = versionCheckStep(deps.settings, deps.localVersion, deployed, reloads);
  switch (step.kind) {
    case 'missing':
      deps.warn('No se obtuvo la versión publicada del sitio (qp-version).');
      break;
    case 'current':
    case 'gave-up':
      deps.storage.setItem(VERSION_RELOADS_KEY, String(step.reloads));
      break;
    case 'reload':
      deps.storage.setItem(VERSION_RELOADS_KEY, String(step.reloads));
      await deps.clearCaches().catch(() => undefined);
      deps.reload();
      break;
  }
  return step.kind;
}

/** Runs the check once with the browser's pieces (a no-op unless enabled at build time). */
export function startVersionCheck(): void {
  const env = import.meta.env;
  const maxReloads = Number(env.VITE_VERSION_CHECK_RELOADS ?? DEFAULT_MAX_RELOADS);
  void runVersionCheck({
    settings: { enabled: env.VITE_VERSION_CHECK === 'true', production: env.PROD, maxReloads },
    localVersion: env.VITE_APP_VERSION,
    fetchDeployed: () => apiGet('/api/qp-version', { fresh: true, retries: 0 }),
    storage: window.localStorage,
    clearCaches: async () => {
      if (!('caches' in window)) return;
      for (const key of await caches.keys()) await caches.delete(key);
    },
    reload: () => window.location.reload(),
    warn: (message) => console.warn(message),
  });
}
