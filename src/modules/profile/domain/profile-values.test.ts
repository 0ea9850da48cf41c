import { describe, expect, it } from 'vitest';
import { profileFormFor } from './form-definition.js';
import {
  canAddDependants,
  canAddSpouse,
  cotizanteSexo,
  EMPLOYEES_INPUT_LENGTH,
  emptyProfileValues,
  invalidCargaIndexes,
  limitDigits,
  limitGroupedDigits,
  missingFieldsMessage,
  newCarga,
  newPet,
  parseAge,
  parseCount,
  replaceHoy,
  sanitizeDecimal,
  typedAge,
  typedEmployees,
  typedIncome,
  validateProfileValues,
  type ProfileValues,
} from './profile-values.js';

const person = (edad: string, extra: Partial<ProfileValues> = {}): ProfileValues => ({
  ...emptyProfileValues('SEGURO SALUD', 'chile'),
  cotizante: { sexo: 'Femenino', edad, ingreso: '' },
  ...extra,
});

describe('profile values (spec 02 §5)', () => {
  it('parses ages as whole numbers 0-110 and counts without thousands dots', () => {
    expect(parseAge('0')).toBe(0);
    expect(parseAge(' 45 ')).toBe(45);
    expect(parseAge('-1')).toBeNull();
    expect(parseAge('4.5')).toBeNull();
    expect(parseAge('111')).toBeNull();
    expect(parseAge('')).toBeNull();
    expect(parseCount('1.250')).toBe(1250);
    expect(parseCount('12a')).toBeNull();
  });

  it('flags dependants with no valid age', () => {
    expect(
      invalidCargaIndexes([
        { sexo: '', edad: '3' },
        { sexo: '', edad: '' },
        { sexo: 'Femenino', edad: '-2' },
      ]),
    ).toEqual([1, 2]);
  });

  it('allows one spouse and no dependants for colectivo, SCTR and SEGURO COLECTIVO', () => {
    expect(canAddSpouse([{ parentescoCarga: 'Hijo', sexo: '', edad: '3' }])).toBe(true);
    expect(canAddSpouse([{ parentescoCarga: 'Pareja', sexo: '', edad: '30' }])).toBe(false);
    for (const type of ['colectivo', 'SCTR', 'SEGURO COLECTIVO']) expect(canAddDependants(type)).toBe(false);
    expect(canAddDependants('SEGURO SALUD')).toBe(true);
  });

  it('limits digits and sanitises decimals, dropping the leading digit above the maximum', () => {
    expect(limitDigits('1a234', 3)).toBe('123');
    expect(sanitizeDecimal('12,345', { decimals: 2, max: 100 })).toBe('12,34');
    expect(sanitizeDecimal('250', { decimals: 0, max: 100 })).toBe('50');
    expect(sanitizeDecimal('9x9', { decimals: 0, max: 100 })).toBe('99');
  });

  it('keeps digits and thousands dots of whole amounts, up to the field length', () => {
    expect(limitGroupedDigits('$ 1.500.000', 12)).toBe('1.500.000');
    expect(limitGroupedDigits('12a,34', 9)).toBe('1234');
    expect(limitGroupedDigits('1234567890123', 12)).toBe('123456789012');
  });

  it('types ages up to the field maxDigits (3 by default), employees and income with their dots', () => {
    const ageField = profileFormFor('SEGURO SALUD', 'chile').profileFormFields.find(
      (field) => field.fldName === 'cotizante.edad',
    );
    expect(ageField?.maxDigits).toBe(3);
    expect(typedAge('4a5x67', ageField)).toBe('456');
    expect(typedAge('1234')).toBe('123');
    expect(typedAge('1234', { maxDigits: 2 })).toBe('12');
    expect(typedAge('', {})).toBe('');
    expect(typedEmployees('1.000.000.5')).toBe('1.000.000');
    expect(typedEmployees('12 empleados')).toBe('12');
    // What the collective form lets through is a count parseCount reads.
    expect(typedEmployees('9999999999')).toHaveLength(EMPLOYEES_INPUT_LENGTH);
    expect(parseCount(typedEmployees('9.999.9999'))).toBe(9_999_999);
    expect(typedIncome('$ 1.650.000,50')).toBe('1.650.00050');
    expect(typedIncome('1.650.000.000.000')).toBe('1.650.000.00');
  });

  it('starts a new dependant as the spouse while there is none, a new pet as a dog', () => {
    expect(newCarga([])).toEqual({ parentescoCarga: 'Pareja', sexo: '', edad: '' });
    const spouse = newCarga([]);
    expect(newCarga([spouse])).toEqual({ parentescoCarga: 'Hijo', sexo: '', edad: '' });
    expect(newCarga([{ ...spouse, parentescoCarga: 'Otro' }]).parentescoCarga).toBe('Pareja');
    expect(newPet()).toEqual({ especie: 'perro', raza: '', edad: '' });
    expect(newPet()).not.toBe(newPet());
    expect(emptyProfileValues('SEGURO_MASCOTAS', 'chile').mascota).toEqual([newPet()]);
  });

  it('shows and prices a contributor with no sex picked as Masculino', () => {
    expect(cotizanteSexo({ sexo: '', edad: '30' })).toBe('Masculino');
    expect(cotizanteSexo({ sexo: 'Femenino', edad: '30' })).toBe('Femenino');
    expect(emptyProfileValues('SEGURO SALUD', 'chile').cotizante.sexo).toBe('Masculino');
    const result = validateProfileValues(person('30', { cotizante: { sexo: '', edad: '30', ingreso: '' } }));
    expect(result.ok && result.profile.cotizante?.[0]?.sexo).toBe('Masculino');
  });

  it('words the missing-fields message and replaces Hoy', () => {
    expect(missingFieldsMessage(['email', 'rut'])).toBe('No se ingresaron los siguientes campos: email, rut');
    expect(missingFieldsMessage([])).toBe('Se ingresaron todos los campos requeridos');
    expect(replaceHoy('Vigente desde Hoy', new Date('2026-11-02T15:00:00Z'))).toBe('Vigente desde 02-11-2026');
    // 23:30 in Santiago (summer, UTC-3) is already the 3rd in UTC: "Hoy" is still the 2nd.
    expect(replaceHoy('Hoy', new Date('2026-11-03T02:30:00Z'))).toBe('02-11-2026');
    // Winter (UTC-4): 23:30 on 15 July.
    expect(replaceHoy('Hoy', new Date('2026-07-16T03:30:00Z'))).toBe('15-07-2026');
  });
});

