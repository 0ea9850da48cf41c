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
export const MAX_BULK_ROWS = 100_000;

const count = (n: number) => n.toLocaleString('es-CL');
const rows = (n: number) => `${count(n)} ${n === 1 ? 'fila' : 'filas'}`;

/**
 * What a load did, in one Spanish sentence for the back-office (issue 11: a cancelled load reports what was
 * done: the rows committed before it stopped stay, the rest of the file was not read).
 */
export function loadSummary(load: {
  status: BulkLoadStatus;
  total: number | null;
  processed: number;
  succeeded: number;
  failed: number;
  cancelledByName?: string | null;
  errorMessage?: string | null;
}): string {
  const total = load.total ?? 0;
  const outcome = `${count(load.succeeded)} ${load.succeeded === 1 ? 'correcta' : 'correctas'} y ${count(load.failed)} con errores`;
  switch (load.status) {
    case 'queued':
      return `En cola: ${rows(total)} por procesar.`;
    case 'processing':
      return `Procesando: ${count(load.processed)} de ${rows(total)} (${outcome}).`;
    case 'done':
      return `Terminada: ${rows(load.processed)} procesadas (${outcome}).`;
    case 'failed':
      return `Fallida${load.errorMessage ? `: ${load.errorMessage}` : '.'}`;
    case 'cancelled': {
      const by = load.cancelledByName ? ` por ${load.cancelledByName}` : '';
      if (load.processed === 0) return `Cancelada${by} antes de procesar filas: no se aseguró ni excluyó a nadie.`;
      const left = Math.max(0, total - load.processed);
      return (
        `Cancelada${by} tras procesar ${count(load.processed)} de ${rows(total)} (${outcome}); ` +
        `${left === 1 ? 'la fila restante no se procesó' : `las ${count(left)} filas restantes no se procesaron`}.`
      );
    }
  }
}
