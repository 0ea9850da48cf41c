import { describe, expect, it } from 'vitest';
import {
  CHILE_REGIONS,
  FIELD_MESSAGES,
  formSection,
  isChilePhone,
  normaliseParentesco,
  normaliseStep,
  validateStep,
} from './sale-form.js';

const today = new Date('2026-11-23T12:00:00Z');
const titular = {
  rut: '12345678-5',
  nombres: 'Ana María',
  apellidoPaterno: 'Pérez',
  fechaNacimiento: '1990-05-01',
  sexo: 'F',
  email: 'Ana@Correo.cl',
  telefono: '+56 9 1234 5678',
  direccion: 'Av. Siempre Viva 123',
  comuna: 'Providencia',
  region: '13',
};

describe('purchase form sections and their validation (spec 03 §3, §5)', () => {
  it('personal data: valid values pass and are normalised; extra keys are dropped', () => {
    const section = formSection('PERSONAL_DATA_PAYMENT', 'Datos personales');
    expect(validateStep(section, titular, today)).toEqual({});
    const stored = normaliseStep(section, { ...titular, cardNumber: '4242424242424242' });
    expect(stored).toMatchObject({ rut: '12.345.678-5', email: 'ana@correo.cl' });
    expect(stored).not.toHaveProperty('cardNumber');
  });
  it('personal data: each rule has its Spanish message', () => {
    const section = formSection('PERSONAL_DATA_PAYMENT', 'Datos personales');
    const errors = validateStep(
      section,
      {
        ...titular,
        rut: '12345678-9',
        nombres: 'A',
        email: 'no',
        telefono: '123',
        fechaNacimiento: '2030-01-01',
        region: '99',
        sexo: 'X',
      },
      today,
    );
    expect(errors).toEqual({
      rut: FIELD_MESSAGES.rut,
      nombres: FIELD_MESSAGES.name,
      email: 'Por favor, ingrese su dirección de correo electrónico válido',
      telefono: FIELD_MESSAGES.phone,
      fechaNacimiento: FIELD_MESSAGES.birthDate,
      region: FIELD_MESSAGES.option,
      sexo: FIELD_MESSAGES.option,
    });
    expect(validateStep(section, {}, today).rut).toBe('campo requerido');
    expect(validateStep(section, {}, today)).not.toHaveProperty('apellidoMaterno');
  });
  it('has the 16 regions of Chile and the phone key telefono-chile', () => {
    expect(CHILE_REGIONS).toHaveLength(16);
    const section = formSection('PERSONAL_DATA_PAYMENT', 'Datos personales');
    expect(section.fields.find((f) => f.fldName === 'telefono')?.rule).toBe('telefono-chile');
    expect(isChilePhone('+56 9 8765 4321')).toBe(true);
    expect(isChilePhone('987654321')).toBe(true);
    expect(isChilePhone('+56 9 8765 432')).toBe(false);
    expect(isChilePhone('+54 9 8765 43210')).toBe(false);
  });
  it('DPS: children are evaluated with the child tables; a weight outside the normal band asks why', () => {
    const section = formSection('DPS_PAYMENT', 'Estado de salud');
    const allNo = {
      'dps.enfermedadCronica': 'no',
      'dps.hospitalizacion': 'no',
      'dps.tratamiento': 'no',
      'dps.embarazo': 'no',
    };
    // An 8-year-old boy, 128 cm: 26 kg is normal, 33 kg is obesity for his age (BMI-for-age).
    const child = (peso: string) => ({
      nombres: 'Tomás',
      fechaNacimiento: '2018-11-01',
      sexo: 'Masculino',
      peso,
      estatura: '128',
    });
    expect(validateStep(section, { ...allNo, 'dps.menores': [child('26')] }, today)).toEqual({});
    expect(validateStep(section, { ...allNo, 'dps.menores': [child('33')] }, today)).toEqual({
      'dps.menoresDetalle': FIELD_MESSAGES.childWeight,
    });
    expect(
      validateStep(section, { ...allNo, 'dps.menores': [child('33')], 'dps.menoresDetalle': 'En control' }, today),
    ).toEqual({});
    expect(validateStep(section, { ...allNo, 'dps.menores': [child('cero')] }, today)).toEqual({
      'dps.menores.0.peso': FIELD_MESSAGES.measure,
    });
    expect(normaliseStep(section, { ...allNo, 'dps.menores': [child('20,5')] })['dps.menores']).toEqual([
      { nombres: 'Tomás', fechaNacimiento: '2018-11-01', sexo: 'Masculino', peso: 20.5, estatura: 128 },
    ]);
  });

  it('DPS: each question yes/no; the detail is required only when yes', () => {
    const section = formSection('DPS_PAYMENT', 'Estado de salud');
    const allNo = {
      'dps.enfermedadCronica': 'no',
      'dps.hospitalizacion': 'no',
      'dps.tratamiento': 'no',
      'dps.embarazo': 'no',
    };
    expect(validateStep(section, allNo, today)).toEqual({});
    expect(validateStep(section, { ...allNo, 'dps.hospitalizacion': 'si' }, today)).toEqual({
      'dps.hospitalizacionDetalle': 'campo requerido',
    });
    expect(
      validateStep(
        section,
        { ...allNo, 'dps.hospitalizacion': 'si', 'dps.hospitalizacionDetalle': 'Apendicitis 2022' },
        today,
      ),
    ).toEqual({});
    expect(validateStep(section, { ...allNo, 'dps.embarazo': 'quizas' }, today)).toEqual({
      'dps.embarazo': FIELD_MESSAGES.option,
    });
  });
  it('beneficiaries: rows validated, parentesco normalised, percentages sum 100', () => {
    const section = formSection('BENEFICIARIES_PAYMENT', 'Beneficiarios');
    expect(validateStep(section, { beneficiarios: [] }, today)).toEqual({});
    const row = {
      nombres: 'Luis',
      apellidoPaterno: 'Soto',
      rut: '11.111.111-1',
      fechaNacimiento: '2015-02-03',
      parentesco: 'child',
      porcentaje: 60,
    };
    expect(validateStep(section, { beneficiarios: [row] }, today)).toEqual({
      beneficiarios: FIELD_MESSAGES.percentageSum,
    });
    expect(
      validateStep(section, { beneficiarios: [row, { ...row, porcentaje: 40, parentesco: 'cónyuge' }] }, today),
    ).toEqual({});
    expect(
      validateStep(
        section,
        { beneficiarios: [{ ...row, porcentaje: 100, parentesco: 'tío lejano', rut: '1' }] },
        today,
      ),
    ).toEqual({
      'beneficiarios.0.parentesco': FIELD_MESSAGES.option,
      'beneficiarios.0.rut': FIELD_MESSAGES.rut,
    });
    expect(normaliseStep(section, { beneficiarios: [{ ...row, porcentaje: '100' }] })).toEqual({
      beneficiarios: [
        {
          nombres: 'Luis',
          apellidoPaterno: 'Soto',
          rut: '11.111.111-1',
          fechaNacimiento: '2015-02-03',
          parentesco: 'HIJO',
          porcentaje: 100,
        },
      ],
    });
  });
  it('parentesco normalised to Spanish labels', () => {
    expect(normaliseParentesco('spouse')).toBe('CONYUGE');
    expect(normaliseParentesco('Cónyuge')).toBe('CONYUGE');
    expect(normaliseParentesco('Hija')).toBe('HIJO');
    expect(normaliseParentesco('HIJO')).toBe('HIJO');
    expect(normaliseParentesco('vecino')).toBeNull();
    expect(normaliseParentesco(3)).toBeNull();
  });
  it('company and mass insured: at least one person', () => {
    const company = formSection('COMPANY_DATA_PAYMENT', 'Datos empresa');
    expect(Object.keys(validateStep(company, {}, today))).toContain('empresa.rut');
    const mass = formSection('MASS_INSURED_PAYMENT_FULL', 'Datos empleados');
    expect(validateStep(mass, { empleados: [] }, today)).toEqual({ empleados: FIELD_MESSAGES.minItems });
  });
  it('isapre data and signature', () => {
    const isapre = formSection('ISAPRE_PERSONAL_DATA', 'Datos Isapre');
    expect(validateStep(isapre, { isapre: 'Colmena', ingreso: '1.650.000' }, today)).toEqual({});
    expect(normaliseStep(isapre, { isapre: 'Colmena', ingreso: '1.650.000' })).toEqual({
      isapre: 'Colmena',
      ingreso: 1650000,
    });
    expect(validateStep(isapre, { isapre: 'Fonasa', ingreso: '-3' }, today)).toEqual({
      isapre: FIELD_MESSAGES.option,
      ingreso: FIELD_MESSAGES.integer,
    });
    const signature = formSection('SIGNATURE', 'Firma');
    expect(validateStep(signature, { aceptaCondiciones: false }, today)).toEqual({
      aceptaCondiciones: FIELD_MESSAGES.accept,
    });
    expect(validateStep(signature, { aceptaCondiciones: true }, today)).toEqual({});
  });
});
