/** Spreads leads evenly: the executive with the fewest recent leads, ties to the lowest id; one to skip (reassignment). */
export function pickExecutive<E extends { id: number }>(
  executives: readonly E[],
  recentCounts: ReadonlyMap<number, number>,
  skipId?: number | null,
): E | null {
  const candidates = executives.filter((executive) => executive.id !== skipId);
  if (candidates.length === 0) return null;
  return [...candidates].sort(
    (a, b) => (recentCounts.get(a.id) ?? 0) - (recentCounts.get(b.id) ?? 0) || a.id - b.id,
  )[0]!;
}
