import type { RequestHandler } from 'express';
import { AppError } from '../errors.js';
import { firstUnstorable } from './storable-text.js';

/**
 * The JSON boundary of every route (issue 24): a write whose body is not JSON gets 415 (it used to be
 * ignored: 200 and nothing changed), and text PostgreSQL cannot store (NUL, lone surrogates) in the path,
 * the query string or the body gets 400 before any route runs.
 */

/** The content types a route takes besides JSON ('multipart/form-data' for uploads), by method and path. */
export type OtherBodyTypes = (method: string, path: string) => readonly string[];

const mediaTypeOf = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? '';
const isJson = (type: string) => type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);

/** A request that carries bytes (an empty Content-Length: 0 body does not). */
function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = Number(headers['content-length']);
  return Number.isFinite(length) && length > 0;
}

/**
 * Before the JSON parser. A body already read by an earlier hook (a webhook's raw parser, a payment
 * return's form) passes; so does a body of a type the route documents (uploads).
 */
export function requireJsonBody(otherTypes: OtherBodyTypes = () => []): RequestHandler {
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    if (!hasBody(req.headers) || req.readableEnded) return next();
    const type = mediaTypeOf(req.headers['content-type']);
    if (isJson(type)) return next();
    if (type && otherTypes(req.method, req.path).includes(type)) return next();
    next(
      new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'El cuerpo de la solicitud debe ser JSON (Content-Type: application/json).',
        { contentType: req.headers['content-type'] ?? null },
      ),
    );
  };
}

/** The path's segments decoded; a segment that does not decode (bad UTF-8) or cannot be stored is refused. */
export const refuseUnstorablePath: RequestHandler = (req, _res, next) => {
  for (const segment of req.path.split('/')) {
    if (!segment.includes('%')) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return next(new AppError('BAD_REQUEST', 'La dirección contiene caracteres no válidos.'));
    }
    if (firstUnstorable(decoded) !== undefined) {
      return next(new AppError('BAD_REQUEST', 'La dirección contiene caracteres no permitidos.'));
    }
  }
  next();
};

/** After the body parsers: the query string and the body hold only text PostgreSQL can store. */
export const refuseUnstorableInput: RequestHandler = (req, _res, next) => {
  for (const [where, value] of [
    ['query', req.query],
    ['body', req.body],
  ] as const) {
    const field = firstUnstorable(value);
    if (field === undefined) continue;
    return next(
      new AppError(
        'BAD_REQUEST',
        'Datos inválidos. El texto contiene caracteres no permitidos (carácter nulo o no representable).',
        { errors: { [field]: 'Contiene caracteres no permitidos.' }, in: where },
      ),
    );
  }
  next();
};
