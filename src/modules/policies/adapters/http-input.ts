import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { notFound } from '../domain/errors.js';

/** Input helpers shared by the policies module's routers. */

const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 },
});

/** The same limits, the file written to a temporary file instead of memory (req.file.path). */
const uploadToDisk = multer({
  storage: multer.diskStorage({ destination: tmpdir() }),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 },
});

/** multer's single-file parser with Spanish answers for its limits. */
export const singleFile: RequestHandler = (req, res, next) => parseSingleFile(upload, req, res, next);

/**
 * The same parser, the file streamed to a temporary file (req.file.path) rather than held in memory, removed
 * when the answer is sent or the connection closes: a large bulk-load file never sits whole in the process.
 */
export const singleFileOnDisk: RequestHandler = (req, res, next) => {
  res.once('close', () => {
    if (req.file?.path) void rm(req.file.path, { force: true });
  });
  parseSingleFile(uploadToDisk, req, res, next);
};

const parseSingleFile = (parser: multer.Multer, ...[req, res, next]: Parameters<RequestHandler>) => {
  parser.single('file')(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE')
        return next(new AppError('PAYLOAD_TOO_LARGE', 'El archivo supera los 20 MB.'));
      return next(new AppError('BAD_REQUEST', 'Envía un solo archivo en el campo "file".'));
    }
    next(error);
  });
};

/** The name of an uploaded file (multer reads it as latin1; browsers send UTF-8). */
export const uploadedName = (file: Express.Multer.File) => Buffer.from(file.originalname, 'latin1').toString('utf8');

/** A path id; anything else is a 404 (never a 400 that would reveal the shape of ids). */
export const idOf = (raw: unknown, what: string) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(what);
  return id;
};

export const intLike = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
export const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max).nullable().optional());
