import { describe, expect, it } from 'vitest';
import { orderByValue } from './compare-index.js';

/** Issue 31: the sorted lists' order without a JavaScript comparator is the comparator sort's, ties and all. */
describe('orderByValue', () => {
  const reference = (positions: Int32Array, raw: Float64Array) =>
    Array.from(positions).sort((a, b) => (raw[a] as number) - (raw[b] as number) || a - b);

  it('orders like the comparator sort by (value, position), over many ties, zeros of both signs and infinities', () => {
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 4_294_967_296;
    for (let round = 0; round < 200; round++) {
      const size = 1 + Math.floor(random() * 400);
      const raw = new Float64Array(size);
      const few = [0, -0, 1.5, 2, 1e9, Number.POSITIVE_INFINITY, 12_345.678];
      for (let i = 0; i < size; i++) raw[i] = random() < 0.5 ? few[Math.floor(random() * few.length)]! : random() * 1e5;
      // Some positions only, in shuffled order (the members' order must not matter).
      const positions = Array.from({ length: size }, (_, i) => i).filter(() => random() < 0.8);
      for (let i = positions.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [positions[i], positions[j]] = [positions[j]!, positions[i]!];
      }
      const expected = reference(Int32Array.from(positions), raw);
      expect(Array.from(orderByValue(Int32Array.from(positions), raw))).toEqual(expected);
    }
  });

  it('puts equal values in ascending position order', () => {
    const raw = Float64Array.from([5, 1, 5, 1, 3]);
    expect(Array.from(orderByValue(Int32Array.from([4, 2, 0, 3, 1]), raw))).toEqual([1, 3, 4, 0, 2]);
  });
});
