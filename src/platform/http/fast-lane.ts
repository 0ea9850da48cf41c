import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { accessLogger, logAccess } from './access-log.js';
import { requestIdOf } from './request-context.js';

/**
 * A fast lane (issue 31): a POST route whose answers a module keeps by the request's exact bytes, answered at
 * the front of the app, before the generic middleware stack (security headers, body parser, validation…),
 * when the module has that answer. The module only keeps an answer after the normal route answered 200 for
 * exactly those bytes on that host, with the headers it sent then (so a fast answer is the same bytes, the
 * request id and the per-request parts aside). A lane may also compute a new body with the route's own code
 * and the headers the route sent on that host (the comparison's new searches); anything it cannot answer as
 * the route would goes down the normal stack unchanged.
 */
export interface FastLane {
  /** The exact path (no query string) of the POST route. */
  path: string;
  /** The route label of the route in /metrics and the access log (its Express pattern). */
  route: string;
  /**
   * Writes the kept answer for the request and resolves true, or resolves false (nothing written) and the
   * request goes down the normal stack with its body as read.
   */
  answer(request: FastLaneRequest, res: ServerResponse): Promise<boolean>;
}

/** What a fast lane gets of a request: its raw body read once, the parts that key it, and its request id. */
export interface FastLaneRequest {
  req: IncomingMessage;
  /** The lane's key of the request's bytes: Host, Content-Type and the body (bytes as latin1: one char each). */
  key: string;
  /** The body's bytes (also put back in the request's stream for the normal stack). */
  body: Buffer;
  /** The request id the normal stack would give it (x-request-id when sane, else a new uuid). */
  requestId: string;
}

/** The largest body a lane reads (a comparison's body is a few hundred bytes); larger ones go the normal way. */
export const FAST_LANE_MAX_BODY = 16 * 1024;

const LANE_KEY = Symbol('fastLaneKey');
type Keyed = IncomingMessage & { [LANE_KEY]?: string };

/**
 * The lane key of a request that went down the normal stack after its lane had no answer: the route that
 * answers it keeps its answer under this key (only when it answered 200). Undefined for any other request.
 */
export function fastLaneKeyOf(req: Request | IncomingMessage): string | undefined {
  return (req as Keyed)[LANE_KEY];
}

/** The lane key of a request: its Host, its Content-Type and its body's bytes. */
export function fastLaneKey(host: string | undefined, contentType: string, body: Buffer): string {
  return `${host ?? ''}\n${contentType}\n${body.toString('latin1')}`;
}

/** A request a lane may answer: a plain JSON POST with a small known length and no encodings asked or sent. */
function eligibleLength(req: IncomingMessage): number {
  const headers = req.headers;
  // Compression answers a request that accepts an encoding: its bytes are not the kept ones.
  if (headers['accept-encoding'] !== undefined) return 0;
  if (headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined) return 0;
  if (typeof headers['content-type'] !== 'string') return 0;
  const length = Number(headers['content-length']);
  return Number.isInteger(length) && length > 0 && length <= FAST_LANE_MAX_BODY ? length : 0;
}

/**
 * Reads exactly `length` bytes of the body and puts them back at the front of the request's stream before its
 * end is seen, so that the normal stack's body parser reads the same bytes when the lane has no answer.
 * Resolves undefined when the request ends early or fails (the bytes read, if any, are put back too).
 */
function readBody(req: IncomingMessage, length: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (body: Buffer | undefined) => {
      req.off('readable', onReadable);
      req.off('error', onEnd);
      // Back in front of the stream, in the same tick as the last read: its end is not emitted while bytes wait.
      if (received > 0) req.unshift(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received));
      resolve(body);
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (received < length && (chunk = req.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        received += chunk.length;
      }
      if (received >= length) {
        finish(received === length ? (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received)) : undefined);
      }
    };
    // An aborted request is destroyed with an error ('aborted').
    const onEnd = () => finish(undefined);
    req.on('readable', onReadable);
    req.on('error', onEnd);
  });
}

/** A request listener's step: handles the request, or calls next() to leave it to the app. */
export type FrontHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The front of the app for the fast lanes, before Express dispatches anything (createApp runs it ahead of
 * the app's own handle): a lane's request is read once and offered to the lane; answered, it is counted in
 * /metrics and written to the access log as the normal stack would; not answered, it goes on with its body
 * put back and its lane key kept for the route (fastLaneKeyOf).
 */
export function fastLanes(lanes: readonly FastLane[], options: { logger: Logger; metrics?: Metrics }): FrontHandler {
  const byPath = new Map(lanes.map((lane) => [lane.path, lane]));
  const logger = accessLogger(options.logger);
  return (req, res, next) => {
    if (req.method !== 'POST' || req.url === undefined) return next();
    const lane = byPath.get(req.url);
    if (!lane) return next();
    const length = eligibleLength(req);
    if (length === 0) return next();
    const started = process.hrtime.bigint();
    readBody(req, length)
      .then(async (body) => {
        if (!body) return false;
        const key = fastLaneKey(req.headers.host, req.headers['content-type']!, body);
        (req as Keyed)[LANE_KEY] = key;
        const requestId = requestIdOf(req);
        const answered = await lane.answer({ req, key, body, requestId }, res);
        if (answered) {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          options.metrics?.observeHttp('POST', lane.route, 200, seconds);
          logAccess(logger, {
            reqId: requestId,
            method: 'POST',
            path: lane.path,
            route: lane.route,
            statusCode: 200,
            ms: Math.round(seconds * 1000),
          });
          // The body read is put back unread: let it drain.
          req.resume();
        }
        return answered;
      })
      .then(
        (answered) => {
          if (!answered) next();
        },
        // A lane that fails leaves the request to the normal stack (which meets the same fault, if any, there).
        () => (res.headersSent ? undefined : next()),
      );
  };
}
