import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER_CONFIG, validatePartnerConfig } from './partner-config';
import { CARD_CONFIG_KEYS, MAIN_SITE_OPTIONS, siteOptionsOf } from './site-options';

const configOf = (input: Record<string, unknown>) => {
  const result = validatePartnerConfig({ ...DEFAULT_PARTNER_CONFIG, ...input }, (html) => html);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

describe('siteOptionsOf: what a partner configuration changes in the site (spec 02 §1, §3)', () => {
  it('is the main site without a partner: not a showcase, every card control, no profile form of its own', () => {
    expect(siteOptionsOf(null)).toEqual(MAIN_SITE_OPTIONS);
    expect(siteOptionsOf(undefined)).toEqual(MAIN_SITE_OPTIONS);
    expect(MAIN_SITE_OPTIONS.showcase).toBe(false);
  });

  it("makes a partner's site a showcase unless disableShowcase", () => {
    expect(siteOptionsOf(configOf({})).showcase).toBe(true);
    expect(siteOptionsOf(configOf({ disableShowcase: true })).showcase).toBe(false);
  });

  it('reads the supported subdomainCardConfig keys and ignores the rest', () => {
    const options = siteOptionsOf(
      configOf({
        subdomainCardConfig: {
          hideCompare: true,
          hideShare: 'true',
          hideDetail: 0,
          contractLabel: '  Cotizar con Demo  ',
          colour: 'red',
        },
      }),
    );
    expect(options.card).toEqual({
      hideCompare: true,
      hideShare: true,
      hideDetail: false,
      contractLabel: 'Cotizar con Demo',
    });
    expect(Object.keys(CARD_CONFIG_KEYS).sort()).toEqual(Object.keys(options.card).sort());
  });

  it('keeps the contract label short and drops a blank or non-text one', () => {
    expect(siteOptionsOf(configOf({ subdomainCardConfig: { contractLabel: 'x'.repeat(80) } })).card.contractLabel).toBe(
      'x'.repeat(40),
    );
    expect(siteOptionsOf(configOf({ subdomainCardConfig: { contractLabel: '   ' } })).card.contractLabel).toBeNull();
    expect(siteOptionsOf(configOf({ subdomainCardConfig: { contractLabel: 5 } })).card.contractLabel).toBeNull();
  });

  it("opens the profile form of subdomainModalRef's product type, none when unset", () => {
    expect(siteOptionsOf(configOf({ subdomainModalRef: 'SEGURO_MASCOTAS' })).profileProductType).toBe(
      'SEGURO_MASCOTAS',
    );
    expect(siteOptionsOf(configOf({})).profileProductType).toBeNull();
  });
});
