import { Router } from 'express';
import { z } from 'zod';
import { parseAdminList, sendAdminList } from '../../../../platform/http/admin-list.js';
import { intLike } from '../http-input.js';
import { actorOfRequest, type Guard, type PoliciesHttpDeps } from './policies-http.js';

export const UNINSURED_SORT_FIELDS = ['id'] as const;
export const uninsuredFilter = z.object({
  q: z.string().max(100).optional(),
  clientOrganizationId: intLike.optional(),
});

/** /api/admin/uninsured: people of the user's companies with no policy in force. */
export function uninsuredRouter(deps: PoliciesHttpDeps, guard: Guard): Router {
  const router = Router();
  const actorOf = actorOfRequest(deps);
  router.get('/uninsured', guard('employee:read-uninsured'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: UNINSURED_SORT_FIELDS,
      filter: uninsuredFilter,
      defaultSort: { field: 'id', order: 'ASC' },
    });
    const page = await deps.insured.uninsured((await actorOf(req)).orgs, {
      ...query,
      filter: { q: query.filter?.q?.trim() || undefined, clientOrganizationId: query.filter?.clientOrganizationId },
    });
    sendAdminList(res, 'uninsured', page.rows, page.total, query.offset);
  });
  return router;
}
