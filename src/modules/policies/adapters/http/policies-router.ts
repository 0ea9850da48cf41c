import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../../../platform/errors.js';
import { parseAdminList, sendAdminList } from '../../../../platform/http/admin-list.js';
import { isoDate, positiveId, requiredText, wholeNumber } from '../../../../platform/http/input-schemas.js';
import { parseInput } from '../../../../platform/http/validate.js';
import type { Policy } from '../../domain/policy.js';
import { notFound } from '../../domain/errors.js';
import { historyActionLabel } from '../../domain/policy-history.js';
import {
  DOCUMENT_REVIEW_LABELS,
  DOCUMENT_REVIEW_STATUSES,
  periodicityLabel,
  PERIODICITY_MONTHS,
  POLICY_STATUS_LABELS,
  POLICY_STATUSES,
} from '../../domain/statuses.js';
import { idOf, intLike, optionalText, singleFile, uploadedName } from '../http-input.js';
import { sendXlsx } from '../xlsx-writer.js';
import { actorOfRequest, type Guard, type PoliciesHttpDeps } from './policies-http.js';
import { insuredDto, policyDtos, type PolicyView } from './presenters.js';

export const policyBody = z.object({
  number: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(40).optional()),
  kind: z.enum(['collective', 'individual']).default('collective'),
  clientOrganizationId: positiveId('La empresa').nullable(),
  insurerId: positiveId('La aseguradora')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  productId: positiveId('El producto')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  productName: optionalText(200).transform((v) => v ?? null),
  startDate: isoDate('La fecha de inicio'),
  endDate: z
    .preprocess((v) => (v === '' ? null : v), isoDate('La fecha de término').nullable().optional())
    .transform((v) => v ?? null),
  periodicityMonths: wholeNumber('La periodicidad', 1, 12)
    .refine((v) => PERIODICITY_MONTHS.includes(v), 'La periodicidad debe ser 1, 2, 3, 4, 6 o 12 meses.')
    .default(1),
  premium: z
    .object({
      amount: z
        .union([z.number().nonnegative('La prima debe ser un número positivo.'), z.string()])
        .transform(String)
        .pipe(z.string().regex(/^\d{1,10}(\.\d{1,4})?$/, 'La prima debe ser un número positivo.')),
      currency: z.enum(['CLP', 'UF', 'USD', 'PEN']),
    })
    .default({ amount: '0', currency: 'UF' }),
  premiumBasis: z.enum(['per-insured', 'per-policy']).default('per-insured'),
  coverageGroups: z
    .array(
      z.object({
        code: requiredText(40, 'Indica el código del grupo.'),
        name: requiredText(120, 'Indica el nombre del grupo.'),
      }),
    )
    .max(50)
    .default([]),
});

/**
 * PUT /policies/:id: react-admin sends the whole record, so what a policy must have (its start date) is
 * required here too; a body of one stray field is refused (issue 24).
 */
export const policyChanges = policyBody
  .omit({ kind: true, clientOrganizationId: true })
  .partial()
  .required({ startDate: true })
  .extend({ status: z.enum(POLICY_STATUSES).optional() });

export const POLICY_SORT_FIELDS = [
  'id',
  'number',
  'status',
  'startDate',
  'endDate',
  'clientOrganizationName',
  'createdAt',
] as const;
export const policyListFilter = z.object({
  q: z.string().max(100).optional(),
  status: z.enum(POLICY_STATUSES).optional(),
  clientOrganizationId: intLike.optional(),
  id: z.union([intLike, z.array(intLike).max(500)]).optional(),
});
export const policyStatusBody = z.object({ status: z.enum(POLICY_STATUSES) });
/** The insured person's fields; AddInsured validates them (RUT, dates, coverage group…). */
export const insuredBody = z.record(z.string(), z.unknown());
/** PUT /policies/:id/documents/:documentId: the review status (spec 03 §4). */
export const documentReviewBody = z.object({ status: z.enum(DOCUMENT_REVIEW_STATUSES) });

