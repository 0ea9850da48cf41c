import { describe, expect, it } from 'vitest';
import { insurablePersons } from './insurable-persons';

describe('insurablePersons (spec 02 §2.6 insurable-persons popover)', () => {
  it('health and life: the holder, one partner and dependants; not pets nor employees', () => {
    for (const type of ['SEGURO SALUD', 'SEGURO VIDA', 'ISAPRES']) {
      const persons = insurablePersons(type);
      expect(persons.can).toEqual([
        'Tú, como titular',
        'Tu cónyuge o pareja (solo una)',
        'Tus hijos y otras cargas (hasta 12)',
      ]);
      expect(persons.cannot[0]).toBe('Mascotas: cotízalas en Seguros de Mascotas');
    }
  });

  it('pets: dogs and cats only, never persons', () => {
    const pets = insurablePersons('SEGURO_MASCOTAS');
    expect(pets.can).toEqual(['Perros', 'Gatos', 'Hasta 10 mascotas en una misma cotización']);
    expect(pets.cannot).toContain('Otras especies (aves, conejos, reptiles…)');
  });

  it('collective and guards: the company staff, no dependants added one by one', () => {
    expect(insurablePersons('SEGURO COLECTIVO').can).toEqual([
      'Los trabajadores de la empresa, según la cantidad de empleados',
    ]);
    expect(insurablePersons('SEGURO DE GUARDIA').can).toEqual([
      'Guardias de seguridad de la empresa (precio por guardia)',
    ]);
    expect(insurablePersons('SCTR').cannot[0]).toBe('Cargas o dependientes agregados uno a uno');
  });
});
