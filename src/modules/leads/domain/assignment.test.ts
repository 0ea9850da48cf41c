import { describe, expect, it } from 'vitest';
import { pickExecutive } from './assignment';

describe('lead assignment', () => {
  const team = [{ id: 3 }, { id: 1 }, { id: 2 }];
  it('picks the executive with the fewest recent leads, ties to the lowest id', () => {
    expect(
      pickExecutive(
        team,
        new Map([
          [1, 4],
          [2, 1],
          [3, 1],
        ]),
      ),
    ).toEqual({ id: 2 });
    expect(pickExecutive(team, new Map())).toEqual({ id: 1 });
  });
  it('skips the current executive on reassignment and answers null with nobody left', () => {
    expect(pickExecutive(team, new Map(), 1)).toEqual({ id: 2 });
    expect(pickExecutive([{ id: 1 }], new Map(), 1)).toBeNull();
    expect(pickExecutive([], new Map())).toBeNull();
  });
});
