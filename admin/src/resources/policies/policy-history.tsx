import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { policiesApi } from './policies-api';

interface HistoryRow {
  id: number;
  at: string;
  userName: string | null;
  action: string;
  actionLabel: string;
  changes: Record<string, unknown>;
}

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** "campo: antes → después" for edits; the other entries list their facts. */
function changesText(row: HistoryRow): string {
  return Object.entries(row.changes)
    .map(([key, value]) => {
      const pair = value as { from?: unknown; to?: unknown } | null;
      if (row.action === 'update' && pair && typeof pair === 'object' && 'to' in pair)
        return `${key}: ${show(pair.from)} → ${show(pair.to)}`;
      return `${key}: ${show(value)}`;
    })
    .join(' · ');
}

/** Every change of the policy with the user who made it (policy:read-history), newest first. */
export function PolicyHistory() {
  const policy = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const [rows, setRows] = useState<HistoryRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!policy?.id) return;
    policiesApi<HistoryRow[]>(`/policies/${policy.id}/history`)
      .then(setRows)
      .catch((caught: Error) => setError(caught.message));
  }, [policy?.id]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!rows) return null;
  if (rows.length === 0) return <Typography variant="body2">Sin cambios registrados.</Typography>;
  return (
    <Table size="small" aria-label={translate('resources.policies.labels.history')}>
      <TableHead>
        <TableRow>
          <TableCell>Fecha</TableCell>
          <TableCell>Usuario</TableCell>
          <TableCell>Cambio</TableCell>
          <TableCell>Detalle</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(row.at).toLocaleString('es-CL')}</TableCell>
            <TableCell>{row.userName ?? 'Sistema'}</TableCell>
            <TableCell>{row.actionLabel}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{changesText(row)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
