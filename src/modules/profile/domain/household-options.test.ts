import { describe, expect, it } from 'vitest';
import { PROFILE_LIMITS } from '../../pricing/domain/profile.js';
import { householdOptions } from './household-options.js';

describe('household options (cargas y cotizantes)', () => {
  it('states the limits the comparison applies', () => {
    const options = householdOptions();
    expect(options.cotizantes).toMatchObject({ min: 1, max: 3, maxAge: 110, sexos: ['Masculino', 'Femenino'] });
    expect(options.cargas).toMatchObject({ max: PROFILE_LIMITS.maxCargas, maxAge: 110, maxParejas: 1 });
    expect(options.cargas.parentescos).toEqual(['Pareja', 'Hijo', 'Otro']);
    expect(options.mascotas).toMatchObject({ max: 10, maxAge: 30, especies: ['perro', 'gato'] });
  });
});
