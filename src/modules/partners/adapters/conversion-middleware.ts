import type { RequestHandler } from 'express';
import type { Logger } from '../../../platform/logger.js';
import type { RecordConversion } from '../application/record-conversion.js';
import { isSearchBot } from '../domain/bots.js';
import { conversionKindOf } from '../domain/conversions.js';
import { INTERNAL_TRAFFIC_HEADER, isFlagOn } from '../domain/internal-traffic.js';

/** The request header the site's interceptor puts on every non-GET: the visitor id of spec 02 §7. */
export const VISITOR_HEADER = 'x-visitor-id';

/**
 * Leads and sales carry the partner and the variants seen (issue 14) without the leads and sales modules
 * knowing about partners: the public calls that create one (their HTTP contract, spec 03 §7) are watched,
 * and when one answers 201 with data.id, the conversion is recorded with the request's host (the partner),
 * its visitor id header (the variants that visitor saw) and its internal-traffic header. Recording happens
 * after the answer is sent and never changes it; a failure is only logged.
 */
export function conversionRecorder(record: RecordConversion, logger: Logger): RequestHandler {
  return (req, res, next) => {
    const kind = conversionKindOf(req.method, req.path);
    // A bot's lead or sale carries no experiment (spec 02 §5).
    if (!kind || isSearchBot(req.header('user-agent'))) return next();
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const id = (body as { data?: { id?: unknown } } | null)?.data?.id;
      if (res.statusCode === 201 && (typeof id === 'number' || typeof id === 'string')) {
        res.once('finish', () => {
          record
            .execute({
              kind,
              reference: String(id),
              visitorId: req.header(VISITOR_HEADER) ?? null,
              host: req.headers.host,
              internal: isFlagOn(req.header(INTERNAL_TRAFFIC_HEADER)),
            })
            .catch((error: unknown) =>
              logger.warn({ err: error, kind, reference: String(id) }, 'No se pudo registrar la conversión'),
            );
        });
      }
      return json(body);
    };
    next();
  };
}