describe('validateProfileValues', () => {
  it('builds a family profile: contributor, spouse as pareja, children as cargas', () => {
    const result = validateProfileValues(
      person('40', {
        cargas: [
          { parentescoCarga: 'Pareja', sexo: 'Masculino', edad: '42' },
          { parentescoCarga: 'Hijo', sexo: 'Femenino', edad: '8' },
          { parentescoCarga: 'Hijo', sexo: '', edad: '0' },
        ],
      }),
    );
    expect(result).toEqual({
      ok: true,
      ingresodatos: true,
      profile: {
        cotizante: [
          { edad: 40, sexo: 'Femenino', type: 'cotizante' },
          { edad: 42, sexo: 'Masculino', type: 'pareja' },
        ],
        cargas: [
          { edad: 8, sexo: 'Femenino', parentescoCarga: 'Hijo' },
          { edad: 0, parentescoCarga: 'Hijo' },
        ],
      },
    });
  });

  it('rejects a bad contributor age, bad dependant ages and two spouses', () => {
    expect(validateProfileValues(person(''))).toMatchObject({ ok: false });
    expect(
      validateProfileValues(person('30', { cargas: [{ parentescoCarga: 'Hijo', sexo: '', edad: 'x' }] })),
    ).toMatchObject({ ok: false, invalidCargas: [0] });
    expect(
      validateProfileValues(
        person('30', {
          cargas: [
            { parentescoCarga: 'Pareja', sexo: '', edad: '30' },
            { parentescoCarga: 'Pareja', sexo: '', edad: '31' },
          ],
        }),
      ),
    ).toMatchObject({ ok: false, message: 'Solo se puede agregar una pareja' });
  });

  it('keeps the income when given, as whole pesos', () => {
    const result = validateProfileValues(
      person('30', { cotizante: { sexo: 'Masculino', edad: '30', ingreso: '1.650.000' } }),
    );
    expect(result.ok && result.profile.cotizante?.[0]?.ingreso).toBe(1_650_000);
    expect(
      validateProfileValues(person('30', { cotizante: { sexo: 'Masculino', edad: '30', ingreso: '1,5' } })),
    ).toMatchObject({
      ok: false,
    });
  });

  it('asks for employees on collective forms, with the Colombian minimum of 10', () => {
    const base = emptyProfileValues('SEGURO COLECTIVO', 'chile');
    expect(validateProfileValues({ ...base, cantidadempleados: '' })).toMatchObject({ ok: false });
    expect(validateProfileValues({ ...base, cantidadempleados: '1.200' })).toEqual({
      ok: true,
      ingresodatos: true,
      profile: { cantidadEmpleados: 1200 },
    });
    expect(validateProfileValues({ ...base, country: 'colombia', cantidadempleados: '9' })).toMatchObject({
      ok: false,
    });
    expect(validateProfileValues({ ...base, cantidadempleados: '3' }, { minEmployees: 5 })).toMatchObject({
      ok: false,
      message: 'Seguro para un mínimo de 5',
    });
    expect(
      validateProfileValues({
        ...base,
        cantidadempleados: '1',
        cargas: [{ parentescoCarga: 'Hijo', sexo: '', edad: '1' }],
      }),
    ).toMatchObject({ ok: false, message: 'Este seguro no permite agregar cargas' });
  });

  it('refuses dependants on a no-dependants type sent by a crafted form', () => {
    const values = {
      ...person('30'),
      productType: 'SCTR',
      cargas: [{ parentescoCarga: 'Hijo' as const, sexo: '' as const, edad: '3' }],
    };
    expect(validateProfileValues(values)).toMatchObject({
      ok: false,
      message: 'Este seguro no permite agregar cargas',
    });
  });

  it('validates pets and the Colombian EPS and international fields', () => {
    const pets = emptyProfileValues('SEGURO_MASCOTAS', 'chile');
    expect(pets.mascota).toHaveLength(1);
    expect(validateProfileValues(pets)).toMatchObject({ ok: false, invalidPets: [0] });
    expect(validateProfileValues({ ...pets, mascota: [{ especie: 'gato', raza: 'Siamés', edad: '4' }] })).toEqual({
      ok: true,
      ingresodatos: true,
      profile: { mascota: [{ especie: 'gato', edad: 4, raza: 'Siamés' }] },
    });
    expect(validateProfileValues({ ...person('30'), country: 'colombia', epsActual: 'notengo' }).ok).toBe(false);
    const intl = { ...person('30'), productType: 'SEGURO INTERNACIONAL' };
    expect(validateProfileValues(intl).ok).toBe(false);
    expect(validateProfileValues({ ...intl, titular: { nacionalidad: 'Chilena', paisCobertura: '' } }).ok).toBe(true);
  });
});

