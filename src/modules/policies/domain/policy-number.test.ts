import { describe, expect, it } from 'vitest';
import { generatedPolicyNumber, isValidPolicyNumber, normalizePolicyNumber } from './policy-number';

describe('policy number (spec 03 §5)', () => {
  it('accepts letters only or digit groups joined by hyphens', () => {
    for (const ok of ['POLIZA', 'abc', '123', '2026-000123', '1-2-3', ' 12-34 '])
      expect(isValidPolicyNumber(ok)).toBe(true);
  });
  it('rejects mixes, empty groups, spaces inside and other symbols', () => {
    for (const bad of ['', ' ', 'ABC123', '12--3', '-12', '12-', 'A-B', '12 34', '12_34', 'ÑANDÚ', '1'.repeat(41)])
      expect(isValidPolicyNumber(bad)).toBe(false);
  });
  it('normalises and generates valid numbers', () => {
    expect(normalizePolicyNumber(' abc ')).toBe('ABC');
    expect(generatedPolicyNumber(2026, 123)).toBe('2026-000123');
    expect(isValidPolicyNumber(generatedPolicyNumber(2026, 1_234_567))).toBe(true);
  });
});
