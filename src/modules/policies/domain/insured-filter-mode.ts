import type { MembershipStatus } from './statuses.js';

/**
 * The filter modes of spec 03 §3 ("Filter modes: ALTAS, BAJAS, TODAS") on the insured lists: the people
 * being or already added (altas: pending, in activation, active, and an activation the insurer declined),
 * the people being or already removed (bajas), or everyone.
 */
export const INSURED_FILTER_MODES = ['ALTAS', 'BAJAS', 'TODAS'] as const;
export type InsuredFilterMode = (typeof INSURED_FILTER_MODES)[number];

export const INSURED_FILTER_MODE_LABELS: Record<InsuredFilterMode, string> = {
  ALTAS: 'Altas',
  BAJAS: 'Bajas',
  TODAS: 'Todas',
};

const STATUSES_BY_MODE: Record<InsuredFilterMode, readonly MembershipStatus[] | undefined> = {
  ALTAS: ['PENDING', 'PROCESS_ACTIVATION', 'ACTIVE', 'DECLINE'],
  BAJAS: ['PROCESS_CANCELLATION', 'CANCELED'],
  TODAS: undefined,
};

/** The membership statuses a mode keeps; undefined: every status (TODAS, or no mode). */
export function statusesForMode(mode: InsuredFilterMode | undefined): readonly MembershipStatus[] | undefined {
  return mode ? STATUSES_BY_MODE[mode] : undefined;
}
