import { describe, expect, it } from 'vitest';
import { loadStoredProfile, profileStorageKey } from './profile-store';

function storageWith(value: unknown): Storage {
  const data = new Map([[profileStorageKey('chile'), JSON.stringify(value)]]);
  return { getItem: (key: string) => data.get(key) ?? null } as Storage;
}

describe('stored profile', () => {
  it("reads a dependant's age stored as edadCarga by an older client as edad", () => {
    const stored = loadStoredProfile(
      'chile',
      storageWith({
        values: { country: 'chile' },
        profile: { cotizante: [{ edad: 40 }], cargas: [{ edadCarga: 4 }] },
        ingresodatos: true,
        savedAt: '2026-11-23T00:00:00Z',
      }),
    );
    expect(stored?.profile).toEqual({ cotizante: [{ edad: 40 }], cargas: [{ edad: 4 }] });
  });

  it('ignores what is not a stored profile', () => {
    expect(loadStoredProfile('chile', storageWith({ profile: null }))).toBeNull();
    expect(loadStoredProfile('chile', storageWith('texto'))).toBeNull();
  });
});
