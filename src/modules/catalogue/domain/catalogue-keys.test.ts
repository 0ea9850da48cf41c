import { describe, expect, it } from 'vitest';
import { findComparator, findCountry, findOrganization, findType, normaliseKey } from './catalogue-keys.js';

const organizations = [
  { id: 1, organizationCode: 'CONS', urlSegment: 'consalud', displayName: 'Consalud', organizationType: 'ISAPRE' },
  {
    id: 2,
    organizationCode: 'VCAM',
    urlSegment: 'vida-camara',
    displayName: 'Vida Cámara',
    organizationType: 'ISAPRE',
  },
  {
    id: 3,
    organizationCode: 'CLC',
    urlSegment: 'clinica-las-condes',
    displayName: 'Clínica Las Condes',
    organizationType: 'CLINICA',
  },
];
const types = [{ id: 7, name: 'SALUD', urlSegment: 'seguro-de-salud', displayName: 'Seguro de Salud' }];
const countries = [{ id: 1, code: 'CL', name: 'chile', displayName: 'Chile' }];

describe('normaliseKey', () => {
  it('drops accents, trims, lowers and hyphenates spaces', () => {
    expect(normaliseKey('  Vida   Cámara ')).toBe('vida-camara');
    expect(normaliseKey('CLÍNICA')).toBe('clinica');
    expect(normaliseKey('')).toBe('');
  });
});

describe('findOrganization', () => {
  it('finds by id (number or digits), code, URL segment and display name, loosely', () => {
    expect(findOrganization(organizations, 2)?.id).toBe(2);
    expect(findOrganization(organizations, ' 2 ')?.id).toBe(2);
    expect(findOrganization(organizations, 'vcam')?.id).toBe(2);
    expect(findOrganization(organizations, 'vida-camara')?.id).toBe(2);
    expect(findOrganization(organizations, 'VIDA CAMARA')?.id).toBe(2);
    expect(findOrganization(organizations, 'Vida Cámara')?.id).toBe(2);
  });
  it('keeps to the type when one is given', () => {
    expect(findOrganization(organizations, 'clinica las condes', 'ISAPRE')).toBeNull();
    expect(findOrganization(organizations, 3, 'ISAPRE')).toBeNull();
    expect(findOrganization(organizations, 'clinica las condes', 'CLINICA')?.id).toBe(3);
    expect(findOrganization(organizations, 3, null)?.id).toBe(3);
  });
  it('answers null for unknown or empty keys', () => {
    expect(findOrganization(organizations, 'banmedica')).toBeNull();
    expect(findOrganization(organizations, 99)).toBeNull();
    expect(findOrganization(organizations, '   ')).toBeNull();
  });
});

describe('findType, findCountry, findComparator', () => {
  it('find a type by id, name, URL segment or display name', () => {
    for (const key of [7, '7', 'salud', 'seguro-de-salud', 'Seguro de Salud', 'SEGURO DE SALUD']) {
      expect(findType(types, key)?.id).toBe(7);
    }
    expect(findType(types, 'vida')).toBeNull();
  });
  it('find a country by id, code, name or display name', () => {
    for (const key of [1, 'cl', 'CL', 'chile', 'Chile']) expect(findCountry(countries, key)?.id).toBe(1);
    expect(findCountry(countries, 'PE')).toBeNull();
  });
  it('find a comparator by id, base URL or name', () => {
    const comparators = [{ id: 4, name: 'Salud', baseUrl: 'seguros-de-salud' }];
    for (const key of [4, 'seguros-de-salud', 'Seguros de Salud', 'salud']) {
      expect(findComparator(comparators, key)?.id).toBe(4);
    }
    expect(findComparator(comparators, 'vida')).toBeNull();
  });
});
