import { injectable } from 'inversify';
import { validateProfileValues, type ProfileResult, type ProfileValues } from '../domain/profile-values.js';

/** Invalid profile: 400 with the rule's Spanish message (spec 02 §5, 'Perfil inválido' by default). */
export class InvalidProfileError extends Error {
  readonly code = 'BAD_REQUEST';
  constructor(
    message: string,
    readonly details: { invalidCargas: number[]; invalidPets: number[] },
  ) {
    super(message);
  }
}

/** Checks a submitted profile form (POST /api/profile-form/data) and answers the profile to price. */
@injectable()
export class CheckProfile {
  execute(values: ProfileValues, options: { minEmployees?: number } = {}): Extract<ProfileResult, { ok: true }> {
    const result = validateProfileValues(values, options);
    if (!result.ok) {
      throw new InvalidProfileError(result.message, {
        invalidCargas: result.invalidCargas,
        invalidPets: result.invalidPets,
      });
    }
    return result;
  }
}
