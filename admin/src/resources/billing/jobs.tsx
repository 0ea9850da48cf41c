import { Button } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  TextField,
  TopToolbar,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { billingAction, openQueuesDashboard } from './billing-api';

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('es-CL') : '—');

function RunNowButton() {
  const record = useRecordContext<{ id: string; label: string }>();
  const { canAccess } = useCanAccess({ resource: 'billing-jobs', action: 'run' });
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || !canAccess) return null;
  return (
    <Button
      variant="outlined"
      size="small"
      aria-label={`Ejecutar ahora: ${record.label}`}
      onClick={(event) => {
        event.stopPropagation();
        billingAction(`/billing-jobs/${record.id}/run`, 'POST')
          .then(() => {
            notify('resources.billing-jobs.notifications.queued', { type: 'success' });
            setTimeout(refresh, 1500);
          })
          .catch((error: Error) => notify(error.message, { type: 'error' }));
      }}
    >
      Ejecutar ahora
    </Button>
  );
}

function JobsActions() {
  return (
    <TopToolbar>
      <Button onClick={() => void openQueuesDashboard()}>Ver colas (bull-board)</Button>
    </TopToolbar>
  );
}

/** Jobs screen (job:read): each schedule, its last and next run, counts, failures, and "Ejecutar ahora" (job:run). */
export function JobList() {
  return (
    <List title="Trabajos programados" exporter={false} pagination={false} actions={<JobsActions />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="label" sortable={false} />
        <FunctionField
          label="resources.billing-jobs.fields.pattern"
          render={(r: { pattern: string; timeZone: string }) => `${r.pattern} (${r.timeZone})`}
        />
        <FunctionField
          label="resources.billing-jobs.fields.lastRun"
          render={(r: { lastRun: { startedAt: string; status: string; trigger: string } | null }) =>
            r.lastRun
              ? `${when(r.lastRun.startedAt)} · ${r.lastRun.status} · ${r.lastRun.trigger === 'manual' ? 'manual' : 'programada'}`
              : '—'
          }
        />
        <FunctionField
          label="resources.billing-jobs.fields.result"
          render={(r: { lastRun: { counts: Record<string, unknown>; error: string | null } | null }) =>
            r.lastRun ? (r.lastRun.error ?? JSON.stringify(r.lastRun.counts)) : '—'
          }
        />
        <FunctionField
          label="resources.billing-jobs.fields.nextRunAt"
          render={(r: { nextRunAt: string | null }) => when(r.nextRunAt)}
        />
        <NumberField source="runs" sortable={false} />
        <NumberField source="failures" sortable={false} />
        <RunNowButton />
      </Datagrid>
    </List>
  );
}

export const billingJobs = { list: JobList };
