import type { TopAmount } from './product-card.js';
import { lifeAmountText } from './coverage-texts.js';

/**
 * Life insurance summary (spec 01 §5, spec 02 §9): four keys, each with its capital or 'No Cubre'.
 * Life tops are the ones whose name contains 'Indemnización'; other product types exclude those.
 */

export const LIFE_SUMMARY_KEYS = [
  { key: 'muerte_natural', label: 'Muerte natural' },
  { key: 'muerte_accidental', label: 'Muerte accidental' },
  { key: 'invalidez_accidental', label: 'Invalidez accidental' },
  { key: 'invalidez_total_permanente_2_3', label: 'Invalidez total y permanente 2/3' },
] as const;

export type LifeSummaryKey = (typeof LIFE_SUMMARY_KEYS)[number]['key'];

export interface LifeSummaryRow {
  key: LifeSummaryKey;
  label: string;
  amount: number | null;
  text: string;
}

/** Text folded for substring matching of coverage names (not a lookup key: see catalogue-keys.ts normaliseKey). */
const foldForMatching = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** True for a life-insurance top ('Indemnización …'). */
export function isLifeTop(top: Pick<TopAmount, 'name'>): boolean {
  return foldForMatching(top.name).includes('indemnizacion');
}

/** Life products keep only 'Indemnización' tops; every other type drops them. */
export function topsForProduct<T extends Pick<TopAmount, 'name'>>(tops: readonly T[], isLifeProduct: boolean): T[] {
  return tops.filter((top) => isLifeTop(top) === isLifeProduct);
}

function matches(key: LifeSummaryKey, name: string): boolean {
  const n = foldForMatching(name);
  switch (key) {
    case 'muerte_natural':
      return n.includes('muerte natural') || (n.includes('muerte') && !n.includes('accident'));
    case 'muerte_accidental':
      return n.includes('muerte') && n.includes('accident');
    case 'invalidez_accidental':
      return n.includes('invalidez') && n.includes('accident');
    case 'invalidez_total_permanente_2_3':
      return n.includes('invalidez') && (n.includes('2/3') || n.includes('total'));
  }
}

/** The four rows of a life product's summary, in the fixed order. */
export function lifeSummary(tops: readonly Pick<TopAmount, 'name' | 'amount' | 'unit'>[]): LifeSummaryRow[] {
  return LIFE_SUMMARY_KEYS.map(({ key, label }) => {
    const top = tops.find((candidate) => matches(key, candidate.name));
    const amount = top?.amount ?? null;
    return { key, label, amount, text: lifeAmountText(amount, top?.unit ?? 'UF') };
  });
}