/** /api/admin/policies: policies, their status, copies, history, documents and new insured people. */
export function policiesRouter(deps: PoliciesHttpDeps, guard: Guard): Router {
  const router = Router();
  const actorOf = actorOfRequest(deps);
  const one = async (policy: Policy) => (await policyDtos(deps.directory, [policy]))[0]!;

  const policyListQuery = (query: unknown) =>
    parseAdminList(query, {
      sortFields: POLICY_SORT_FIELDS,
      filter: policyListFilter,
      defaultSort: { field: 'id', order: 'DESC' },
    });
  const policyFilter = (f: ReturnType<typeof policyListQuery>['filter']) => ({
    q: f?.q?.trim() || undefined,
    status: f?.status,
    clientOrganizationId: f?.clientOrganizationId,
    ids: f?.id === undefined ? undefined : [f.id].flat(),
  });
  router.get('/policies', guard('policy:read'), async (req, res) => {
    const query = policyListQuery(req.query);
    const page = await deps.policies.list(await actorOf(req), { ...query, filter: policyFilter(query.filter) });
    sendAdminList(res, 'policies', await policyDtos(deps.directory, page.rows), page.total, query.offset);
  });
  router.get('/policies/export.xlsx', guard('policy:export'), async (req, res) => {
    const query = policyListQuery(req.query);
    const page = await deps.policies.list(await actorOf(req), {
      ...query,
      offset: 0,
      limit: 50_000,
      filter: policyFilter(query.filter),
    });
    await sendXlsx(
      res,
      'polizas.xlsx',
      'Pólizas',
      [
        { header: 'N° póliza', value: (p: PolicyView) => p.number },
        { header: 'Empresa', width: 30, value: (p) => p.clientOrganizationName ?? 'Individual' },
        { header: 'Aseguradora', width: 24, value: (p) => p.insurerName },
        { header: 'Producto', width: 30, value: (p) => p.productName },
        { header: 'Estado', value: (p) => POLICY_STATUS_LABELS[p.status] },
        { header: 'Inicio', value: (p) => p.startDate },
        { header: 'Término', value: (p) => p.endDate },
        { header: 'Periodicidad', value: (p) => periodicityLabel(p.periodicityMonths) },
        { header: 'Prima', value: (p) => `${p.premium.amount} ${p.premium.currency}` },
        { header: 'Asegurados vigentes', value: (p) => p.insuredCount },
        { header: 'Grupos de cobertura', width: 40, value: (p) => p.coverageGroups.map((g) => g.name).join(', ') },
      ],
      await policyDtos(deps.directory, page.rows),
    );
  });
  router.get('/policies/:id', guard('policy:read'), async (req, res) => {
    res.json(await one(await deps.policies.get(await actorOf(req), idOf(req.params.id, 'La póliza'))));
  });
  router.post('/policies', guard('policy:create'), async (req, res) => {
    const body = parseInput(policyBody, req.body);
    res.status(201).json(await one(await deps.policies.create(await actorOf(req), { ...body, status: 'PENDING' })));
  });
  router.put('/policies/:id', guard('policy:update'), async (req, res) => {
    const id = idOf(req.params.id, 'La póliza');
    const actor = await actorOf(req);
    const { status, ...changes } = parseInput(policyChanges, req.body);
    await deps.policies.update(actor, id, changes);
    const policy = status ? await deps.changeStatus.execute(actor, id, status) : await deps.policies.get(actor, id);
    res.json(await one(policy));
  });
  router.post('/policies/:id/status', guard('policy:update'), async (req, res) => {
    const { status } = parseInput(policyStatusBody, req.body);
    res.json(await one(await deps.changeStatus.execute(await actorOf(req), idOf(req.params.id, 'La póliza'), status)));
  });
  router.post('/policies/:id/duplicate', guard('policy:duplicate'), async (req, res) => {
    res
      .status(201)
      .json(
        await one(await deps.copyPolicy.execute(await actorOf(req), idOf(req.params.id, 'La póliza'), 'duplicate')),
      );
  });
  router.post('/policies/:id/renewal', guard('policy:renewal'), async (req, res) => {
    res
      .status(201)
      .json(await one(await deps.copyPolicy.execute(await actorOf(req), idOf(req.params.id, 'La póliza'), 'renewal')));
  });
  router.get('/policies/:id/history', guard('policy:read-history'), async (req, res) => {
    const rows = await deps.policies.history(await actorOf(req), idOf(req.params.id, 'La póliza'));
    sendAdminList(
      res,
      'policy-history',
      rows.map((row) => ({ ...row, actionLabel: historyActionLabel(row.action) })),
      rows.length,
      0,
    );
  });
  router.get('/policies/:id/documents', guard('policy:read'), async (req, res) => {
    const id = idOf(req.params.id, 'La póliza');
    await deps.policies.get(await actorOf(req), id);
    const rows = (await deps.documents.list(id)).map(({ storageKey: _key, ...doc }) => ({
      ...doc,
      statusLabel: DOCUMENT_REVIEW_LABELS[doc.status],
    }));
    sendAdminList(res, 'policy-documents', rows, rows.length, 0);
  });
  router.post('/policies/:id/documents', guard('policy:upload-file'), singleFile, async (req, res) => {
    const id = idOf(req.params.id, 'La póliza');
    if (!req.file)
      throw new AppError('BAD_REQUEST', 'Adjunta el archivo en el campo "file".', {
        errors: { file: 'Adjunta un archivo.' },
      });
    const { storageKey: _key, ...doc } = await deps.uploadDocument.execute(await actorOf(req), id, {
      name: uploadedName(req.file),
      content: req.file.buffer,
    });
    res.status(201).json(doc);
  });
  router.put('/policies/:id/documents/:documentId', guard('policy:update'), async (req, res) => {
    const { status } = parseInput(documentReviewBody, req.body);
    const { storageKey: _key, ...doc } = await deps.reviewDocument.execute(
      await actorOf(req),
      idOf(req.params.id, 'La póliza'),
      idOf(req.params.documentId, 'El documento'),
      status,
    );
    res.json({ ...doc, statusLabel: DOCUMENT_REVIEW_LABELS[doc.status] });
  });
  router.get('/policies/:id/documents/:documentId', guard('policy:read'), async (req, res) => {
    const id = idOf(req.params.id, 'La póliza');
    await deps.policies.get(await actorOf(req), id);
    const doc = await deps.documents.get(idOf(req.params.documentId, 'El documento'));
    if (!doc || doc.policyId !== id) throw notFound('El documento');
    res.setHeader('Content-Type', doc.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${encodeURIComponent(doc.fileName)}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(await deps.storage.get(doc.storageKey));
  });
  router.post('/policies/:id/insured', guard('employee:create'), async (req, res) => {
    const id = idOf(req.params.id, 'La póliza');
    const insured = await deps.addInsured.execute(await actorOf(req), id, insuredBody.parse(req.body ?? {}));
    res.status(201).json(insuredDto(insured));
  });
  return router;
}