describe('the editions’ values (issue 27)', () => {
  it('Peru’s company forms send the employees’ health system, EsSalud unless another is picked', () => {
    for (const type of ['colectivo', 'SEGURO COLECTIVO']) {
      const values = { ...emptyProfileValues(type, 'peru'), cantidadempleados: '25' };
      expect(values.sistemaprevisional).toBe('essalud');
      expect(validateProfileValues(values)).toEqual({
        ok: true,
        ingresodatos: true,
        profile: { cantidadEmpleados: 25, sistemaPrevisional: 'essalud' },
      });
      expect(validateProfileValues({ ...values, sistemaprevisional: 'essalud-eps' })).toMatchObject({
        ok: true,
        profile: { sistemaPrevisional: 'essalud-eps' },
      });
      expect(validateProfileValues({ ...values, sistemaprevisional: 'afp' })).toMatchObject({
        ok: false,
        message: 'Elige el sistema de salud de los empleados',
      });
    }
    // Chile's company form never sends it.
    const chile = { ...emptyProfileValues('SEGURO COLECTIVO', 'chile'), cantidadempleados: '25' };
    expect(validateProfileValues(chile)).toEqual({ ok: true, ingresodatos: true, profile: { cantidadEmpleados: 25 } });
  });

  it('Peru’s SCTR needs the payroll and the sector, and sends them with the employees', () => {
    const base = { ...emptyProfileValues('SCTR', 'peru'), cantidadempleados: '12' };
    expect(validateProfileValues(base)).toMatchObject({
      ok: false,
      message: 'Ingresa la planilla mensual de la empresa',
    });
    const noSector = { ...base, sctr: { ingreso: '60.000', tipoTrabajo: 'Construcción', sector: '' } };
    expect(validateProfileValues(noSector)).toMatchObject({ ok: false, message: 'Elige el sector de la empresa' });
    expect(validateProfileValues({ ...noSector, sctr: { ...noSector.sctr, sector: 'F45' } })).toEqual({
      ok: true,
      ingresodatos: true,
      profile: { cantidadEmpleados: 12, sctr: { ingreso: 60_000, sector: 'F45', tipoTrabajo: 'Construcción' } },
    });
  });

  it('Colombia sends department, EPS and maternity; the international titular its countries; Chile none', () => {
    const colombia = {
      ...emptyProfileValues('Medicina Prepagada', 'colombia'),
      cotizante: { sexo: 'Femenino' as const, edad: '34', ingreso: '' },
      epsActual: 'sura',
      maternidad: true,
    };
    const result = validateProfileValues(colombia);
    expect(result.ok && result.profile).toMatchObject({
      departamento: 'Bogotá D.C.',
      epsActual: 'sura',
      maternidad: true,
      cotizante: [{ edad: 34, sexo: 'Femenino' }],
    });
    const intl = {
      ...emptyProfileValues('SEGURO INTERNACIONAL', 'internacional'),
      cotizante: { sexo: '' as const, edad: '40', ingreso: '' },
      titular: { nacionalidad: 'Chilena', paisCobertura: 'Estados Unidos' },
    };
    const international = validateProfileValues(intl);
    expect(international.ok && international.profile).toMatchObject({
      nacionalidad: 'Chilena',
      paisCobertura: 'Estados Unidos',
    });
    const chile = validateProfileValues(person('30', { epsActual: 'sura', departamento: 'Lima' }));
    expect(chile.ok && Object.keys(chile.profile).sort()).toEqual(['cargas', 'cotizante']);
  });
});
