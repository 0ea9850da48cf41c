/** Coverage tags on a card (spec 01 §9): the first 2 when there is more than 1, otherwise the one there is. */
export function cardTags<T>(tags: readonly T[] | null | undefined): T[] {
  const list = tags ?? [];
  return list.slice(0, list.length > 1 ? 2 : 1);
}
