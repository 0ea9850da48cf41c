/** Feature icons on a card (spec 01 §9): at most 5, then '+N' for the rest. */

export const MAX_FEATURE_ICONS = 5;

export interface FeatureIcons<T> {
  shown: T[];
  hiddenCount: number;
  /** '+N' or null when everything fits. */
  moreText: string | null;
}

export function featureIcons<T>(features: readonly T[] | null | undefined, max = MAX_FEATURE_ICONS): FeatureIcons<T> {
  const list = features ?? [];
  const shown = list.slice(0, max);
  const hiddenCount = Math.max(0, list.length - max);
  return { shown, hiddenCount, moreText: hiddenCount > 0 ? `+${hiddenCount}` : null };
}
