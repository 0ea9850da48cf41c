import { Router } from 'express';
import { z } from 'zod';
import { parseAdminList, sendAdminList } from '../../../../platform/http/admin-list.js';
import { isoDate } from '../../../../platform/http/input-schemas.js';
import { parseInput } from '../../../../platform/http/validate.js';
import type { Insured } from '../../domain/insured.js';
import { notFound } from '../../domain/errors.js';
import { INSURED_FILTER_MODES, statusesForMode } from '../../domain/insured-filter-mode.js';
import { MEMBERSHIP_ACTION_NAMES, MEMBERSHIP_ACTIONS, type MembershipAction } from '../../domain/membership-flow.js';
import { INSURED_TYPE_LABELS, INSURED_TYPES, POLICY_STATUS_LABELS, POLICY_STATUSES } from '../../domain/statuses.js';
import { idOf, intLike, optionalText } from '../http-input.js';
import { sendXlsx } from '../xlsx-writer.js';
import { actorOfRequest, type Guard, type PoliciesHttpDeps } from './policies-http.js';
import { insuredDto } from './presenters.js';

export const INSURED_SORT_FIELDS = ['id', 'rut', 'fullName', 'status', 'startDate', 'policyNumber'] as const;
export const insuredListFilter = z.object({
  q: z.string().max(100).optional(),
  policyId: intLike.optional(),
  status: z.enum(POLICY_STATUSES).optional(),
  insuredType: z.enum(INSURED_TYPES).optional(),
  bulkLoadId: intLike.optional(),
  id: z.union([intLike, z.array(intLike).max(500)]).optional(),
  // spec 03 §3 filter modes: ALTAS, BAJAS or TODAS (insured-filter-mode.ts).
  mode: z.enum(INSURED_FILTER_MODES).optional(),
});
export const cancellationBody = z.object({
  exclusionDate: isoDate('La fecha de exclusión'),
  reason: optionalText(200),
});

/** /api/admin/insured: insured people, their export and the membership actions of their status. */
export function insuredRouter(deps: PoliciesHttpDeps, guard: Guard): Router {
  const router = Router();
  const actorOf = actorOfRequest(deps);
  const insuredListQuery = (query: unknown) =>
    parseAdminList(query, {
      sortFields: INSURED_SORT_FIELDS,
      filter: insuredListFilter,
      defaultSort: { field: 'id', order: 'DESC' },
    });
  const insuredFilter = (f: ReturnType<typeof insuredListQuery>['filter']) => ({
    q: f?.q?.trim() || undefined,
    policyId: f?.policyId,
    status: f?.status,
    insuredType: f?.insuredType,
    statuses: statusesForMode(f?.mode),
    bulkLoadId: f?.bulkLoadId,
    ids: f?.id === undefined ? undefined : [f.id].flat(),
  });
  router.get('/insured', guard('employee:read'), async (req, res) => {
    const query = insuredListQuery(req.query);
    const page = await deps.insured.list((await actorOf(req)).orgs, { ...query, filter: insuredFilter(query.filter) });
    sendAdminList(res, 'insured', page.rows.map(insuredDto), page.total, query.offset);
  });
  router.get('/insured/export.xlsx', guard('employee:export'), async (req, res) => {
    const query = insuredListQuery(req.query);
    const page = await deps.insured.list((await actorOf(req)).orgs, {
      ...query,
      offset: 0,
      limit: 100_000,
      filter: insuredFilter(query.filter),
    });
    await sendXlsx(
      res,
      'asegurados.xlsx',
      'Asegurados',
      [
        { header: 'RUT', value: (i: Insured) => i.rut },
        { header: 'Nombre', width: 30, value: (i) => i.fullName },
        { header: 'Tipo', value: (i) => INSURED_TYPE_LABELS[i.insuredType] },
        { header: 'RUT titular', value: (i) => i.holderRut },
        { header: 'Póliza', value: (i) => i.policyNumber },
        { header: 'Grupo', value: (i) => i.coverageGroupName },
        { header: 'Estado', value: (i) => POLICY_STATUS_LABELS[i.status] },
        { header: 'Inicio', value: (i) => i.startDate },
        { header: 'Exclusión', value: (i) => i.exclusionDate },
      ],
      page.rows,
    );
  });
  router.get('/insured/:id', guard('employee:read'), async (req, res) => {
    const insured = await deps.insured.get((await actorOf(req)).orgs, idOf(req.params.id, 'El asegurado'));
    if (!insured) throw notFound('El asegurado');
    res.json(insuredDto(insured));
  });
  for (const action of MEMBERSHIP_ACTION_NAMES) {
    router.post(`/insured/:id/${action}`, guard(MEMBERSHIP_ACTIONS[action].permission), async (req, res) => {
      const id = idOf(req.params.id, 'El asegurado');
      let exclusion: { date: string; reason: string | null } | undefined;
      if (action === 'start-cancellation') {
        const body = parseInput(cancellationBody, req.body ?? {});
        exclusion = { date: body.exclusionDate, reason: body.reason ?? null };
      }
      res.json(
        insuredDto(await deps.membershipAction.execute(await actorOf(req), id, action as MembershipAction, exclusion)),
      );
    });
  }
  return router;
}
