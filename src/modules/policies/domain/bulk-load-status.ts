/** A bulk load's life (issue 11 contract): queued → processing → done | failed | cancelled. */
export const BULK_LOAD_STATUSES = ['queued', 'processing', 'done', 'failed', 'cancelled'] as const;
export type BulkLoadStatus = (typeof BULK_LOAD_STATUSES)[number];

export const BULK_LOAD_STATUS_LABELS: Record<BulkLoadStatus, string> = {
  queued: 'En cola',
  processing: 'Procesando',
  done: 'Terminada',
  failed: 'Fallida',
  cancelled: 'Cancelada',
};

export const isFinished = (status: BulkLoadStatus) =>
  status === 'done' || status === 'failed' || status === 'cancelled';

/** Percent of rows processed, 0-100 (a finished load is 100 even with no rows; a cancelled one keeps its figure). */
export function progressPercent(load: { status: BulkLoadStatus; total: number | null; processed: number }): number {
  if (load.status === 'done') return 100;
  if (!load.total || load.total <= 0) return 0;
  return Math.min(100, Math.floor((load.processed / load.total) * 100));
}

/** Most rows a file may hold (larger files are split by the company). */
export const MAX_BULK_ROWS = 50_000;
