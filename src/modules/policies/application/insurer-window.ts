import { insurerWindow, type MovementKind, type Window } from '../domain/retroactivity.js';
import type { InsurerSettingsRepository } from './ports.js';

/** The retroactivity window of a policy's insurer (its retroactive days), or the spec's default. */
export async function windowOfInsurer(
  settings: InsurerSettingsRepository,
  insurerId: number | null,
  kind: MovementKind,
): Promise<Window> {
  const found = insurerId === null ? null : await settings.get(insurerId);
  return insurerWindow(kind, found?.retroactiveDays);
}
