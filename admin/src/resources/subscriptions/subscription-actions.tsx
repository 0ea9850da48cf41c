import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField as MuiTextField,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { StaffSubscriptionAction } from '@domain/sales/domain/subscription-staff-actions';
import { httpClient } from '../../auth/http-client';

interface SubscriptionRecord {
  id: string;
  /** The actions the server allows in the subscription's state (staffActionsFor). */
  actions?: StaffSubscriptionAction[];
}

/**
 * The staff actions on a subscription, each shown only when the user holds its permission (auth/access.ts:
 * pause, resume and change-date need payment:create, cancel payment:delete) and the state allows it. The server
 * checks both again.
 */
export function SubscriptionActions() {
  const record = useRecordContext<SubscriptionRecord>();
  const manage = useCanAccess({ resource: 'subscriptions', action: 'manage' });
  const cancel = useCanAccess({ resource: 'subscriptions', action: 'cancel' });
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'change-date' | 'cancel' | null>(null);
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  // The list's row may stand in for the record until the detail arrives: it has no actions yet.
  const allowed = (action: StaffSubscriptionAction) =>
    (record.actions ?? []).includes(action) && (action === 'cancel' ? cancel.canAccess : manage.canAccess);

  const send = async (action: StaffSubscriptionAction, body: Record<string, unknown>) => {
    setBusy(true);
    try {
      await httpClient(`/api/admin/subscriptions/${record.id}/${action}`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      notify(`resources.subscriptions.notifications.${action}`, { type: 'success' });
      setDialog(null);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'resources.subscriptions.notifications.failed', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ my: 1 }}>
      {allowed('pause') && (
        <MuiButton variant="outlined" disabled={busy} onClick={() => void send('pause', {})}>
          {translate('resources.subscriptions.actions.pause')}
        </MuiButton>
      )}
      {allowed('resume') && (
        <MuiButton variant="outlined" disabled={busy} onClick={() => void send('resume', {})}>
          {translate('resources.subscriptions.actions.resume')}
        </MuiButton>
      )}
      {allowed('change-date') && (
        <MuiButton variant="outlined" disabled={busy} onClick={() => setDialog('change-date')}>
          {translate('resources.subscriptions.actions.changeDate')}
        </MuiButton>
      )}
      {allowed('cancel') && (
        <MuiButton variant="outlined" color="error" disabled={busy} onClick={() => setDialog('cancel')}>
          {translate('resources.subscriptions.actions.cancel')}
        </MuiButton>
      )}
      <Dialog open={dialog === 'change-date'} onClose={() => setDialog(null)}>
        <DialogTitle>{translate('resources.subscriptions.actions.changeDate')}</DialogTitle>
        <DialogContent>
          <MuiTextField
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            label={translate('resources.subscriptions.labels.newChargeDate')}
            helperText={translate('resources.subscriptions.labels.newChargeDateHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setDialog(null)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton disabled={busy || !date} onClick={() => void send('change-date', { date })}>
            {translate('ra.action.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
      <Dialog open={dialog === 'cancel'} onClose={() => setDialog(null)}>
        <DialogTitle>{translate('resources.subscriptions.labels.cancelTitle')}</DialogTitle>
        <DialogContent>
          <p>{translate('resources.subscriptions.labels.cancelDetail')}</p>
          <MuiTextField
            fullWidth
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            label={translate('resources.subscriptions.labels.reason')}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setDialog(null)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            color="error"
            disabled={busy}
            onClick={() => void send('cancel', reason.trim() ? { reason: reason.trim() } : {})}
          >
            {translate('resources.subscriptions.actions.cancel')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
