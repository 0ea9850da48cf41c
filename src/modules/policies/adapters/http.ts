import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import { idText, isoDate, positiveId, requiredText, wholeNumber } from '../../../platform/http/input-schemas.js';
import { parseInput } from '../../../platform/http/validate.js';
import { hasPermission } from '../../identity/index.js';
import type { AddInsured } from '../application/add-insured.js';
import type { ApplyMembershipAction } from '../application/apply-membership-action.js';
import type { CancelBulkLoad } from '../application/cancel-bulk-load.js';
import type { ChangePolicyStatus } from '../application/change-policy-status.js';
import type { CopyPolicy } from '../application/copy-policy.js';
import type { ManageClientOrganizations } from '../application/manage-client-organizations.js';
import type { ManagePolicies } from '../application/manage-policies.js';
import type { ReviewPolicyDocument } from '../application/review-policy-document.js';
import type {
  Actor,
  BulkLoad,
  BulkLoadRepository,
  DocumentRepository,
  FileStorage,
  Insured,
  InsuredRepository,
  InsurerDirectory,
  Policy,
} from '../application/ports.js';
import type { ResolveActor } from '../application/resolve-actor.js';
import type { StartBulkLoad } from '../application/start-bulk-load.js';
import type { UploadDocument } from '../application/upload-document.js';
import { BULK_LOAD_KIND_LABELS, BULK_LOAD_KINDS, columnsOf } from '../domain/bulk-load-columns.js';
import {
  BULK_LOAD_STATUS_LABELS,
  BULK_LOAD_STATUSES,
  loadSummary,
  progressPercent,
} from '../domain/bulk-load-status.js';
import { notFound } from '../domain/errors.js';
import { INSURED_FILTER_MODES, statusesForMode } from '../domain/insured-filter-mode.js';
import { historyActionLabel } from '../domain/policy-history.js';
import {
  actionsFor,
  MEMBERSHIP_ACTION_NAMES,
  MEMBERSHIP_ACTIONS,
  type MembershipAction,
} from '../domain/membership-flow.js';
import {
  DEPENDANT_TYPE_LABELS,
  DOCUMENT_REVIEW_LABELS,
  DOCUMENT_REVIEW_STATUSES,
  GENDER_LABELS,
  INSURED_TYPE_LABELS,
  ORGANIZATION_STATUSES,
  periodicityLabel,
  PERIODICITY_MONTHS,
  POLICY_STATUS_LABELS,
  POLICY_STATUSES,
  INSURED_TYPES,
} from '../domain/statuses.js';
import { idOf, intLike, optionalText, singleFile, uploadedName } from './http-input.js';
import { sendXlsx, xlsxBuffer } from './xlsx-writer.js';

export interface PoliciesHttpDeps {
  resolveActor: ResolveActor;
  policies: ManagePolicies;
  changeStatus: ChangePolicyStatus;
  copyPolicy: CopyPolicy;
  organizations: ManageClientOrganizations;
  addInsured: AddInsured;
  membershipAction: ApplyMembershipAction;
  insured: InsuredRepository;
  startBulkLoad: StartBulkLoad;
  cancelBulkLoad: CancelBulkLoad;
  bulkLoads: BulkLoadRepository;
  directory: InsurerDirectory;
  uploadDocument: UploadDocument;
  reviewDocument: ReviewPolicyDocument;
  documents: DocumentRepository;
  storage: FileStorage;
}

export const policyDto = (policy: Policy, insurerName: string | null = null) => ({
  ...policy,
  insurerName,
  statusLabel: POLICY_STATUS_LABELS[policy.status],
  periodicityLabel: periodicityLabel(policy.periodicityMonths),
});

type PolicyView = ReturnType<typeof policyDto>;

