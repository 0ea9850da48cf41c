import { describe, expect, it } from 'vitest';
import { EXTERNAL_SITE_PLAN_CODES, externalSiteUrl, sendsToExternalSite } from './external-site-plans';

describe('plans contracted on the provider’s site (spec 03 §9)', () => {
  it('lists the eight codes and recognises them in any capitalisation', () => {
    expect(EXTERNAL_SITE_PLAN_CODES).toHaveLength(8);
    for (const code of EXTERNAL_SITE_PLAN_CODES) expect(sendsToExternalSite(code)).toBe(true);
    expect(sendsToExternalSite(' qps255 ')).toBe(true);
    expect(sendsToExternalSite('QPS232')).toBe(false);
    expect(sendsToExternalSite('')).toBe(false);
    expect(sendsToExternalSite(undefined)).toBe(false);
  });

  it('links only to http(s) sites', () => {
    expect(externalSiteUrl('https://www.aseguradora.cl/contratar')).toBe('https://www.aseguradora.cl/contratar');
    expect(externalSiteUrl('javascript:alert(1)')).toBeNull();
    expect(externalSiteUrl('no es una url')).toBeNull();
    expect(externalSiteUrl(null)).toBeNull();
  });
});
