import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAgeKey, normalizeProfileAges, withAgeKey } from './age-keys.js';

describe("age keys: any key containing 'edad' (spec 02 §3, spec 03 §3)", () => {
  it('recognises edad, edadCarga, EdadCotizante and edad_mascota, and nothing else', () => {
    for (const key of ['edad', 'edadCarga', 'EdadCotizante', 'edad_mascota', 'EDAD', 'miEdad']) {
      expect(isAgeKey(key)).toBe(true);
    }
    for (const key of ['sexo', 'ingreso', 'ed', 'age', 'parentescoCarga']) expect(isAgeKey(key)).toBe(false);
  });

  it('moves the first non-blank age key to edad and drops the others', () => {
    expect(withAgeKey({ edadCarga: 4, sexo: 'Femenino' })).toEqual({ sexo: 'Femenino', edad: 4 });
    expect(withAgeKey({ edadCarga: '', EdadHijo: '7' })).toEqual({ edad: '7' });
    expect(withAgeKey({ edadCarga: null })).toEqual({ edad: null });
  });

  it('keeps an edad that is present over any other age key', () => {
    expect(withAgeKey({ edad: 30, edadCarga: 4 })).toEqual({ edad: 30 });
    expect(withAgeKey({ edad: '', edadCarga: 4 })).toEqual({ edad: 4 });
  });

  it('returns the very object when there is nothing to rename, and non-objects as they are', () => {
    const person = { edad: 5, sexo: 'Masculino' };
    expect(withAgeKey(person)).toBe(person);
    expect(withAgeKey(null)).toBeNull();
    expect(withAgeKey(7)).toBe(7);
    expect(withAgeKey([1])).toEqual([1]);
  });

  it('normalises every person of a profile: cotizante (list or object), pareja, cargas, mascota', () => {
    expect(
      normalizeProfileAges({
        cotizante: { edadCotizante: 38, sexo: 'Femenino' },
        pareja: { EdadPareja: 40 },
        cargas: [{ edadCarga: 6 }, { edad: 1 }],
        mascota: [{ especie: 'perro', edadMascota: 3 }],
        cantidadEmpleados: 12,
      }),
    ).toEqual({
      cotizante: { sexo: 'Femenino', edad: 38 },
      pareja: { edad: 40 },
      cargas: [{ edad: 6 }, { edad: 1 }],
      mascota: [{ especie: 'perro', edad: 3 }],
      cantidadEmpleados: 12,
    });
    const already = { cotizante: [{ edad: 30 }], cargas: [{ edad: 2 }] };
    expect(normalizeProfileAges(already)).toBe(already);
    expect(normalizeProfileAges('perfil')).toBe('perfil');
  });

  it('never loses the age and always leaves exactly one age key (property)', () => {
    const suffix = fc.constantFrom('', 'Carga', 'Cotizante', '_hijo', 'Pareja');
    fc.assert(
      fc.property(suffix, fc.integer({ min: 0, max: 110 }), fc.string(), (tail, age, sexo) => {
        const out = withAgeKey({ sexo, [`edad${tail}`]: age }) as Record<string, unknown>;
        expect(out.edad).toBe(age);
        expect(out.sexo).toBe(sexo);
        expect(Object.keys(out).filter(isAgeKey)).toEqual(['edad']);
      }),
    );
  });
});