/** Policies with their insurer's name, read from the catalogue in one call per page. */
async function policyDtos(directory: InsurerDirectory, policies: Policy[]) {
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

export const organizationBody = z.object({
  name: z.string().trim().min(2, 'El nombre de la empresa debe tener al menos 2 caracteres.').max(200),
  rut: z.string().trim().min(1, 'El RUT es obligatorio.').max(20),
  status: z.enum(ORGANIZATION_STATUSES).default('ACTIVE'),
  groupCode: optionalText(60).transform((v) => v ?? null),
  email: z
    .preprocess((v) => (v === '' ? null : v), z.email('Correo inválido.').nullable().optional())
    .transform((v) => v ?? null),
  phone: optionalText(30).transform((v) => v ?? null),
  street: optionalText(200).transform((v) => v ?? null),
  city: z.string().trim().max(100).default('Santiago'),
  region: z.string().trim().max(100).default('Metropolitana'),
  country: z.string().trim().max(100).default('Chile'),
  zip: optionalText(20).transform((v) => v ?? null),
});

// The schemas of the lists and actions below (also read by http.openapi.ts).
export const CLIENT_ORGANIZATION_SORT_FIELDS = ['id', 'name', 'rut', 'status'] as const;
export const clientOrganizationFilter = z.object({
  q: z.string().max(100).optional(),
  status: z.enum(ORGANIZATION_STATUSES).optional(),
  id: z.union([intLike, z.array(intLike).max(500)]).optional(),
});
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
export const UNINSURED_SORT_FIELDS = ['id'] as const;
export const uninsuredFilter = z.object({
  q: z.string().max(100).optional(),
  clientOrganizationId: intLike.optional(),
});
export const BULK_LOAD_SORT_FIELDS = ['id', 'createdAt', 'status', 'fileName'] as const;
export const bulkLoadFilter = z.object({
  policyId: intLike.optional(),
  status: z.enum(BULK_LOAD_STATUSES).optional(),
  kind: z.enum(BULK_LOAD_KINDS).optional(),
});
export const bulkLoadBody = z.object({
  kind: z.enum(BULK_LOAD_KINDS, { error: 'El tipo de carga debe ser activation o cancellation.' }),
  // A multipart field: the policy id as text.
  policyId: z.union([positiveId('La póliza'), idText('La póliza')]),
});
/** PUT /policies/:id/documents/:documentId: the review status (spec 03 §4). */
export const documentReviewBody = z.object({ status: z.enum(DOCUMENT_REVIEW_STATUSES) });
/** Every /api/admin route of the policies module; each one scoped to the caller's companies. */
export function policiesAdminRouter(deps: PoliciesHttpDeps, guard: (permission: string) => RequestHandler): Router {
  const router = Router();
  const actorOf = (req: Request): Promise<Actor> => deps.resolveActor.execute(req.user!);
  const one = async (policy: Policy) => (await policyDtos(deps.directory, [policy]))[0]!;

  // ---- client organizations ----
  router.get('/client-organizations', guard('policy:read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: CLIENT_ORGANIZATION_SORT_FIELDS,
      filter: clientOrganizationFilter,
      defaultSort: { field: 'name', order: 'ASC' },
    });
    const f = query.filter ?? {};
    const page = await deps.organizations.list(await actorOf(req), {
      ...query,
      filter: { q: f.q?.trim() || undefined, status: f.status, ids: f.id === undefined ? undefined : [f.id].flat() },
    });
    sendAdminList(res, 'client-organizations', page.rows, page.total, query.offset);
  });
  router.get('/client-organizations/:id', guard('policy:read'), async (req, res) => {
    res.json(await deps.organizations.get(await actorOf(req), idOf(req.params.id, 'La empresa')));
  });
  router.post('/client-organizations', guard('organization:create'), async (req, res) => {
    res.status(201).json(await deps.organizations.create(await actorOf(req), parseInput(organizationBody, req.body)));
  });
  router.put('/client-organizations/:id', guard('organization:update'), async (req, res) => {
    const id = idOf(req.params.id, 'La empresa');
    res.json(await deps.organizations.update(await actorOf(req), id, parseInput(organizationBody.partial(), req.body)));
  });

  // ---- policies ----
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

  // ---- insured people ----
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

  // ---- bulk loads (issue 11 contract) ----
  router.get('/bulk-loads', guard('employee:bulk-load-read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: BULK_LOAD_SORT_FIELDS,
      filter: bulkLoadFilter,
      defaultSort: { field: 'id', order: 'DESC' },
    });
    const page = await deps.bulkLoads.list((await actorOf(req)).orgs, { ...query, filter: query.filter ?? {} });
    sendAdminList(res, 'bulk-loads', page.rows.map(bulkLoadDto), page.total, query.offset);
  });
  router.get('/bulk-loads/templates/:kind', guard('employee:bulk-load-read'), async (req, res) => {
    const kind = z.enum(BULK_LOAD_KINDS).safeParse(String(req.params.kind).replace(/\.xlsx$/, ''));
    if (!kind.success) throw notFound('La plantilla');
    const columns = columnsOf(kind.data);
    const buffer = await xlsxBuffer(
      columns.map((c) => c.header),
      [columns.map((c) => c.example)],
      kind.data === 'activation' ? 'Altas' : 'Bajas',
    );
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="plantilla-${kind.data === 'activation' ? 'altas' : 'bajas'}.xlsx"`,
    );
    res.send(buffer);
  });
  router.post('/bulk-loads', guard('employee:bulk-load-process'), singleFile, async (req, res) => {
    const body = parseInput(bulkLoadBody, req.body ?? {});
    const needed = body.kind === 'activation' ? 'employee:bulk-activation' : 'employee:bulk-cancellation';
    if (!hasPermission(req.user!.permissions, needed)) {
      throw new AppError('FORBIDDEN', 'No tienes permiso para realizar esta acción.', { permission: needed });
    }
    if (!req.file)
      throw new AppError('BAD_REQUEST', 'Adjunta el archivo en el campo "file".', {
        errors: { file: 'Adjunta un archivo.' },
      });
    const started = await deps.startBulkLoad.execute(await actorOf(req), {
      policyId: body.policyId,
      kind: body.kind,
      fileName: uploadedName(req.file),
      content: req.file.buffer,
    });
    res.status(202).json({ data: { id: started.id, duplicate: started.duplicate } });
  });
  router.get('/bulk-loads/:id', guard('employee:bulk-load-read'), async (req, res) => {
    const load = await deps.bulkLoads.get((await actorOf(req)).orgs, idOf(req.params.id, 'La carga'));
    if (!load) throw notFound('La carga');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: bulkLoadDto(load) });
  });
  router.get('/bulk-loads/:id/errors.xlsx', guard('employee:bulk-load-read'), async (req, res) => {
    const load = await deps.bulkLoads.get((await actorOf(req)).orgs, idOf(req.params.id, 'La carga'));
    if (!load) throw notFound('La carga');
    const errors = await deps.bulkLoads.errors(load.id);
    await sendXlsx(
      res,
      `errores-carga-${load.id}.xlsx`,
      'Errores',
      [
        { header: 'Fila', width: 8, value: (e: (typeof errors)[number]) => e.rowNumber },
        { header: 'Columna', width: 22, value: (e) => e.columnLabel ?? '' },
        { header: 'Valor', width: 28, value: (e) => e.value },
        { header: 'Motivo', width: 70, value: (e) => e.reason },
      ],
      errors,
    );
  });
  router.post('/bulk-loads/:id/cancel', guard('employee:bulk-load-process'), async (req, res) => {
    res.json({
      data: bulkLoadDto(await deps.cancelBulkLoad.execute(await actorOf(req), idOf(req.params.id, 'La carga'))),
    });
  });

  return router;
}
