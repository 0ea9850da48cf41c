import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignAll,
  assignExperiment,
  assignVariant,
  bucketOf,
  EXPERIMENT_EXPIRY_DAYS,
  EXPERIMENT_NAMES,
  EXPERIMENTS,
  stableHash,
} from './experiments';

describe('experiments (spec 02 §7): 50/50 by a stable hash of the visitor id, 90-day expiry', () => {
  it('declares the three experiments with their two variants', () => {
    expect(EXPERIMENTS).toEqual({
      TESTABCLUSTER: ['clusterOne', 'clusterTwo'],
      TESTWHYWEFORM: ['originalForm', 'withWhyWe'],
      DISTANCETEST: ['originalDistance', 'withDistance'],
    });
  });

  it('gives a visitor the same variant every time (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...EXPERIMENT_NAMES), (visitor, experiment) => {
        const variant = assignVariant(experiment, visitor);
        expect(EXPERIMENTS[experiment]).toContain(variant);
        expect(assignVariant(experiment, visitor)).toBe(variant);
      }),
    );
  });

  it('pins known values so a change of hash (which would reshuffle every visitor) fails here', () => {
    expect(stableHash('')).toBe(stableHash(''));
    expect(stableHash('visitor-1')).not.toBe(stableHash('visitor-2'));
    const pinned = EXPERIMENT_NAMES.map((e) => assignVariant(e, 'fp-0001'));
    expect(pinned).toEqual(EXPERIMENT_NAMES.map((e) => assignVariant(e, 'fp-0001')));
    expect(stableHash('abc')).toBe(482_950_588);
  });

  it('splits 100,000 visitor ids 50/50 within 2% in every experiment', () => {
    for (const experiment of EXPERIMENT_NAMES) {
      let first = 0;
      for (let i = 0; i < 100_000; i++) {
        if (assignVariant(experiment, `visitor-${i}`) === EXPERIMENTS[experiment][0]) first++;
      }
      expect(Math.abs(first / 100_000 - 0.5), experiment).toBeLessThan(0.02);
    }
  });

  it('splits random (fingerprint-like) ids 50/50 within 2% too', () => {
    const ids = fc.sample(fc.uuid(), { numRuns: 40_000, seed: 42 });
    let first = 0;
    for (const id of ids) if (assignVariant('TESTABCLUSTER', id) === 'clusterOne') first++;
    expect(Math.abs(first / ids.length - 0.5)).toBeLessThan(0.02);
  });

  it('assigns experiments independently of each other (about a quarter in each pair of variants)', () => {
    let both = 0;
    for (let i = 0; i < 100_000; i++) {
      const id = `v${i}`;
      if (assignVariant('TESTABCLUSTER', id) === 'clusterOne' && assignVariant('DISTANCETEST', id) === 'withDistance')
        both++;
    }
    expect(Math.abs(both / 100_000 - 0.25)).toBeLessThan(0.02);
  });

  it('buckets a flag such as color-contratar into n even parts', () => {
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) counts[bucketOf(`v${i}`, 'color-contratar', 3)]!++;
    for (const count of counts) expect(Math.abs(count / 30_000 - 1 / 3)).toBeLessThan(0.02);
  });

  it('expires an assignment 90 days after it was made and lists all variants of a visitor', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const assignment = assignExperiment('DISTANCETEST', 'abc', now);
    expect(EXPERIMENT_EXPIRY_DAYS).toBe(90);
    expect(assignment.expiresAt.toISOString()).toBe('2027-02-21T10:00:00.000Z');
    expect(assignment.variant).toBe(assignVariant('DISTANCETEST', 'abc'));
    expect(Object.keys(assignAll('abc')).sort()).toEqual([...EXPERIMENT_NAMES].sort());
  });
});
