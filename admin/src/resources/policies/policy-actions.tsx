import { canMovePolicy } from '@domain/policies/domain/membership-flow';
import { POLICY_STATUS_LABELS, POLICY_STATUSES, type PolicyStatus } from '@domain/policies/domain/statuses';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import {
  EditButton,
  TopToolbar,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
} from 'react-admin';
import { Link } from 'react-router';
import { policiesApi } from './policies-api';

interface PolicyRecord {
  id: number;
  number: string;
  status: PolicyStatus;
  kind: 'collective' | 'individual';
}

/** Moves the policy to one of the statuses its current one allows (policy:update); activation publishes. */
function StatusMenu({ policy }: { policy: PolicyRecord }) {
  const { canAccess } = useCanAccess({ resource: 'policies', action: 'change-status' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const next = POLICY_STATUSES.filter((status) => canMovePolicy(policy.status, status));
  if (!canAccess || next.length === 0) return null;
  return (
    <>
      <Button size="small" startIcon={<SwapHorizIcon />} onClick={(e) => setAnchor(e.currentTarget)}>
        Cambiar estado
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {next.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setAnchor(null);
              void policiesApi(`/policies/${policy.id}/status`, 'POST', { status })
                .then(() => {
                  notify('resources.policies.notifications.statusChanged', {
                    type: 'success',
                    messageArgs: { status: POLICY_STATUS_LABELS[status].toLowerCase() },
                  });
                  refresh();
                })
                .catch((error: Error) => notify(error.message, { type: 'error' }));
            }}
          >
            {POLICY_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Duplicate (policy:duplicate) or renew (policy:renewal): the new policy opens. */
function CopyButton({ policy, mode }: { policy: PolicyRecord; mode: 'duplicate' | 'renewal' }) {
  const { canAccess } = useCanAccess({ resource: 'policies', action: mode });
  const notify = useNotify();
  const redirect = useRedirect();
  if (!canAccess) return null;
  return (
    <Button
      size="small"
      startIcon={mode === 'duplicate' ? <ContentCopyIcon /> : <AutorenewIcon />}
      onClick={() =>
        void policiesApi<{ id: number; number: string }>(`/policies/${policy.id}/${mode}`, 'POST')
          .then((created) => {
            notify('resources.policies.notifications.created', {
              type: 'success',
              messageArgs: { number: created.number },
            });
            redirect('show', 'policies', created.id);
          })
          .catch((error: Error) => notify(error.message, { type: 'error' }))
      }
    >
      {mode === 'duplicate' ? 'Duplicar' : 'Renovar'}
    </Button>
  );
}

/** The actions of a policy's page, each shown only with its permission string. */
export function PolicyShowActions() {
  const policy = useRecordContext<PolicyRecord>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'policies', action: 'edit' });
  const { canAccess: canAddInsured } = useCanAccess({ resource: 'insured', action: 'create' });
  const { canAccess: canLoad } = useCanAccess({ resource: 'bulk-loads', action: 'create' });
  if (!policy) return null;
  const open = policy.status !== 'CANCELED' && policy.status !== 'DECLINE';
  return (
    <TopToolbar>
      {canEdit && open && <EditButton />}
      <StatusMenu policy={policy} />
      <CopyButton policy={policy} mode="duplicate" />
      <CopyButton policy={policy} mode="renewal" />
      {canAddInsured && open && policy.kind === 'collective' && (
        <Button
          size="small"
          startIcon={<PersonAddIcon />}
          component={Link}
          to={`/insured/create?policyId=${policy.id}`}
        >
          Agregar asegurado
        </Button>
      )}
      {canLoad && open && policy.kind === 'collective' && (
        <Button
          size="small"
          startIcon={<UploadFileIcon />}
          component={Link}
          to={`/bulk-loads/create?policyId=${policy.id}`}
        >
          Carga masiva
        </Button>
      )}
    </TopToolbar>
  );
}
