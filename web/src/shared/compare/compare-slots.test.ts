import { describe, expect, it } from 'vitest';
import { addToSlots, removeFromSlots, toggleInSlots } from './compare-slots';

const item = (id: number) => ({ id, productCode: `P${id}`, displayName: `Plan ${id}` });

describe('compare slots (spec 03 §4: 3 slots, filled in order)', () => {
  it('fills in order up to 3 and ignores a fourth or a duplicate', () => {
    let slots = [item(1)];
    slots = addToSlots(slots, item(2));
    slots = addToSlots(slots, item(2));
    slots = addToSlots(slots, item(3));
    slots = addToSlots(slots, item(4));
    expect(slots.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('removes by index and toggles', () => {
    const slots = [item(1), item(2), item(3)];
    expect(removeFromSlots(slots, 1).map((s) => s.id)).toEqual([1, 3]);
    expect(toggleInSlots(slots, item(2)).map((s) => s.id)).toEqual([1, 3]);
    expect(toggleInSlots([item(1)], item(5)).map((s) => s.id)).toEqual([1, 5]);
  });
});
