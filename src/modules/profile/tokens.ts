/** Container tokens of the profile module's use cases. */
export const PROFILE = {
  GetProfileForm: Symbol.for('profile.GetProfileForm'),
  CheckProfile: Symbol.for('profile.CheckProfile'),
} as const;
