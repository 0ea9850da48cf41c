import { chileanDate } from '@domain/pricing/domain/chilean-day';
import { MEMBERSHIP_ACTIONS } from '@domain/policies/domain/membership-flow';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../../auth/http-client';

/**
 * "Iniciar baja" of an active insured (policy-employee:active-process-cancellation): asks the exclusion date
 * (inside the cancellation window, checked by the server) and the reason.
 */
export function StartCancellationButton({ id, name }: { id: number; name: string }) {
  const { canAccess } = useCanAccess({ resource: 'insured', action: 'start-cancellation' });
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!canAccess) return null;
  const close = () => {
    setOpen(false);
    setError(null);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        onClick={(event) => {
          event.stopPropagation();
          setDate(chileanDate(new Date()));
          setReason('');
          setOpen(true);
        }}
      >
        {MEMBERSHIP_ACTIONS['start-cancellation'].label}
      </Button>
      <Dialog open={open} onClose={close} onClick={(event) => event.stopPropagation()}>
        <DialogTitle>Iniciar baja de {name}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important', minWidth: 360 }}>
          <TextField
            type="date"
            label={translate('resources.insured.labels.exclusionDateInput')}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={error !== null}
            helperText={error ?? 'Hasta 30 días atrás y 30 adelante.'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={translate('resources.insured.labels.cancellationReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Volver</Button>
          <Button
            variant="contained"
            disabled={!date}
            onClick={() =>
              void httpClient(`/api/admin/insured/${id}/start-cancellation`, {
                method: 'POST',
                body: JSON.stringify({ exclusionDate: date, reason }),
              })
                .then(() => {
                  close();
                  notify('resources.insured.notifications.cancellationStarted', { type: 'success' });
                  refresh();
                })
                .catch((caught: Error) => setError(caught.message))
            }
          >
            Iniciar baja
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
