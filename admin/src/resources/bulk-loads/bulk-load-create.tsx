import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { httpClient } from '../../auth/http-client';
import { downloadFile } from './files';
import { BulkLoadProgress } from './progress';
import { useBulkLoad } from './use-bulk-load';

/**
 * Upload of an activation or cancellation file (.xlsx or .csv) for one of the company's policies, then the
 * live progress bar of the load and its error report.
 */
export function BulkLoadCreate() {
  const translate = useTranslate();
  const { data: policies = [] } = useGetList('policies', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'DESC' },
  });
  const [params] = useSearchParams();
  const [policyId, setPolicyId] = useState<string>(params.get('policyId') ?? '');
  const [kind, setKind] = useState<'activation' | 'cancellation'>('activation');
  const [file, setFile] = useState<File | null>(null);
  const [loadId, setLoadId] = useState<number | null>(null);
  const [duplicate, setDuplicate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { load } = useBulkLoad(loadId);
  const chosenPolicy = policyId || (policies.length === 1 ? String(policies[0]!.id) : '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !chosenPolicy) return;
    setError(null);
    setSending(true);
    const body = new FormData();
    body.append('kind', kind);
    body.append('policyId', chosenPolicy);
    body.append('file', file);
    try {
      const { json } = await httpClient('/api/admin/bulk-loads', { method: 'POST', body });
      const data = (json as { data: { id: number; duplicate: boolean } }).data;
      setDuplicate(data.duplicate);
      setLoadId(data.id);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'No se pudo subir el archivo.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title="Nueva carga masiva" />
      <CardContent component="form" onSubmit={submit}>
        <Typography variant="h6" gutterBottom>
          Carga masiva de altas o bajas
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Sube una planilla .xlsx o .csv con las columnas de la plantilla. Las filas con errores no detienen las demás:
          al terminar puedes descargar el informe de errores.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => void downloadFile('/api/admin/bulk-loads/templates/activation.xlsx', 'plantilla-altas.xlsx')}
          >
            Plantilla de altas
          </Button>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() =>
              void downloadFile('/api/admin/bulk-loads/templates/cancellation.xlsx', 'plantilla-bajas.xlsx')
            }
          >
            Plantilla de bajas
          </Button>
        </Box>
        <TextField
          select
          label={translate('resources.bulk-loads.labels.policy')}
          value={chosenPolicy}
          onChange={(e) => setPolicyId(e.target.value)}
          fullWidth
          required
          sx={{ mb: 2 }}
          slotProps={{ select: { inputProps: { 'aria-label': 'Póliza' } } }}
        >
          {policies.map((policy) => (
            <MenuItem key={policy.id} value={String(policy.id)}>
              {policy.number} · {policy.clientOrganizationName ?? 'Individual'} · {policy.statusLabel}
            </MenuItem>
          ))}
        </TextField>
        <FormControl sx={{ mb: 2 }}>
          <FormLabel id="bulk-kind">Tipo de carga</FormLabel>
          <RadioGroup
            row
            aria-labelledby="bulk-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as typeof kind)}
          >
            <FormControlLabel
              value="activation"
              control={<Radio />}
              label={translate('resources.bulk-loads.labels.activation')}
            />
            <FormControlLabel
              value="cancellation"
              control={<Radio />}
              label={translate('resources.bulk-loads.labels.cancellation')}
            />
          </RadioGroup>
        </FormControl>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            Elegir archivo
            <input
              hidden
              type="file"
              name="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2">{file ? file.name : 'Ningún archivo elegido'}</Typography>
        </Box>
        <Button type="submit" variant="contained" disabled={!file || !chosenPolicy || sending}>
          {sending ? 'Subiendo…' : 'Subir y procesar'}
        </Button>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {duplicate && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Este archivo ya se había cargado en la póliza: se muestra esa carga y no se asegura a nadie dos veces.
          </Alert>
        )}
        {load && (
          <>
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
              <Button
                component={Link}
                to={`/insured?filter=${encodeURIComponent(JSON.stringify({ bulkLoadId: load.id }))}`}
              >
                Ver asegurados de la carga
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
