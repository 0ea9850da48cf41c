import { describe, expect, it } from 'vitest';
import { CatalogueSnapshot } from './catalogue-snapshot.js';
import type { ComparatorRow } from '../domain/comparator.js';
import type { InsuranceTypeRow } from '../domain/insurance-type.js';
import type { OrganizationRow } from '../domain/organization.js';
import type { CountryRow } from '../domain/reference-data.js';
import type { ProductIndex } from './compare-index.js';

const organization = (id: number, organizationCode: string, displayName: string, organizationType: string) =>
  ({
    id,
    organizationCode,
    displayName,
    urlSegment: displayName.replace(/ /g, '-'),
    organizationType,
  }) as unknown as OrganizationRow;

const snapshot = new CatalogueSnapshot(
  1,
  false,
  0,
  [organization(1, 'CRUZBLANCA', 'Cruz Blanca', 'ISAPRE'), organization(2, 'ALEMANA', 'Clínica Alemana', 'CLINICA')],
  [{ id: 7, name: 'DENTAL', urlSegment: 'Seguro-Dental', displayName: 'Seguro Dental' } as InsuranceTypeRow],
  [],
  [{ id: 3, name: 'Salud', baseUrl: 'Seguros-de-Salud' } as ComparatorRow],
  [{ id: 56, code: 'CL', name: 'chile', displayName: 'Chile' } as CountryRow],
  {} as ProductIndex,
);

describe('CatalogueSnapshot lookups (domain/catalogue-keys.ts over the snapshot)', () => {
  it('finds an insurance type by id, name, URL segment or display name', () => {
    expect(snapshot.findType(7)?.id).toBe(7);
    expect(snapshot.findType('7')?.id).toBe(7);
    expect(snapshot.findType('dental')?.id).toBe(7);
    expect(snapshot.findType('seguro dental')?.id).toBe(7);
    expect(snapshot.findType('Seguro-Dental')?.id).toBe(7);
    expect(snapshot.findType('8')).toBeNull();
    expect(snapshot.findType('Vida')).toBeNull();
  });

  it('finds an organization by code, URL or name without accents, and only of the type asked for', () => {
    expect(snapshot.findOrganization('cruzblanca')?.id).toBe(1);
    expect(snapshot.findOrganization('clinica alemana')?.id).toBe(2);
    expect(snapshot.findOrganization(2)?.id).toBe(2);
    expect(snapshot.findOrganization('ALEMANA', 'ISAPRE')).toBeNull();
    expect(snapshot.findOrganization(2, 'ISAPRE')).toBeNull();
    expect(snapshot.findOrganization('ALEMANA', 'CLINICA')?.id).toBe(2);
  });

  it('finds a country and a comparator, remembering the answer', () => {
    expect(snapshot.findCountry('cl')?.id).toBe(56);
    expect(snapshot.findCountry('Chile')?.id).toBe(56);
    expect(snapshot.findCountry('56')?.id).toBe(56);
    expect(snapshot.findCountry('peru')).toBeNull();
    expect(snapshot.findComparator('seguros-de-salud')?.id).toBe(3);
    expect(snapshot.findComparator('seguros-de-salud')).toBe(snapshot.findComparator('Seguros-de-Salud'));
    expect(snapshot.findComparator('3')?.id).toBe(3);
    expect(snapshot.findComparator('nada')).toBeNull();
  });
});
