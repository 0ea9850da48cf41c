/** The 3 comparison slots of spec 03 §4: filled in order, removable by index, or all cleared. */
export const COMPARE_SLOTS = 3;

export interface CompareItem {
  id: number;
  productCode: string;
  displayName: string;
}

export function addToSlots<T extends CompareItem>(slots: readonly T[], item: T): T[] {
  if (slots.some((slot) => slot.id === item.id) || slots.length >= COMPARE_SLOTS) return [...slots];
  return [...slots, item];
}

export function removeFromSlots<T extends CompareItem>(slots: readonly T[], index: number): T[] {
  return slots.filter((_, i) => i !== index);
}

export function toggleInSlots<T extends CompareItem>(slots: readonly T[], item: T): T[] {
  const index = slots.findIndex((slot) => slot.id === item.id);
  return index >= 0 ? removeFromSlots(slots, index) : addToSlots(slots, item);
}
