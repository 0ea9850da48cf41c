import { describe, expect, it } from 'vitest';
import { isOrganizationVisible, listsShowcaseOnlyTypes } from './compare';

describe('isOrganizationVisible: a site restriction (partner sub-domain, issue 14)', () => {
  const insurer = { organizationCode: 'ase-metlife', organizationType: 'ASEGURADORA' as const };
  const clinic = { organizationCode: 'CLI-X', organizationType: 'CLINICA' as const };

  it('lets everything through without a restriction', () => {
    expect(isOrganizationVisible(null, insurer)).toBe(true);
    expect(isOrganizationVisible(undefined, clinic)).toBe(true);
  });

  it('keeps only the allowed codes (case-insensitive) and drops hidden types', () => {
    const only = { organizationCodes: ['ASE-METLIFE'], hiddenOrganizationTypes: [] };
    expect(isOrganizationVisible(only, insurer)).toBe(true);
    expect(isOrganizationVisible(only, clinic)).toBe(false);
    const noClinics = { organizationCodes: null, hiddenOrganizationTypes: ['CLINICA' as const] };
    expect(isOrganizationVisible(noClinics, insurer)).toBe(true);
    expect(isOrganizationVisible(noClinics, clinic)).toBe(false);
  });
});

describe('listsShowcaseOnlyTypes: showcase-only types (Estética, Coberturas) only in showcases', () => {
  const site = { organizationCodes: null, hiddenOrganizationTypes: [] };

  it('lists them for a showcase comparator or a showcase site, not for the main site', () => {
    expect(listsShowcaseOnlyTypes(false, null)).toBe(false);
    expect(listsShowcaseOnlyTypes(false, undefined)).toBe(false);
    expect(listsShowcaseOnlyTypes(true, null)).toBe(true);
    expect(listsShowcaseOnlyTypes(false, { ...site, showcase: true })).toBe(true);
  });

  it('does not list them for a partner site that disabled its showcase', () => {
    expect(listsShowcaseOnlyTypes(false, { ...site, showcase: false })).toBe(false);
    expect(listsShowcaseOnlyTypes(false, site)).toBe(false);
  });
});
