import type { InsurerDirectory } from '../../application/ports.js';
import type { BulkLoad } from '../../domain/bulk-load.js';
import type { Insured } from '../../domain/insured.js';
import type { Policy } from '../../domain/policy.js';
import { BULK_LOAD_KIND_LABELS } from '../../domain/bulk-load-columns.js';
import { BULK_LOAD_STATUS_LABELS, loadSummary, progressPercent } from '../../domain/bulk-load-status.js';
import { actionsFor } from '../../domain/membership-flow.js';
import {
  DEPENDANT_TYPE_LABELS,
  GENDER_LABELS,
  INSURED_TYPE_LABELS,
  periodicityLabel,
  POLICY_STATUS_LABELS,
} from '../../domain/statuses.js';

/* The JSON of policies, insured people and bulk loads, shared by the routers that answer them. */

export const policyDto = (policy: Policy, insurerName: string | null = null) => ({
  ...policy,
  insurerName,
  statusLabel: POLICY_STATUS_LABELS[policy.status],
  periodicityLabel: periodicityLabel(policy.periodicityMonths),
});

export type PolicyView = ReturnType<typeof policyDto>;

/** Policies with their insurer's name, read from the catalogue in one call per page. */
export async function policyDtos(directory: InsurerDirectory, policies: Policy[]) {
  const ids = [...new Set(policies.map((p) => p.insurerId).filter((id): id is number => id !== null))];
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const { rows } = await directory.insurers({ ids, offset: 0, limit: ids.length });
    for (const row of rows) names.set(row.id, row.name);
  }
  return policies.map((p) => policyDto(p, p.insurerId === null ? null : (names.get(p.insurerId) ?? null)));
}

export const insuredDto = (insured: Insured) => ({
  ...insured,
  statusLabel: POLICY_STATUS_LABELS[insured.status],
  insuredTypeLabel: INSURED_TYPE_LABELS[insured.insuredType],
  dependantTypeLabel: insured.dependantType ? DEPENDANT_TYPE_LABELS[insured.dependantType] : null,
  genderLabel: insured.gender ? GENDER_LABELS[insured.gender] : null,
  actions: actionsFor(insured.status),
});

export const bulkLoadDto = (load: BulkLoad) => ({
  id: load.id,
  kind: load.kind,
  kindLabel: BULK_LOAD_KIND_LABELS[load.kind],
  status: load.status,
  statusLabel: BULK_LOAD_STATUS_LABELS[load.status],
  total: load.total ?? 0,
  processed: load.processed,
  succeeded: load.succeeded,
  failed: load.failed,
  percent: progressPercent(load),
  policyId: load.policyId,
  policyNumber: load.policyNumber,
  clientOrganizationId: load.clientOrganizationId,
  clientOrganizationName: load.clientOrganizationName,
  fileName: load.fileName,
  errorMessage: load.errorMessage,
  cancelRequested: load.cancelRequested,
  cancelledByName: load.cancelledByName,
  summary: loadSummary(load),
  createdByName: load.createdByName,
  createdAt: load.createdAt,
  startedAt: load.startedAt,
  finishedAt: load.finishedAt,
});
