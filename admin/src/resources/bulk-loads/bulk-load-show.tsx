import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useCanAccess, useNotify } from 'react-admin';
import { Link, useParams } from 'react-router';
import { httpClient } from '../../auth/http-client';
import { downloadFile } from './files';
import { BulkLoadProgress } from './progress';
import { useBulkLoad } from './use-bulk-load';

/** One load: live progress, error report download, cancel while it runs. */
export function BulkLoadShow() {
  const { id } = useParams();
  const { load, error } = useBulkLoad(id ? Number(id) : null);
  const notify = useNotify();
  const { canAccess: canCancel } = useCanAccess({ resource: 'bulk-loads', action: 'cancel' });
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!load) return null;
  const running = load.status === 'queued' || load.status === 'processing';
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={`Carga N° ${load.id}`} />
      <CardContent>
        <Typography variant="h6">
          Carga N° {load.id} · {load.fileName}
        </Typography>
        <Typography variant="body2">
          {load.clientOrganizationName} · Póliza {load.policyNumber}
        </Typography>
        <BulkLoadProgress load={load} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          {load.failed > 0 && (
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() =>
                void downloadFile(`/api/admin/bulk-loads/${load.id}/errors.xlsx`, `errores-carga-${load.id}.xlsx`)
              }
            >
              Descargar informe de errores
            </Button>
          )}
          {running && canCancel && !load.cancelRequested && (
            <Button
              color="error"
              onClick={() =>
                void httpClient(`/api/admin/bulk-loads/${load.id}/cancel`, { method: 'POST' })
                  .then(() => notify('resources.bulk-loads.notifications.cancelRequested', { type: 'info' }))
                  .catch((caught: Error) => notify(caught.message, { type: 'error' }))
              }
            >
              Cancelar carga
            </Button>
          )}
          <Button
            component={Link}
            to={`/insured?filter=${encodeURIComponent(JSON.stringify({ bulkLoadId: load.id }))}`}
          >
            Ver asegurados de la carga
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
