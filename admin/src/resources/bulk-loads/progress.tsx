import { Box, LinearProgress, Typography } from '@mui/material';

export interface BulkLoadView {
  id: number;
  kind: 'activation' | 'cancellation';
  kindLabel: string;
  status: 'queued' | 'processing' | 'done' | 'failed' | 'cancelled';
  statusLabel: string;
  total: number;
  processed: number;
  succeeded: number;
  failed: number;
  percent: number;
  policyNumber: string;
  clientOrganizationName: string;
  fileName: string;
  errorMessage: string | null;
  /** What the load did, in one sentence (loadSummary on the server). */
  summary: string;
  cancelRequested: boolean;
}

const nf = new Intl.NumberFormat('es-CL');

/** The live progress of a load: percent bar, rows done, ok and with errors. */
export function BulkLoadProgress({ load }: { load: BulkLoadView }) {
  const color =
    load.status === 'failed' || load.status === 'cancelled' ? 'error' : load.status === 'done' ? 'success' : 'primary';
  return (
    <Box sx={{ my: 2 }} aria-live="polite">
      <Typography variant="subtitle1" data-testid="bulk-load-status">
        {load.kindLabel} · {load.statusLabel} · {load.percent}%
      </Typography>
      <LinearProgress
        variant="determinate"
        value={load.percent}
        color={color}
        aria-label="Avance de la carga"
        sx={{ height: 12, borderRadius: 1, my: 1 }}
      />
      <Typography variant="body2" data-testid="bulk-load-counts">
        {nf.format(load.processed)} de {nf.format(load.total)} filas · {nf.format(load.succeeded)} correctas ·{' '}
        {nf.format(load.failed)} con error
      </Typography>
      {(load.status === 'cancelled' || load.status === 'failed' || load.status === 'done') && (
        <Typography
          variant="body2"
          color={load.status === 'done' ? 'text.secondary' : 'error'}
          data-testid="bulk-load-summary"
          sx={{ mt: 0.5 }}
        >
          {load.summary}
        </Typography>
      )}
      {load.cancelRequested && (load.status === 'queued' || load.status === 'processing') && (
        <Typography variant="body2" color="warning.main">
          Cancelación pedida: la carga se detiene al terminar el bloque de filas en curso.
        </Typography>
      )}
    </Box>
  );
}
