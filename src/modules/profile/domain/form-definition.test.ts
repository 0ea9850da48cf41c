import { describe, expect, it } from 'vitest';
import { type COUNTRIES, profileFormFor } from './form-definition.js';

const names = (productType: string, country: (typeof COUNTRIES)[number] = 'chile') =>
  profileFormFor(productType, country).profileFormFields.map((f) => f.fldName);

describe('profileFormFor (spec 02 §2.10, §3)', () => {
  it('asks persons for sex, age, income (Chile) and dependants', () => {
    const form = profileFormFor('SEGURO SALUD', 'chile');
    expect(form.title).toBe('¿Quiénes se asegurarán?');
    expect(form.intro).toMatch(/sexo y la edad/);
    expect(form.addButton).toBe('Agregar Persona');
    expect(form.allowsDependants).toBe(true);
    expect(names('SEGURO SALUD')).toEqual(
      expect.arrayContaining([
        'cotizante.cotizante_sexo',
        'cotizante.edad',
        'cotizante.ingreso',
        'cargas',
        'cargas.edad',
      ]),
    );
    expect(names('SEGURO SALUD', 'peru')).not.toContain('cotizante.ingreso');
    expect(names('SEGURO SALUD', 'colombia')).toContain('epsActual');
  });

  it('asks pets for species, breed and age', () => {
    const form = profileFormFor('SEGURO_MASCOTAS', 'chile');
    expect(form.intro).toMatch(/raza y la edad/);
    expect(form.addButton).toBe('Agregar Mascota');
    expect(names('SEGURO_MASCOTAS')).toEqual(['mascota', 'mascota.mascota_tipo', 'mascota.raza', 'mascota.edad']);
  });

  it('asks companies only for the employee count and allows no dependants', () => {
    for (const type of ['SEGURO COLECTIVO', 'colectivo', 'SCTR']) {
      const form = profileFormFor(type, 'chile');
      expect(form.intro).toBe('Ingresa cantidad de empleados');
      expect(form.allowsDependants).toBe(false);
      expect(form.addButton).toBeNull();
      expect(names(type)).toEqual(['cantidadempleados']);
    }
    expect(profileFormFor('SEGURO COLECTIVO', 'colombia').profileFormFields[0]?.min).toBe(10);
  });

  it('adds nationality and country of coverage for international insurance', () => {
    expect(names('SEGURO INTERNACIONAL', 'internacional')).toEqual(
      expect.arrayContaining(['titular.nacionalidad', 'titular.paisCobertura']),
    );
  });

  it('limits age fields to three digits', () => {
    const ageField = profileFormFor('SEGURO SALUD', 'chile').profileFormFields.find(
      (f) => f.fldName === 'cotizante.edad',
    );
    expect(ageField).toMatchObject({ maxDigits: 3, min: 0, dataType: 'number' });
  });
});
