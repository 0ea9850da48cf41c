import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearAttribution,
  loadAttribution,
  loadReferrer,
  onReferrerChange,
  recordVisit,
  saveReferrer,
} from './lead-storage';

/** A Map-backed localStorage and an EventTarget window: what lead-storage touches in the browser. */
function installBrowserStubs() {
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  };
  Object.assign(globalThis, { localStorage: storage, window: new EventTarget() });
  return data;
}

describe('lead storage in the browser', () => {
  let data: Map<string, string>;
  beforeEach(() => {
    data = installBrowserStubs();
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('keeps the referrer 30 days, then removes it, unless an executive is set', () => {
    const stored = { name: 'Carla', email: 'carla@x.cl', initialDate: '2026-11-01T00:00:00Z' };
    saveReferrer(stored);
    expect(loadReferrer(new Date('2026-11-20T00:00:00Z'))).toEqual(stored);
    expect(loadReferrer(new Date('2026-12-05T00:00:00Z'))).toBeNull();
    expect(data.has('referido')).toBe(false);
    saveReferrer({ ...stored, ejecutivo: 'eva@x.cl' });
    expect(loadReferrer(new Date('2027-06-01T00:00:00Z'))?.ejecutivo).toBe('eva@x.cl');
  });

  it('tells listeners when the referrer changes', () => {
    let calls = 0;
    const stop = onReferrerChange(() => calls++);
    saveReferrer({ name: 'A', email: 'a@x.cl', initialDate: new Date().toISOString() });
    saveReferrer(null);
    stop();
    saveReferrer(null);
    expect(calls).toBe(2);
  });

  it('records campaign and external visits only, at most 100, and clears them', () => {
    const site = { href: 'https://www.comparador.cl/Comparar', search: '' };
    recordVisit(site, 'https://www.comparador.cl/');
    expect(loadAttribution()).toEqual([]);
    recordVisit({ ...site, search: '?utm_source=google&x=1' }, '');
    recordVisit(site, 'https://www.google.cl/');
    const [campaign, external] = loadAttribution();
    expect(campaign).toMatchObject({ referrer: site.href, infoGA: { urlParams: { utm_source: 'google' } } });
    expect(external).toMatchObject({ referrer: 'https://www.google.cl/' });
    for (let n = 0; n < 120; n++) recordVisit(site, `https://ref${n}.cl/`);
    expect(loadAttribution()).toHaveLength(100);
    expect(loadAttribution().at(-1)!.referrer).toBe('https://ref119.cl/');
    clearAttribution();
    expect(loadAttribution()).toEqual([]);
  });
});
