import LogoutIcon from '@mui/icons-material/Logout';
import UnsubscribeIcon from '@mui/icons-material/Unsubscribe';
import { useState } from 'react';
import { Button, TopToolbar, useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../../auth/http-client';

/** Signing the customer out everywhere and withdrawing their alerts, for customer:update only. */
export function CustomerActions() {
  const record = useRecordContext<{ id: number }>();
  const { canAccess } = useCanAccess({ resource: 'customers', action: 'edit' });
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess) return <TopToolbar />;
  const act = async (path: string, done: (json: Record<string, unknown>) => string) => {
    setBusy(true);
    try {
      const { json } = await httpClient(`/api/admin/customers/${record.id}/${path}`, { method: 'POST' });
      notify(done(json as Record<string, unknown>), { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'No se pudo completar la acción.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <TopToolbar>
      <Button
        label="resources.customers.labels.signOut"
        disabled={busy}
        onClick={() => void act('sign-out', (json) => `Sesiones cerradas: ${String(json.revoked ?? 0)}.`)}
      >
        <LogoutIcon />
      </Button>
      <Button
        label="resources.customers.labels.withdrawAlerts"
        disabled={busy}
        onClick={() =>
          void act('withdraw-alerts', (json) =>
            json.withdrawn ? 'El cliente ya no recibirá alertas.' : 'El cliente no tenía alertas activas.',
          )
        }
      >
        <UnsubscribeIcon />
      </Button>
    </TopToolbar>
  );
}
