import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { isCodedError, statusOf } from '../errors.js';
import { fieldErrorsOf } from './validate.js';

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** Answers unknown /api paths as JSON instead of falling through to the site. */
export const apiNotFound: RequestHandler = (req, res) => {
  const body: ErrorBody = {
    error: { code: 'NOT_FOUND', message: `No existe la ruta ${req.method} ${req.originalUrl}.` },
  };
  res.status(404).json(body);
};

/**
 * The one error middleware: coded errors (spec 03 §8) keep their code and get its status; body-parser
 * and zod errors become 400/413/415; anything else is a 500 with a generic message and is logged.
 */
export const errorMiddleware: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const { status, body } = toResponse(error);
  if (status >= 500) req.log?.error({ err: error }, 'unhandled error');
  res.status(status).json(body);
};

function toResponse(error: unknown): { status: number; body: ErrorBody } {
  if (isCodedError(error)) {
    const details = error.details;
    return {
      status: statusOf(error.code),
      body: { error: { code: error.code, message: error.message, ...(details === undefined ? {} : { details }) } },
    };
  }
  if (error instanceof z.ZodError) {
    return {
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message: 'Datos inválidos.', details: { errors: fieldErrorsOf(error) } } },
    };
  }
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.parse.failed') {
    return {
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message: 'El cuerpo de la solicitud no es un JSON válido.' } },
    };
  }
  if (type === 'entity.too.large') {
    return {
      status: 413,
      body: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' } },
    };
  }
  // Other client errors of body-parser or the router (an unsupported charset or encoding, a path that
  // does not decode): the client's fault, never a 500.
  const clientStatus = (error as { status?: unknown } | null)?.status;
  if (typeof clientStatus === 'number' && clientStatus >= 400 && clientStatus < 500) {
    return clientStatus === 415
      ? {
          status: 415,
          body: {
            error: {
              code: 'UNSUPPORTED_MEDIA_TYPE',
              message: 'El cuerpo de la solicitud debe ser JSON en UTF-8, sin compresión desconocida.',
            },
          },
        }
      : { status: 400, body: { error: { code: 'BAD_REQUEST', message: 'La solicitud no es válida.' } } };
  }
  return {
    status: 500,
    body: { error: { code: 'DEFAULT', message: 'Ocurrió un error inesperado. Intenta nuevamente en unos minutos.' } },
  };
}
