import type { LeadStats } from './data-provider';

/**
 * The figures the demo view shows (spec 03 §5 "Ud. tiene acceso Demo a esta vista"): a user without lead:read
 * (a partner, a portal user) sees what the requests dashboard looks like with fixed sample numbers, never real
 * ones. The days are counted back from `today` so the chart looks current.
 */
export function demoLeadStats(today: Date): LeadStats {
  const byStatus = [
    { status: 1, label: 'Sin estado', count: 12 },
    { status: 2, label: 'Asignado', count: 34 },
    { status: 3, label: 'Cerrado', count: 21 },
    { status: 4, label: 'Fallido', count: 6 },
    { status: 500, label: 'Contratación online', count: 9 },
  ];
  const shape = [3, 5, 4, 6, 8, 7, 5, 9, 11, 10, 8, 12, 9, 7];
  const byDay = shape.map((count, index) => {
    const day = new Date(today.getTime() - (shape.length - 1 - index) * 86_400_000);
    return { date: day.toISOString().slice(0, 10), count };
  });
  return { byStatus, byDay };
}
