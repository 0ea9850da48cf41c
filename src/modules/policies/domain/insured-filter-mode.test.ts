import { describe, expect, it } from 'vitest';
import { INSURED_FILTER_MODES, statusesForMode } from './insured-filter-mode';
import { POLICY_STATUSES } from './statuses';

describe('insured list filter modes (spec 03 §3: ALTAS, BAJAS, TODAS)', () => {
  it('has the three modes of the spec', () => {
    expect([...INSURED_FILTER_MODES]).toEqual(['ALTAS', 'BAJAS', 'TODAS']);
  });

  it('splits every status into exactly one of ALTAS and BAJAS; TODAS and no mode keep all', () => {
    const altas = statusesForMode('ALTAS') ?? [];
    const bajas = statusesForMode('BAJAS') ?? [];
    expect(altas).toContain('PROCESS_ACTIVATION');
    expect(bajas).toEqual(['PROCESS_CANCELLATION', 'CANCELED']);
    expect([...altas, ...bajas].sort()).toEqual([...POLICY_STATUSES].sort());
    expect(statusesForMode('TODAS')).toBeUndefined();
    expect(statusesForMode(undefined)).toBeUndefined();
  });
});
