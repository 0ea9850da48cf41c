import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../../../platform/errors.js';
import type { PeriodView } from '../../domain/back-office-views.js';
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PERIOD_STATE_LABELS,
  PERIOD_STATES,
} from '../../domain/payment-status.js';
import { sendXlsx } from '../xlsx.js';
import {
  billingRequests,
  day,
  EXPORT_LIMIT,
  idOf,
  ids,
  intLike,
  type BillingHttpDeps,
  type Guard,
} from './billing-http.js';

export const periodFilter = z.object({
  id: ids.optional(),
  state: z.enum(PERIOD_STATES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  organizationId: intLike.optional(),
  policyId: intLike.optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().max(200).optional(),
});

export const PERIOD_SORT_FIELDS = [
  'id',
  'dueDate',
  'startDate',
  'amountClp',
  'status',
  'organizationName',
  'policyNumber',
] as const;

const periodOut = (p: PeriodView) => ({
  ...p,
  paymentStatusLabel: PAYMENT_STATUS_LABELS[p.paymentStatus],
  stateLabel: PERIOD_STATE_LABELS[p.state],
});

/** /api/admin/payment-periods (payment-period:read; the export is payment:export). */
export function paymentPeriodsRouter(deps: BillingHttpDeps, guard: Guard) {
  const { today, scope, listQuery, listRoute } = billingRequests(deps);
  const periods = Router();
  const periodList = {
    sortFields: PERIOD_SORT_FIELDS,
    filter: periodFilter,
    defaultSort: { field: 'dueDate', order: 'DESC' } as const,
  };
  const periodFilterOf = (f: z.output<typeof periodFilter> | undefined) => ({
    ids: f?.id,
    state: f?.state,
    paymentStatus: f?.paymentStatus,
    organizationId: f?.organizationId,
    policyId: f?.policyId,
    from: f?.from,
    to: f?.to,
    q: f?.q?.trim() || undefined,
  });
  periods.get(
    '/',
    guard('payment-period:read'),
    listRoute('payment-periods', periodList, periodFilterOf, (query) => deps.queries.periods(query), periodOut),
  );
  // The spec's export verb is payment:export (payment-period has none): one permission per route.
  periods.get('/export', guard('payment:export'), async (req, res) => {
    const page = await deps.queries.periods(listQuery(req, periodList, periodFilterOf, EXPORT_LIMIT));
    await sendXlsx(
      res,
      'periodos-de-pago.xlsx',
      'Períodos',
      [
        { header: 'ID', value: (p: PeriodView) => p.id, width: 8 },
        { header: 'Póliza', value: (p) => p.policyNumber },
        { header: 'Organización', value: (p) => p.organizationName ?? 'Persona', width: 28 },
        { header: 'Desde', value: (p) => p.startDate },
        { header: 'Hasta', value: (p) => p.endDate },
        { header: 'Vence', value: (p) => p.dueDate },
        { header: 'Monto', value: (p) => p.amount },
        { header: 'Unidad', value: (p) => p.currency, width: 8 },
        { header: 'Valor UF', value: (p) => p.ufValue },
        { header: 'Monto CLP', value: (p) => p.amountClp },
        { header: 'Pagado CLP', value: (p) => p.paidClp },
        { header: 'Crédito aplicado CLP', value: (p) => p.creditClp },
        { header: 'Crédito traspasado CLP', value: (p) => p.creditOutClp },
        { header: 'Saldo CLP', value: (p) => p.balanceClp },
        { header: 'Asegurados', value: (p) => p.insuredCount, width: 10 },
        { header: 'Estado de pago', value: (p) => PAYMENT_STATUS_LABELS[p.paymentStatus] },
        { header: 'Estado', value: (p) => PERIOD_STATE_LABELS[p.state] },
      ],
      page.rows,
    );
  });
  periods.get('/:id', guard('payment-period:read'), async (req, res) => {
    const period = await deps.queries.period(idOf(req.params.id, 'El período de pago'), scope(req), today());
    if (!period) throw new AppError('NOT_FOUND', 'El período de pago no existe.');
    res.json(periodOut(period));
  });
  return periods;
}
