import { MEMBERSHIP_ACTIONS, type MembershipAction } from '@domain/policies/domain/membership-flow';
import { Button, Stack } from '@mui/material';
import { useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../../auth/http-client';
import { StartCancellationButton } from './start-cancellation';

/** One policy-employee action button, shown only when the status allows it and the user holds its permission. */
function ActionButton({ action, id }: { action: MembershipAction; id: number }) {
  const { canAccess } = useCanAccess({ resource: 'insured', action });
  const notify = useNotify();
  const refresh = useRefresh();
  if (!canAccess || action === 'start-cancellation') return null;
  return (
    <Button
      size="small"
      variant={action.startsWith('accept') ? 'contained' : 'outlined'}
      color={action.startsWith('accept') ? 'primary' : 'inherit'}
      onClick={(event) => {
        event.stopPropagation();
        void httpClient(`/api/admin/insured/${id}/${action}`, { method: 'POST', body: '{}' })
          .then(() => {
            notify('resources.insured.notifications.actionDone', {
              type: 'success',
              messageArgs: { action: MEMBERSHIP_ACTIONS[action].label },
            });
            refresh();
          })
          .catch((caught: Error) => notify(caught.message, { type: 'error' }));
      }}
    >
      {MEMBERSHIP_ACTIONS[action].label}
    </Button>
  );
}

/** The policy-employee actions of the row's insured (spec 03 §4): accept/decline, start a cancellation. */
export function InsuredActions() {
  const record = useRecordContext<{ id: number; fullName: string; actions: MembershipAction[] }>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1}>
      {record.actions.map((action) =>
        action === 'start-cancellation' ? (
          <StartCancellationButton key={action} id={record.id} name={record.fullName} />
        ) : (
          <ActionButton key={action} action={action} id={record.id} />
        ),
      )}
    </Stack>
  );
}
