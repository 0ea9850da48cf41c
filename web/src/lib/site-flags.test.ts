import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyInternalTrafficParam,
  defaultInternalTraffic,
  forceRefreshActive,
  internalSwitchesAllowed,
  isInternalTraffic,
  setInternalToggle,
  setPonderer,
  setTypedEmail,
  storedPonderer,
} from './site-flags';
import { MemoryStorage } from './storage-fallback';

const holder = globalThis as { localStorage?: Storage };

describe('the local flags of internal traffic (spec 02 §3, §6, §7)', () => {
  beforeEach(() => {
    holder.localStorage = new MemoryStorage();
  });
  afterEach(() => {
    delete holder.localStorage;
  });

  it('is switched by ?internal-traffic=true|false, and on by default outside production only', () => {
    expect(isInternalTraffic()).toBe(false);
    defaultInternalTraffic(true);
    expect(isInternalTraffic()).toBe(false);
    defaultInternalTraffic(false);
    expect(isInternalTraffic()).toBe(true);
    applyInternalTrafficParam('?internal-traffic=false');
    expect(isInternalTraffic()).toBe(false);
    defaultInternalTraffic(false); // turned off stays off
    expect(isInternalTraffic()).toBe(false);
    applyInternalTrafficParam('?x=1&internal-traffic=true');
    expect(isInternalTraffic()).toBe(true);
    holder.localStorage!.clear();
    holder.localStorage!.setItem('qp-internal-traffic', 'true');
    expect(isInternalTraffic()).toBe(true);
  });

  it('forces fresh GETs for internal traffic unless an allowed staff member turns it off', () => {
    expect(forceRefreshActive()).toBe(false);
    holder.localStorage!.setItem('force-refresh', 'true');
    expect(forceRefreshActive()).toBe(true);
    holder.localStorage!.removeItem('force-refresh');
    applyInternalTrafficParam('?internal-traffic=true');
    expect(forceRefreshActive()).toBe(true);
    setInternalToggle('force-refresh', false);
    expect(forceRefreshActive()).toBe(true); // no company referrer yet: the switch does not count
    holder.localStorage!.setItem('referido', JSON.stringify({ name: 'Ana', email: 'ana@comparador.local' }));
    setTypedEmail('ana@comparador.local');
    expect(internalSwitchesAllowed()).toBe(true);
    expect(forceRefreshActive()).toBe(false);
  });

  it('sends the ponderation for internal traffic only', () => {
    setPonderer(0.4);
    expect(storedPonderer()).toBeNull();
    applyInternalTrafficParam('?internal-traffic=true');
    expect(storedPonderer()).toBe(0.4);
    setPonderer(null);
    expect(storedPonderer()).toBeNull();
    holder.localStorage!.setItem('ponderer', '7');
    expect(storedPonderer()).toBeNull();
  });
});
