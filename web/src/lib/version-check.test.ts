import { describe, expect, it } from 'vitest';
import { runVersionCheck, type VersionCheckDeps } from './version-check';

function fakes(deployed: unknown, stored: string | null = null, enabled = true) {
  const storage = new Map<string, string>(stored === null ? [] : [['qp-version-reloads', stored]]);
  const calls: string[] = [];
  const deps: VersionCheckDeps = {
    settings: { enabled, production: true, maxReloads: 1 },
    localVersion: '1.0.0',
    fetchDeployed: async () => {
      calls.push('fetch');
      if (deployed instanceof Error) throw deployed;
      return deployed;
    },
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    clearCaches: async () => void calls.push('clear'),
    reload: () => void calls.push('reload'),
    warn: (message) => void calls.push(`warn:${message}`),
  };
  return { deps, storage, calls };
}

describe('version check in the browser (spec 03 §4)', () => {
  it('is off by default: no request at all', async () => {
    const { deps, calls } = fakes({ 'qp-version': '2.0.0' }, null, false);
    expect(await runVersionCheck(deps)).toBe('skip');
    expect(calls).toEqual([]);
  });

  it('clears the caches and reloads once for a new version, counting in local storage', async () => {
    const first = fakes({ 'qp-version': '2.0.0' });
    expect(await runVersionCheck(first.deps)).toBe('reload');
    expect(first.calls).toEqual(['fetch', 'clear', 'reload']);
    expect(first.storage.get('qp-version-reloads')).toBe('1');
    const again = fakes({ 'qp-version': '2.0.0' }, '1');
    expect(await runVersionCheck(again.deps)).toBe('gave-up');
    expect(again.calls).toEqual(['fetch']);
    expect(again.storage.get('qp-version-reloads')).toBe('0');
  });

  it('resets the count when the versions match and logs a missing version', async () => {
    const same = fakes({ 'qp-version': '1.0.0' }, '1');
    expect(await runVersionCheck(same.deps)).toBe('current');
    expect(same.storage.get('qp-version-reloads')).toBe('0');
    const missing = fakes(new Error('sin red'));
    expect(await runVersionCheck(missing.deps)).toBe('missing');
    expect(missing.calls).toEqual(['fetch', 'warn:No se obtuvo la versión publicada del sitio (qp-version).']);
  });
});
