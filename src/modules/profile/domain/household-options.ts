import { ESPECIES, PROFILE_LIMITS, SEXOS } from '../../pricing/domain/profile.js';
import { MAX_AGE } from './profile-values.js';

/** At most the contributor and a partner, plus one more contributor (the comparison's profile schema). */
export const MAX_COTIZANTES = 3;
export const PARENTESCOS = ['Pareja', 'Hijo', 'Otro'] as const;

/**
 * Who a household may include and the limits the form and the API apply
 * (GET /api/buscarplanes/cargasycotizantes/, spec 03 §7; spec 02 §3 §5): contributors, dependants and
 * pets, with their ages and choices. One copy of the limits the comparison validates with.
 */
export function householdOptions() {
  return {
    cotizantes: { min: 1, max: MAX_COTIZANTES, minAge: 0, maxAge: MAX_AGE, sexos: [...SEXOS], ageKey: 'edad' },
    cargas: {
      max: PROFILE_LIMITS.maxCargas,
      minAge: 0,
      maxAge: PROFILE_LIMITS.maxAge,
      parentescos: [...PARENTESCOS],
      maxParejas: 1,
      // Any key containing 'edad' is read as the age (edadCarga…), see age-keys.ts.
      ageKey: 'edad',
    },
    mascotas: { max: PROFILE_LIMITS.maxPets, minAge: 0, maxAge: PROFILE_LIMITS.maxPetAge, especies: [...ESPECIES] },
  };
}
