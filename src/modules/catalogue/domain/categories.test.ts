import { describe, expect, it } from 'vitest';
import {
  BADGE_CATEGORIES,
  INSURANCE_TYPES,
  insuranceTypeBySegment,
  parseOrganizationType,
  PRODUCT_TYPES,
  SUB_TYPES,
  UPPER_TYPES,
  upperTypeOf,
} from './categories.js';

describe('category catalogue', () => {
  it('holds the URL segments of spec 02 §2.3', () => {
    const segments = INSURANCE_TYPES.map((t) => t.urlSegment);
    for (const segment of [
      'Primario',
      'Complementario-Catastrofico',
      'Complementario',
      'Catastrofico',
      'Oncologico',
      'Escolar',
      'Accidente-y-Urgencia',
      'Dental',
      'Cardiologico',
      'Servicio-Asistencia',
      'Farmacia',
      'Internacional',
      'Estetica',
      'Coberturas',
    ]) {
      expect(segments).toContain(segment);
    }
    expect(INSURANCE_TYPES.filter((t) => t.showcaseOnly).map((t) => t.urlSegment)).toEqual(['Estetica', 'Coberturas']);
  });
  it('gives every type a description, a tooltip and a known upper type; codes and segments are unique', () => {
    for (const type of INSURANCE_TYPES) {
      expect(type.description.length).toBeGreaterThan(20);
      expect(type.tooltip.length).toBeGreaterThan(5);
      expect(upperTypeOf(type.upperType)).not.toBeNull();
    }
    expect(new Set(INSURANCE_TYPES.map((t) => t.code)).size).toBe(INSURANCE_TYPES.length);
    expect(new Set(INSURANCE_TYPES.map((t) => t.urlSegment)).size).toBe(INSURANCE_TYPES.length);
  });
  it('holds the upper types of spec 01 §3, each used by some type', () => {
    const names = UPPER_TYPES.map((u) => u.name);
    for (const name of [
      'SEGURO COLECTIVO',
      'SEGURO DE GUARDIA',
      'SEGURO VIDA',
      'SEGURO_MASCOTAS',
      'SEGURO INDEMNIZACION',
      'SERVICIO ASISTENCIA',
      'ACCIDENTES PERSONALES',
    ]) {
      expect(names).toContain(name);
    }
    for (const upper of UPPER_TYPES) expect(INSURANCE_TYPES.some((t) => t.upperType === upper.name)).toBe(true);
    expect(upperTypeOf('NADA')).toBeNull();
  });
  it('finds types by segment or code, case-insensitively', () => {
    expect(insuranceTypeBySegment('complementario-catastrofico')?.displayName).toBe('Complementario + Catastrófico');
    expect(insuranceTypeBySegment('DENTAL')?.code).toBe('DENTAL');
    expect(insuranceTypeBySegment('nada')).toBeNull();
  });
  it('parses organization types and aliases', () => {
    expect(parseOrganizationType('isapre')).toBe('ISAPRE');
    expect(parseOrganizationType('Clínica')).toBe('CLINICA');
    expect(parseOrganizationType(' Aseguradora ')).toBe('ASEGURADORA');
    expect(parseOrganizationType('banco')).toBeNull();
  });
  it('lists badges, sub-types and product types', () => {
    expect(BADGE_CATEGORIES.map((b) => b.displayName)).toEqual(['Producto-nuevo', 'Exclusivo', 'Popular', 'Integral']);
    expect(SUB_TYPES).toContain('Telemedicina');
    expect(PRODUCT_TYPES.SEGURO_MASCOTAS).toEqual(['SEGURO_MASCOTAS']);
  });
});
