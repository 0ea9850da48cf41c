import { describe, expect, it } from 'vitest';
import { planCoverageMetadata, preferredCoverageText } from './plan-coverage-metadata.js';

describe('plan coverage figures of spec 02 §3', () => {
  it('preferred percentages with the count of the network, and the libre elección ones', () => {
    expect(
      planCoverageMetadata(
        { hospitalPct: 70, ambulatoryPct: 60, preferredHospitalPct: 90, preferredAmbulatoryPct: 80 },
        4,
      ),
    ).toEqual({
      hosp_preferente_metadata: { cuenta: 4, preferente_porc_hosp: 90 },
      amb_preferente_metadata: { cuenta: 4, preferente_porc_amb: 80 },
      hosp_le_metadata: { porc_hosp_le: 70 },
      amb_le_metadata: { porc_amb_le: 60 },
    });
  });
  it('a libre elección plan has no preferred network: count 0', () => {
    const figures = planCoverageMetadata(
      { hospitalPct: 80, ambulatoryPct: 70, preferredHospitalPct: null, preferredAmbulatoryPct: null },
      5,
    );
    expect(figures.hosp_preferente_metadata).toEqual({ cuenta: 0, preferente_porc_hosp: null });
    expect(figures.amb_preferente_metadata).toEqual({ cuenta: 0, preferente_porc_amb: null });
  });
  it('the card text', () => {
    expect(preferredCoverageText(90, 4)).toBe('90% en 4 prestadores preferentes');
    expect(preferredCoverageText(100, 1)).toBe('100% en 1 prestador preferente');
    expect(preferredCoverageText(90, 0)).toBe('90% preferente');
    expect(preferredCoverageText(null, 3)).toBeNull();
  });
});
