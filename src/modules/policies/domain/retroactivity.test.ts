import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { allowedRange, insurerWindow, retroactivityError, RETROACTIVITY } from './retroactivity';

const TODAY = '2026-11-23';

describe('retroactivity windows (spec 03 §5, §9)', () => {
  it('activation: 30 days back and 45 forward, both edges allowed', () => {
    expect(retroactivityError('activation', addDays(TODAY, -30), TODAY)).toBeNull();
    expect(retroactivityError('activation', addDays(TODAY, -31), TODAY)).toMatch(/anterior a 30 días/);
    expect(retroactivityError('activation', addDays(TODAY, 45), TODAY)).toBeNull();
    expect(retroactivityError('activation', addDays(TODAY, 46), TODAY)).toMatch(/posterior a 45 días/);
    expect(retroactivityError('activation', TODAY, TODAY)).toBeNull();
  });

  it('cancellation: 30 days back and 30 forward, both edges allowed', () => {
    expect(retroactivityError('cancellation', addDays(TODAY, -30), TODAY)).toBeNull();
    expect(retroactivityError('cancellation', addDays(TODAY, -31), TODAY)).toMatch(/exclusión no puede ser anterior/);
    expect(retroactivityError('cancellation', addDays(TODAY, 30), TODAY)).toBeNull();
    expect(retroactivityError('cancellation', addDays(TODAY, 31), TODAY)).toMatch(/posterior a 30 días/);
  });

  it('names the limit date in Chilean format', () => {
    expect(retroactivityError('activation', '2026-01-01', TODAY)).toBe(
      'La fecha de inicio no puede ser anterior a 30 días (mínimo 24-10-2026).',
    );
    expect(allowedRange('activation', TODAY)).toEqual({ from: '2026-10-24', to: '2027-01-07' });
    expect(allowedRange('cancellation', TODAY)).toEqual({ from: '2026-10-24', to: '2026-12-23' });
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(allowedRange('activation', '2028-03-01')).toEqual({ from: '2028-01-31', to: '2028-04-15' });
    expect(retroactivityError('cancellation', '2027-01-31', '2027-01-01')).toBeNull();
    expect(retroactivityError('cancellation', '2027-02-01', '2027-01-01')).not.toBeNull();
  });

  it('accepts a date iff its offset is inside [-back, forward] for any day of any year', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: -120, max: 120 }),
        fc.constantFrom('activation' as const, 'cancellation' as const),
        (day, offset, kind) => {
          const today = day.toISOString().slice(0, 10);
          const inside = offset >= -RETROACTIVITY[kind].back && offset <= RETROACTIVITY[kind].forward;
          expect(retroactivityError(kind, addDays(today, offset), today) === null).toBe(inside);
        },
      ),
    );
  });

  it('takes an insurer window instead of the default', () => {
    expect(retroactivityError('activation', addDays(TODAY, -10), TODAY, { back: 5, forward: 45 })).toMatch(
      /anterior a 5 días/,
    );
  });

  it("an insurer's retroactive days replace the days back only; no settings keep the spec's window", () => {
    expect(insurerWindow('activation', 10)).toEqual({ back: 10, forward: 45 });
    expect(insurerWindow('cancellation', 60)).toEqual({ back: 60, forward: 30 });
    expect(insurerWindow('activation', null)).toEqual(RETROACTIVITY.activation);
    expect(insurerWindow('cancellation', undefined)).toEqual(RETROACTIVITY.cancellation);
    expect(insurerWindow('activation', 0)).toEqual({ back: 0, forward: 45 });
    const window = insurerWindow('activation', 10);
    expect(retroactivityError('activation', addDays(TODAY, -10), TODAY, window)).toBeNull();
    expect(retroactivityError('activation', addDays(TODAY, -11), TODAY, window)).toMatch(/anterior a 10 días/);
  });
});
