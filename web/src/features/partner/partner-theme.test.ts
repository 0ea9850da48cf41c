import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER_CONFIG } from '@domain/partners/domain/partner-config';
import { bannerBackground, partnerCssVariables } from './partner-theme';

describe('partner theme (spec 02 §3 colours)', () => {
  it('sets only the variables the partner configured', () => {
    expect(partnerCssVariables(DEFAULT_PARTNER_CONFIG)).toEqual({});
    expect(
      partnerCssVariables({
        ...DEFAULT_PARTNER_CONFIG,
        subdomainProfile: { backgroundColor: '#0b7a75', textColor: '#ffffff' },
        cardContractButtonColor: '#f97316',
      }),
    ).toEqual({ '--primary': '#f97316', '--teal': '#0b7a75', '--partner-text': '#ffffff' });
  });

  it('draws the banner as a gradient when both colours are set, else one colour', () => {
    const banner = (color: string | null, endGradient: string | null) =>
      bannerBackground({ ...DEFAULT_PARTNER_CONFIG, subdomainBanner: { color, endGradient, text: null } });
    expect(banner('#111', '#222')).toBe('linear-gradient(90deg, #111, #222)');
    expect(banner('#111', null)).toBe('#111');
    expect(banner(null, null)).toBeUndefined();
  });
});
