import { describe, expect, it } from 'vitest';
import { RANGE_NOTE, RANGE_WORDS, rangeLabel } from './range-wording';

describe("the 'mínimas' / 'máximas' wording (spec 03 §9)", () => {
  it('uses the two words of the spec in the note and in a range cell', () => {
    expect(RANGE_WORDS).toEqual({ min: 'mínimas', max: 'máximas' });
    expect(RANGE_NOTE).toContain('coberturas mínimas y máximas');
    expect(rangeLabel('60%', '80%')).toBe('60% mínimas, 80% máximas');
  });
});
