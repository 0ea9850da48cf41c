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
      {load.errorMessage && (
        <Typography color="error" variant="body2">
          {load.errorMessage}
        </Typography>
      )}
    </Box>
  );
}
