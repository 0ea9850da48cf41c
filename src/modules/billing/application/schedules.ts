/** The scheduled jobs of billing (one BullMQ job scheduler each), as the Jobs screen lists them. */
export const SCHEDULE_IDS = ['arrears-reminders', 'uf-refresh'] as const;
export type ScheduleId = (typeof SCHEDULE_IDS)[number];

export const SCHEDULE_LABELS: Readonly<Record<ScheduleId, string>> = {
  'arrears-reminders': 'Recordatorios de mora (avisos 0, 4 y 8)',
  'uf-refresh': 'Actualización de la UF de los períodos abiertos',
};

export interface ScheduleOverview {
  id: ScheduleId;
  label: string;
  pattern: string | null;
  timeZone: string | null;
  nextRunAt: string | null;
  lastRun: {
    startedAt: string;
    finishedAt: string | null;
    status: string;
    counts: Record<string, unknown>;
    error: string | null;
    trigger: string;
  } | null;
  runs: number;
  failures: number;
}
