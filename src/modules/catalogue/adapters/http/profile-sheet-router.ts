import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { AppError } from '../../../../platform/errors.js';
import type { FileStorage } from '../../../../platform/files/file-storage.js';
import type { QueueRegistry } from '../../../../platform/queue.js';
import { parseInput } from '../../../../platform/http/validate.js';
import { checkSheet, type PriceProfileSheet } from '../../application/price-profile-sheet.js';
import {
  PROFILE_SHEET_DIRECT_ROWS,
  PROFILE_SHEET_MAX_BYTES,
  PROFILE_SHEET_MAX_TAKE,
  PROFILE_SHEET_TAKE,
} from '../../domain/profile-sheet.js';
import { PROFILE_SHEET_QUEUE } from '../../tokens.js';
import { readSheetRows } from '../profile-sheet-xlsx.js';
import { parse } from './parse.js';
import { compareRequestSchema } from './schemas.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PROFILE_SHEET_JOB = 'price-profile-sheet';

/** The form fields beside the file: which products to compare and how many to keep per profile. */
export const profileSheetForm = z.object({
  insuranceTypes: z
    .string()
    .regex(/^[A-Za-z0-9 ,_-]{0,200}$/, { error: 'insuranceTypes: códigos o ids separados por coma.' })
    .optional(),
  organizationType: z
    .enum(['ASEGURADORA', 'ISAPRE', 'CLINICA'], { error: 'organizationType debe ser ASEGURADORA, ISAPRE o CLINICA.' })
    .default('ASEGURADORA'),
  take: z.coerce
    .number({ error: 'take debe ser un número.' })
    .int({ error: 'take debe ser un número entero.' })
    .min(1, { error: 'take debe ser al menos 1.' })
    .max(PROFILE_SHEET_MAX_TAKE, { error: `take admite a lo más ${PROFILE_SHEET_MAX_TAKE}.` })
    .default(PROFILE_SHEET_TAKE),
});
export type ProfileSheetForm = z.output<typeof profileSheetForm>;

export const sheetJobParam = z.object({
  jobId: z.uuid({ error: 'El identificador del proceso no es válido.' }),
});

/** The comparison every row is priced against (the same request the site's list sends). */
export function sheetCompareRequest(form: ProfileSheetForm) {
  return {
    ...parse(compareRequestSchema, {
      organizationType: [form.organizationType],
      insuranceTypes: form.insuranceTypes ? form.insuranceTypes.split(',').map((s) => s.trim()) : [],
      take: form.take,
    }),
    restriction: null,
  };
}

export const sheetFileKey = (jobId: string) => `profile-sheets/${jobId}/perfiles.xlsx`;
export const sheetResultKey = (jobId: string) => `profile-sheets/${jobId}/resultado.xlsx`;

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PROFILE_SHEET_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
});
const singleSheet: RequestHandler = (req, res, next) => {
  upload.single('file')(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
      return next(
        new AppError('PAYLOAD_TOO_LARGE', `El archivo supera los ${PROFILE_SHEET_MAX_BYTES / 1024 / 1024} MB.`),
      );
    }
    next(new AppError('BAD_REQUEST', 'Envía una sola planilla .xlsx en el campo "file".'));
  });
};

const STATUS_BY_STATE: Record<string, 'pendiente' | 'procesando' | 'terminado' | 'fallido'> = {
  waiting: 'pendiente',
  'waiting-children': 'pendiente',
  delayed: 'pendiente',
  prioritized: 'pendiente',
  active: 'procesando',
  completed: 'terminado',
  failed: 'fallido',
};

/**
 * POST /api/insurance/processProfilesWithExcel (spec 03 §7): a sheet of profiles priced row by row. Up to
 * PROFILE_SHEET_DIRECT_ROWS profiles the answer is immediate; a larger sheet is stored and priced by a BullMQ
 * job, followed at GET …/{jobId} and downloaded as xlsx at GET …/{jobId}/download.
 */
export function profileSheetRouter(deps: {
  price: PriceProfileSheet;
  storage: FileStorage;
  queues: QueueRegistry;
}): Router {
  const router = Router();
  const base = '/api/insurance/processProfilesWithExcel';

  router.post('/', singleSheet, async (req, res) => {
    const form = parseInput(profileSheetForm, req.body ?? {}, 'Datos inválidos.');
    if (!req.file) throw new AppError('BAD_REQUEST', 'Adjunta la planilla .xlsx en el campo "file".');
    const sheet = checkSheet(await readSheetRows(req.file.buffer));
    const request = sheetCompareRequest(form);
    res.setHeader('Cache-Control', 'no-store');
    if (sheet.data.length <= PROFILE_SHEET_DIRECT_ROWS) {
      res.json({ data: await deps.price.execute(sheet, request) });
      return;
    }
    if (!deps.queues.ready) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'No podemos procesar planillas grandes en este momento. Intenta más tarde.',
      );
    }
    const jobId = randomUUID();
    await deps.storage.put(sheetFileKey(jobId), req.file.buffer, XLSX_TYPE);
    await deps.queues
      .get(PROFILE_SHEET_QUEUE)
      .add(PROFILE_SHEET_JOB, { jobId, form }, { jobId, attempts: 2, removeOnComplete: { age: 24 * 3600 } });
    res.status(202).json({
      data: {
        jobId,
        status: 'pendiente',
        total: sheet.data.length,
        statusUrl: `${base}/${jobId}`,
        downloadUrl: `${base}/${jobId}/download`,
      },
    });
  });

  const jobOf = async (raw: unknown) => {
    const { jobId } = parseInput(sheetJobParam, { jobId: raw }, 'Proceso inválido.');
    const job = await deps.queues.get(PROFILE_SHEET_QUEUE).getJob(jobId);
    if (!job) throw new AppError('NOT_FOUND', 'No existe ese proceso de planilla (o ya expiró).');
    return { jobId, job, status: STATUS_BY_STATE[await job.getState()] ?? 'pendiente' };
  };

  router.get('/:jobId', async (req, res) => {
    const { jobId, job, status } = await jobOf(req.params.jobId);
    const summary = (job.returnvalue ?? null) as { total: number; priced: number; failed: number } | null;
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      data: {
        jobId,
        status,
        processed: typeof job.progress === 'number' ? job.progress : 0,
        total: summary?.total ?? null,
        priced: summary?.priced ?? null,
        failed: summary?.failed ?? null,
        downloadUrl: status === 'terminado' ? `${base}/${jobId}/download` : null,
        error: status === 'fallido' ? 'No pudimos procesar la planilla. Revisa el archivo y vuelve a subirlo.' : null,
      },
    });
  });

  router.get('/:jobId/download', async (req, res) => {
    const { jobId, status } = await jobOf(req.params.jobId);
    if (status !== 'terminado') throw new AppError('CONFLICT', 'La planilla todavía no está lista para descargar.');
    const file = await deps.storage.get(sheetResultKey(jobId));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', XLSX_TYPE);
    res.setHeader('Content-Disposition', 'attachment; filename="comparacion-perfiles.xlsx"');
    res.send(file);
  });

  return router;
}
