import { describe, expect, it } from 'vitest';
import { assignVariant } from './experiments';
import { COLOR_CONTRATAR, DEFAULT_FLAGS, validateFlag, visitorFlags, type FlagDefinition } from './feature-flags';

const now = new Date('2026-11-24T12:00:00Z');
const flag = (key: string, patch: Partial<FlagDefinition> = {}): FlagDefinition => ({
  ...DEFAULT_FLAGS.find((f) => f.key === key)!,
  ...patch,
});

describe('feature flags for a visitor (spec 02 §7)', () => {
  it('gives the three experiments their 50/50 variant and color-contratar one of its colours', () => {
    const result = visitorFlags(DEFAULT_FLAGS, 'visitor-0001', now);
    expect(result.experiments).toEqual({
      TESTABCLUSTER: assignVariant('TESTABCLUSTER', 'visitor-0001'),
      TESTWHYWEFORM: assignVariant('TESTWHYWEFORM', 'visitor-0001'),
      DISTANCETEST: assignVariant('DISTANCETEST', 'visitor-0001'),
    });
    expect(['#0b4f8a', '#c2410c']).toContain(result.flags[COLOR_CONTRATAR]);
    expect(result.expiresAt).toBe('2027-02-22T12:00:00.000Z');
  });

  it('splits color-contratar about evenly and always the same way for one visitor', () => {
    let orange = 0;
    for (let i = 0; i < 20_000; i++)
      if (visitorFlags(DEFAULT_FLAGS, `v-${i}-abcdef`, now).flags[COLOR_CONTRATAR] === '#c2410c') orange++;
    expect(Math.abs(orange / 20_000 - 0.5)).toBeLessThan(0.02);
    const once = visitorFlags(DEFAULT_FLAGS, 'same-visitor', now).flags[COLOR_CONTRATAR];
    expect(visitorFlags(DEFAULT_FLAGS, 'same-visitor', now).flags[COLOR_CONTRATAR]).toBe(once);
  });

  it('shows everyone the control variant of a switched-off experiment and counts no exposure for it', () => {
    const result = visitorFlags([flag('DISTANCETEST', { enabled: false })], 'visitor-0002', now);
    expect(result.flags.DISTANCETEST).toBe('originalDistance');
    expect(result.experiments.DISTANCETEST).toBeUndefined();
    expect(result.experiments.TESTABCLUSTER).toBeDefined();
  });

  it('keeps the spec’s variants of an experiment whatever the service lists, and adds unknown flags', () => {
    const result = visitorFlags(
      [
        flag('TESTABCLUSTER', { variants: ['x', 'y', 'z'] }),
        { key: 'nuevo-banner', enabled: true, description: '', defaultValue: true, variants: [] },
        { key: 'apagado', enabled: false, description: '', defaultValue: true, variants: [] },
      ],
      'visitor-0003',
      now,
    );
    expect(['clusterOne', 'clusterTwo']).toContain(result.flags.TESTABCLUSTER);
    expect(result.flags['nuevo-banner']).toBe(true);
    expect(result.flags.apagado).toBe(false);
  });

  it('validates a flag from the back-office', () => {
    expect(validateFlag({ key: 'nuevo.flag', enabled: true, defaultValue: 'a', variants: ['a', 'b'] })).toEqual({
      ok: true,
      value: { key: 'nuevo.flag', enabled: true, description: '', defaultValue: 'a', variants: ['a', 'b'] },
    });
    const bad = validateFlag({ key: ' ', enabled: 'si', variants: [{}], defaultValue: [] });
    expect(bad.ok).toBe(false);
    expect(Object.keys(bad.ok ? {} : bad.errors).sort()).toEqual(['defaultValue', 'enabled', 'key', 'variants']);
    const experiment = validateFlag({ key: 'TESTWHYWEFORM', enabled: false, variants: ['otra'] });
    expect(experiment.ok && experiment.value.variants).toEqual(['originalForm', 'withWhyWe']);
  });
});
