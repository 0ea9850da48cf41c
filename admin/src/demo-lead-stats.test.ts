import { describe, expect, it } from 'vitest';
import { demoLeadStats } from './demo-lead-stats';

describe('demoLeadStats (the demo view of spec 03 §5)', () => {
  it('answers fixed sample figures for the 14 days up to today', () => {
    const stats = demoLeadStats(new Date('2026-11-27T12:00:00Z'));
    expect(stats.byDay).toHaveLength(14);
    expect(stats.byDay.at(-1)!.date).toBe('2026-11-27');
    expect(stats.byDay[0]!.date).toBe('2026-11-14');
    expect(stats.byStatus.map((row) => row.label)).toContain('Asignado');
    expect(stats).toEqual(demoLeadStats(new Date('2026-11-27T12:00:00Z')));
  });
});
