import { describe, expect, it } from 'vitest';
import {
  contributorIncome,
  DEFAULT_PROFILE,
  firstContributorAge,
  hasProfileData,
  insuredPersons,
  profileErrors,
} from './profile.js';

describe('insuredPersons', () => {
  it('orders contributor, partner, dependants and pets, with default sexes', () => {
    const persons = insuredPersons({
      cotizante: [{ edad: 40 }, { edad: 38 }],
      cargas: [{ edad: 10, sexo: 'Femenino' }, { edad: 1 }],
      mascota: [{ especie: 'gato', edad: 3 }],
    });
    expect(persons.map((p) => [p.role, p.edad, p.sexo])).toEqual([
      ['cotizante', 40, 'Masculino'],
      ['pareja', 38, 'Femenino'],
      ['carga', 10, 'Femenino'],
      ['carga', 1, null],
      ['mascota', 3, null],
    ]);
    expect(persons[0]?.label).toBe('Cotizante, 40 años, Masculino');
    expect(persons[4]?.label).toBe('Mascota (gato), 3 años');
    expect(persons[3]?.label).toBe('Carga, 1 año');
  });

  it('honours explicit types in the cotizante list', () => {
    const persons = insuredPersons({
      cotizante: [
        { edad: 30, sexo: 'Femenino', type: 'cotizante' },
        { edad: 5, type: 'carga' },
        { edad: 31, sexo: 'Masculino', type: 'pareja' },
        { edad: 60 },
      ],
    });
    expect(persons.map((p) => p.role)).toEqual(['cotizante', 'carga', 'pareja', 'carga']);
  });

  it('is empty without a profile', () => {
    expect(insuredPersons(null)).toEqual([]);
    expect(insuredPersons(undefined)).toEqual([]);
  });
});

describe('profile helpers', () => {
  it('hasProfileData', () => {
    expect(hasProfileData(null)).toBe(false);
    expect(hasProfileData({})).toBe(false);
    expect(hasProfileData({ cotizante: [] })).toBe(false);
    expect(hasProfileData({ cotizante: [{ edad: 30 }] })).toBe(true);
    expect(hasProfileData({ mascota: [{ especie: 'perro', edad: 2 }] })).toBe(true);
    expect(hasProfileData({ cantidadEmpleados: 10 })).toBe(true);
    expect(hasProfileData({ cantidadEmpleados: 0 })).toBe(false);
    expect(hasProfileData({ cantidadGuardias: 3 })).toBe(true);
  });
  it('firstContributorAge and contributorIncome', () => {
    expect(firstContributorAge({ cotizante: [{ edad: 31 }] })).toBe(31);
    expect(firstContributorAge({})).toBeNull();
    expect(contributorIncome(DEFAULT_PROFILE)).toBe(1_650_000);
    expect(
      contributorIncome({
        cotizante: [
          { edad: 30, ingreso: 0 },
          { edad: 30, ingreso: 900_000 },
        ],
      }),
    ).toBe(900_000);
    expect(contributorIncome({ cotizante: [{ edad: 30 }] })).toBeNull();
  });
});

describe('profileErrors', () => {
  it('accepts a valid household', () => {
    expect(
      profileErrors({ cotizante: [{ edad: 35, ingreso: 1_000_000 }], cargas: [{ edad: 0 }], cantidadEmpleados: 12 }),
    ).toEqual([]);
  });
  it('explains every problem in Spanish', () => {
    const errors = profileErrors({
      cotizante: [{ edad: -1 }, { edad: 30.5, ingreso: -3, type: 'pareja' }, { edad: 20, type: 'pareja' }],
      cargas: [{ edad: 200 }],
      mascota: [{ especie: 'perro', edad: 40 }],
      cantidadEmpleados: -2,
      cantidadGuardias: 1.5,
    });
    expect(errors).toEqual([
      'cotizante.0.edad: la edad debe ser un número entero entre 0 y 110',
      'cotizante.1.edad: la edad debe ser un número entero entre 0 y 110',
      'cotizante.1.ingreso: el ingreso debe ser un monto en pesos no negativo',
      'cotizante: solo se puede agregar una pareja',
      'cargas.0.edad: la edad debe ser un número entero entre 0 y 110',
      'mascota.0.edad: la edad debe ser un número entero entre 0 y 30',
      'cantidadEmpleados: debe ser un número entero entre 0 y 100000',
      'cantidadGuardias: debe ser un número entero entre 0 y 100000',
    ]);
  });
  it('limits the number of dependants and pets', () => {
    const many = Array.from({ length: 13 }, () => ({ edad: 5 }));
    expect(profileErrors({ cargas: many })).toContain('cargas: máximo 12 cargas');
    const pets = Array.from({ length: 11 }, () => ({ especie: 'perro' as const, edad: 1 }));
    expect(profileErrors({ mascota: pets })).toContain('mascota: máximo 10 mascotas');
  });
});
