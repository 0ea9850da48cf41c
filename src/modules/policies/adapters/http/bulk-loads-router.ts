import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../../../platform/errors.js';
import { parseAdminList, sendAdminList } from '../../../../platform/http/admin-list.js';
import { idText, positiveId } from '../../../../platform/http/input-schemas.js';
import { parseInput } from '../../../../platform/http/validate.js';
import { hasPermission } from '../../../identity/index.js';
import { BULK_LOAD_KINDS, columnsOf } from '../../domain/bulk-load-columns.js';
import { BULK_LOAD_STATUSES } from '../../domain/bulk-load-status.js';
import { notFound } from '../../domain/errors.js';
import { idOf, intLike, singleFileOnDisk, uploadedName } from '../http-input.js';
import { sendXlsx, xlsxBuffer } from '../xlsx-writer.js';
import { actorOfRequest, type Guard, type PoliciesHttpDeps } from './policies-http.js';
import { bulkLoadDto } from './presenters.js';

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

/** /api/admin/bulk-loads (issue 11 contract): activation and cancellation loads, their templates and errors. */
export function bulkLoadsRouter(deps: PoliciesHttpDeps, guard: Guard): Router {
  const router = Router();
  const actorOf = actorOfRequest(deps);
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
  router.post('/bulk-loads', guard('employee:bulk-load-process'), singleFileOnDisk, async (req, res) => {
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
      file: { path: req.file.path },
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
