import { describe, expect, it } from 'vitest';
import { businessLines, BUSINESS_LINES } from './business-lines.js';
import { versionCheckStep } from './version-check.js';
import { whyUsFor } from './why-us.js';

const on = { enabled: true, production: true, maxReloads: 1 };

describe('version check (spec 03 §4)', () => {
  it('does nothing when off, outside production or without a local version', () => {
    expect(versionCheckStep({ ...on, enabled: false }, '1.0.0', '2.0.0', 0)).toEqual({ kind: 'skip' });
    expect(versionCheckStep({ ...on, production: false }, '1.0.0', '2.0.0', 0)).toEqual({ kind: 'skip' });
    expect(versionCheckStep(on, '', '2.0.0', 0)).toEqual({ kind: 'skip' });
  });

  it('logs a missing deployed version', () => {
    for (const deployed of [undefined, null, '', 42]) {
      expect(versionCheckStep(on, '1.0.0', deployed, 0)).toEqual({ kind: 'missing' });
    }
  });

  it('reloads up to the configured count, then gives up and resets the count', () => {
    expect(versionCheckStep(on, '1.0.0', '2.0.0', 0)).toEqual({ kind: 'reload', reloads: 1 });
    expect(versionCheckStep(on, '1.0.0', '2.0.0', 1)).toEqual({ kind: 'gave-up', reloads: 0 });
    const three = { ...on, maxReloads: 3 };
    expect(versionCheckStep(three, '1.0.0', '2.0.0', 2)).toEqual({ kind: 'reload', reloads: 3 });
    expect(versionCheckStep(three, '1.0.0', '2.0.0', 3)).toEqual({ kind: 'gave-up', reloads: 0 });
    expect(versionCheckStep(on, '1.0.0', '2.0.0', Number.NaN)).toEqual({ kind: 'reload', reloads: 1 });
  });

  it('resets the count once the versions match', () => {
    expect(versionCheckStep(on, '2.0.0', ' 2.0.0 ', 1)).toEqual({ kind: 'current', reloads: 0 });
  });
});

describe('business lines and why us', () => {
  it('filters the business lines by editable and lead type', () => {
    expect(businessLines()).toHaveLength(BUSINESS_LINES.length);
    expect(businessLines({ editable: false }).map((l) => l.code)).toEqual(['corredores']);
    expect(businessLines({ leadType: 'plan' }).map((l) => l.code)).toEqual(['personas']);
  });

  it("titles the reasons with the comparator's name", () => {
    const why = whyUsFor({ id: 3, name: 'Seguros de Salud' });
    expect(why.title).toBe('¿Por qué cotizar Seguros de Salud con nosotros?');
    expect(why.comparatorId).toBe(3);
    expect(why.items.length).toBeGreaterThanOrEqual(3);
  });
});
