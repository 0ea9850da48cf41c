import { describe, expect, it } from 'vitest';
import { ponderedScore } from './ranking';

describe('the internal-traffic ponderation of the recommended order (spec 02 §2.9, §5; issue 14)', () => {
  it('is the recommended score at 0 and pure cheapness at 1', () => {
    expect(ponderedScore(0.7, 50_000, 0)).toBe(0.7);
    expect(ponderedScore(0.7, 100_000, 1)).toBe(0.5);
    expect(ponderedScore(0.7, 0, 1)).toBe(1);
    expect(ponderedScore(0.7, null, 1)).toBe(0);
  });

  it('blends linearly in between, and clamps a ponderation outside 0..1', () => {
    expect(ponderedScore(0.8, 100_000, 0.25)).toBeCloseTo(0.75 * 0.8 + 0.25 * 0.5, 10);
    expect(ponderedScore(0.8, 100_000, 7)).toBe(0.5);
    expect(ponderedScore(0.8, 100_000, -1)).toBe(0.8);
  });

  it('puts the cheaper of two equally recommended products first once p > 0', () => {
    expect(ponderedScore(0.5, 30_000, 0.1)).toBeGreaterThan(ponderedScore(0.5, 60_000, 0.1));
  });
});
