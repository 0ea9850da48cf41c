import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { BackofficeDataProvider } from '../../data-provider';

/** "Reasignar": shown only to holders of lead:assign; PUT /api/admin/leads/:id/assign. */
export function AssignButton() {
  const record = useRecordContext<{ id: number; executive: { id: number } | null }>();
  const { canAccess } = useCanAccess({ resource: 'leads', action: 'assign' });
  const [open, setOpen] = useState(false);
  const [executiveId, setExecutiveId] = useState<number | ''>('');
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const { data: executives = [] } = useGetList(
    'executives',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  );
  if (!record || !canAccess) return null;

  const save = async () => {
    if (executiveId === '') return;
    try {
      await dataProvider.assignLead(record.id, executiveId);
      notify('resources.leads.notifications.reassigned', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'resources.leads.notifications.reassignFailed', {
        type: 'error',
      });
    }
  };

  return (
    <>
      <Button label="resources.leads.actions.reassign" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Reasignar solicitud #{record.id}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('resources.leads.fields.executiveId')}
            value={executiveId}
            onChange={(e) => setExecutiveId(Number(e.target.value))}
          >
            {executives.map((executive) => (
              <MenuItem key={executive.id} value={executive.id}>
                {executive.name} ({executive.email})
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Cancelar</MuiButton>
          <MuiButton variant="contained" onClick={() => void save()} disabled={executiveId === ''}>
            Reasignar
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
