import { Router, type Request } from 'express';
import { z } from 'zod';
import { lazyGuard } from '../../../platform/http/lazy-guard.js';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { AuthenticatedUser, Authorization } from '../../../platform/tokens.js';
import type { CancelSubscription } from '../application/cancel-subscription.js';
import type { ChangeSubscriptionChargeDate } from '../application/change-subscription-charge-date.js';
import type { GetSubscription } from '../application/get-subscription.js';
import type { ListSubscriptions } from '../application/list-subscriptions.js';
import type { PauseSubscription } from '../application/pause-subscription.js';
import type { ResumeSubscription } from '../application/resume-subscription.js';
import { subscriptionNotFound, type StaffActor } from '../application/staff-subscription-status.js';
import type { SubscriptionRecord, SubscriptionView } from '../application/subscription-ports.js';
import { staffActionsFor } from '../domain/subscription-staff-actions.js';
import { SUBSCRIPTION_STATES } from '../domain/subscriptions.js';

/**
 * Permission strings of spec 03 §6 guarding the back-office Suscripciones (issue 28). The spec's payment verbs
 * are create, read, delete, export, upload-file; no new string is added:
 * - payment:read to see them (list and show), like Ventas; and, as there, the staff permission lead:read too,
 *   because the client-portal roles hold payment:read for their company's payments and a card subscription is
 *   an individual buyer's (a caller without lead:read sees an empty list and 404 on one).
 * - payment:create for pause, resume and changeDate: each one writes a new payment instruction for the periods
 *   to come (the spec lists `changeDate` among the payment types), never removing one; BACKOFFICE holds it.
 * - payment:delete for cancel: it ends the card mandate for good, the one destructive action; only ADMIN and
 *   ADMINISTRADOR hold it by default.
 */
export const SUBSCRIPTION_PERMISSIONS = {
  read: 'payment:read',
  manage: 'payment:create',
  cancel: 'payment:delete',
  staff: 'lead:read',
} as const;

export const subscriptionFilterSchema = z.object({
  id: z.union([z.string().uuid(), z.array(z.string().uuid()).max(500)]).optional(),
  status: z.enum(SUBSCRIPTION_STATES).optional(),
  q: z.string().trim().max(200).optional(),
});

/** The list is always newest first (the repository's order); react-admin may still send its sort. */
export const SUBSCRIPTION_SORT_FIELDS = ['createdAt'] as const;

export const reasonSchema = z.object({
  reason: z.string().trim().max(500, 'El motivo admite hasta 500 caracteres.').optional(),
});
export const changeDateSchema = z.object({
  date: z
    .string({ error: 'Indica la nueva fecha de cobro (AAAA-MM-DD).' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida: usa una fecha real con el formato AAAA-MM-DD.'),
});

export const subscriptionRowJson = (view: SubscriptionView) => ({
  id: view.id,
  saleId: view.saleId,
  status: view.status,
  paymentType: view.paymentType,
  provider: view.provider,
  cardBrand: view.cardBrand,
  cardLast4: view.cardLast4,
  chargeDay: view.chargeDay,
  productName: view.productName,
  buyerName: view.buyerName,
  buyerEmail: view.buyerEmail,
  nextCharge: view.nextCharge,
  latePeriods: view.latePeriods,
  createdAt: view.createdAt,
  updatedAt: view.updatedAt,
});

const actionJson = (subscription: SubscriptionRecord) => ({
  id: subscription.id,
  status: subscription.status,
  chargeDay: subscription.chargeDay,
  actions: staffActionsFor(subscription.status),
});

const actorOf = (req: Request): StaffActor => {
  const user = (req as unknown as { user: AuthenticatedUser }).user;
  return { id: user.id, name: user.name };
};

export interface SubscriptionAdminUseCases {
  list: ListSubscriptions;
  get: GetSubscription;
  pause: PauseSubscription;
  resume: ResumeSubscription;
  changeDate: ChangeSubscriptionChargeDate;
  cancel: CancelSubscription;
}

/** /api/admin/subscriptions: the Suscripciones resource (react-admin's list protocol) and the staff actions. */
export function subscriptionsAdminRouter(
  useCases: SubscriptionAdminUseCases,
  authorization: () => Authorization | undefined,
): Router {
  const router = Router();
  const requirePermission = lazyGuard(authorization);
  const isStaff = (req: Request) =>
    ((req as unknown as { user?: AuthenticatedUser }).user?.permissions ?? []).some(
      (p) => p === SUBSCRIPTION_PERMISSIONS.staff || p === 'lead:*' || p === '*',
    );
  const staffOnly: (req: Request) => void = (req) => {
    if (!isStaff(req)) throw subscriptionNotFound();
  };

  router.get('/', requirePermission(SUBSCRIPTION_PERMISSIONS.read), async (req, res) => {
    const list = parseAdminList(req.query, {
      sortFields: SUBSCRIPTION_SORT_FIELDS,
      filter: subscriptionFilterSchema,
      defaultSort: { field: 'createdAt', order: 'DESC' },
    });
    const filter = list.filter ?? {};
    const { rows, total } = isStaff(req)
      ? await useCases.list.execute({
          status: filter.status,
          q: filter.q || undefined,
          ids: filter.id === undefined ? undefined : ([] as string[]).concat(filter.id),
          offset: list.offset,
          limit: list.limit,
        })
      : { rows: [], total: 0 };
    sendAdminList(res, 'subscriptions', rows.map(subscriptionRowJson), total, list.offset);
  });

  router.get('/:id', requirePermission(SUBSCRIPTION_PERMISSIONS.read), async (req, res) => {
    staffOnly(req);
    const { view, periods, history } = await useCases.get.execute(String(req.params.id));
    res.set('Cache-Control', 'no-store').json({
      ...subscriptionRowJson(view),
      card: { brand: view.cardBrand, last4: view.cardLast4 },
      actions: staffActionsFor(view.status),
      periods: periods.map((period) => ({ ...period, id: period.periodId })),
      history: history.map((entry, index) => ({ id: index + 1, ...entry })),
    });
  });

  router.post('/:id/pause', requirePermission(SUBSCRIPTION_PERMISSIONS.manage), async (req, res) => {
    staffOnly(req);
    const { reason } = parseInput(reasonSchema, req.body ?? {});
    res.json({ data: actionJson(await useCases.pause.execute(String(req.params.id), actorOf(req), reason)) });
  });

  router.post('/:id/resume', requirePermission(SUBSCRIPTION_PERMISSIONS.manage), async (req, res) => {
    staffOnly(req);
    const { reason } = parseInput(reasonSchema, req.body ?? {});
    res.json({ data: actionJson(await useCases.resume.execute(String(req.params.id), actorOf(req), reason)) });
  });

  router.post('/:id/change-date', requirePermission(SUBSCRIPTION_PERMISSIONS.manage), async (req, res) => {
    staffOnly(req);
    const { date } = parseInput(changeDateSchema, req.body ?? {}, 'Fecha de cobro inválida.');
    res.json({ data: actionJson(await useCases.changeDate.execute(String(req.params.id), date, actorOf(req))) });
  });

  router.post('/:id/cancel', requirePermission(SUBSCRIPTION_PERMISSIONS.cancel), async (req, res) => {
    staffOnly(req);
    const { reason } = parseInput(reasonSchema, req.body ?? {});
    res.json({ data: actionJson(await useCases.cancel.execute(String(req.params.id), actorOf(req), reason)) });
  });

  return router;
}
