import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { fastLaneKeyOf, type FastLane, type FastLaneRequest } from '../../../../platform/http/fast-lane.js';
import { firstUnstorable } from '../../../../platform/http/storable-text.js';
import { editionProfileErrors, requestEdition } from '../../../profile/index.js';
import type { CompareProducts } from '../../application/compare-products.js';
import { restrictionKey } from '../../domain/compare-answer-key.js';
import type { CompareRestriction } from '../../domain/compare.js';
import { answerLength, writeBody, type Answer } from './answer-bytes.js';
import { ANSWER_TTL_MS, type AnswerAlias, type CompareAnswerCache } from './compare-answer-cache.js';
import { answerVersions, comparisonAnswer } from './compare-answer.js';
import type { CompareJsonPresenter } from './compare-presenter.js';
import { fastCompareRequest } from './compare-request-fast.js';
import type { SiteScope } from './site-scope.js';

export { answerVersions } from './compare-answer.js';

/** The comparison's POST route (spec 02 §7), as the app serves it. */
export const COMPARE_PATH = '/api/insurance/compare/metadata';

/** What the route answered, for remember(). */
export interface RouteAnswer {
  /** The answer cache's key and epoch the answer is kept under. */
  key: string;
  epoch: string;
  /** The request's site restriction. */
  restriction: CompareRestriction | null | undefined;
  /** The uuid the request sent (the answer echoes it), or null. */
  uuid: string | null | undefined;
}

/**
 * What the route's last 200 for a host and Content-Type carried besides its body (issue 31, new searches):
 * its headers (the request id's and the length's values replaced per answer), the edition whose profile
 * rules it applied, under which epoch and site restriction, and until when it is trusted.
 */
interface RouteHeaders {
  epoch: string;
  restriction: string;
  headers: (string | string[])[];
  requestIdAt: number;
  lengthAt: number;
  edition: ReturnType<typeof requestEdition>;
  expires: number;
}

/** Hosts × Content-Types whose route headers are kept (beyond it they are all forgotten and learnt again). */
const MAX_ROUTE_HEADERS = 256;

/** The Content-Types whose body the JSON parser reads as UTF-8 JSON, as the lane reads it. */
export const UTF8_JSON = new Set([
  'application/json',
  'application/json; charset=utf-8',
  'application/json;charset=utf-8',
]);

/**
 * The comparison's fast lane (issue 31), before the app's middleware stack:
 * - **a repeat**: a POST whose exact bytes (Host, Content-Type, body) the route answered 200 before is
 *   answered from the answer cache with what the route wrote then: the kept answer's bytes with this
 *   request's uuid (the one it sent, or a new one), and the headers the route's response carried (security
 *   headers, Vary, Cache-Control…) with this request's id;
 * - **a new search**: once the route answered 200 on a host with a Content-Type, another body there in the
 *   comparison's common shape (fastCompareRequest: plain JSON, valid, canonical spellings; no text the
 *   database cannot store; no edition rule refusing the profile) is computed here by the route's own code
 *   (comparisonAnswer) and written with those headers. What is written is what the route would write:
 *   every header the middleware stack sets on this route depends on the host alone (security headers, a
 *   partner's frame-ancestors), the body's only on the request.
 * Anything else — another shape, a body the route would refuse, an error while computing — goes down the
 * normal stack unchanged (nothing written, nothing kept, nothing counted). A catalogue, price or rate change
 * (the cache's epoch), an entry's or the headers' expiry, or another restriction for the host (a partner's
 * edited configuration) sends requests down the normal route again.
 */
export class CompareFastLane implements FastLane {
  readonly path = COMPARE_PATH;
  readonly route = COMPARE_PATH;
  /** Repeats it answered (the answer cache counts them as hits too). */
  answered = 0;
  /** New searches it computed and answered (counted by the answer cache like the route's). */
  computed = 0;
  private readonly routeHeaders = new Map<string, RouteHeaders>();

  constructor(
    private readonly compare: Pick<CompareProducts, 'state' | 'page'>,
    private readonly answers: CompareAnswerCache,
    private readonly site?: SiteScope,
    private readonly presenter?: CompareJsonPresenter,
    private readonly now: () => number = Date.now,
  ) {}

  async answer({ req, key, body, requestId }: FastLaneRequest, res: ServerResponse): Promise<boolean> {
    if (!this.answers.enabled) return false;
    const [state, restriction] = await Promise.all([
      this.compare.state(),
      this.site ? this.site.restriction(req as Request) : null,
    ]);
    const { epoch } = answerVersions(state);
    const restricted = restrictionKey(restriction);
    const found = this.answers.getByAlias(epoch, key, restricted);
    if (found) {
      const { answer, alias } = found;
      const uuid = alias.uuid ?? Buffer.from(JSON.stringify(randomUUID()), 'utf8');
      write(res, alias, requestId, answer, uuid);
      this.answered += 1;
      return true;
    }
    const route = this.presenter ? this.routeHeadersFor(req.headers.host, req.headers['content-type'], epoch) : null;
    if (!route || route.restriction !== restricted) return false;
    const parsed = readRequest(body);
    if (!parsed) return false;
    const request = { ...parsed, restriction };
    if (request.profile && editionProfileErrors(route.edition, request.profile, request.productType).length > 0) {
      return false;
    }
    const computed = await comparisonAnswer(this.compare, this.presenter!, this.answers, request, state, false);
    this.answers.count(computed.kept);
    write(res, route, requestId, computed.answer, Buffer.from(computed.uuid, 'utf8'));
    this.computed += 1;
    // The same bytes again are a repeat.
    this.answers.setAlias(computed.epoch, key, {
      key: computed.key,
      restriction: restricted,
      uuid: parsed.uuid ? Buffer.from(JSON.stringify(parsed.uuid), 'utf8') : null,
      headers: route.headers,
      requestIdAt: route.requestIdAt,
      lengthAt: route.lengthAt,
    });
    return true;
  }

  /**
   * After the route answered a request that came through the lane (fastLaneKeyOf): keeps its bytes as an
   * alias of the kept answer, with the headers the response carried, and those headers (with the edition) as
   * the host's for new searches. Only a plain 200 (no encoding, no cookie).
   */
  remember(req: Request, res: Response, answered: RouteAnswer): void {
    const raw = fastLaneKeyOf(req);
    if (raw === undefined || res.statusCode !== 200) return;
    if (res.getHeader('content-encoding') !== undefined || res.getHeader('set-cookie') !== undefined) return;
    const { headers, requestIdAt, lengthAt } = sentHeaders(res);
    const restriction = restrictionKey(answered.restriction);
    const alias: AnswerAlias = {
      key: answered.key,
      restriction,
      uuid: answered.uuid ? Buffer.from(JSON.stringify(answered.uuid), 'utf8') : null,
      headers,
      requestIdAt,
      lengthAt,
    };
    this.answers.setAlias(answered.epoch, raw, alias);
    const type = req.headers['content-type'];
    if (!this.presenter || typeof type !== 'string' || !UTF8_JSON.has(type.toLowerCase())) return;
    if (this.routeHeaders.size >= MAX_ROUTE_HEADERS) this.routeHeaders.clear();
    this.routeHeaders.set(routeHeadersKey(req.headers.host, type), {
      epoch: answered.epoch,
      restriction,
      headers,
      requestIdAt,
      lengthAt,
      edition: requestEdition(res),
      expires: this.now() + ANSWER_TTL_MS,
    });
  }

  /** The route's headers for the host and Content-Type, while they are of this epoch and fresh. */
  private routeHeadersFor(host: string | undefined, type: string | undefined, epoch: string): RouteHeaders | null {
    if (type === undefined) return null;
    const route = this.routeHeaders.get(routeHeadersKey(host, type));
    return route && route.epoch === epoch && route.expires > this.now() ? route : null;
  }
}

const routeHeadersKey = (host: string | undefined, type: string) => `${host ?? ''}\n${type}`;

/**
 * The body as the route would read it, when it is the comparison's common shape: UTF-8 JSON whose top level
 * is an object (the JSON parser's strict mode), every text storable (the JSON boundary), read by
 * fastCompareRequest. Undefined for anything else, which the normal stack reads (and answers or refuses).
 */
function readRequest(body: Buffer): ReturnType<typeof fastCompareRequest> {
  const input = jsonObjectOf(body);
  return input === undefined ? undefined : fastCompareRequest(input);
}

/**
 * A lane's body as the JSON parser and the JSON boundary read it: UTF-8 JSON whose top level is an object
 * (the parser's strict mode), every text storable. Undefined for anything else (the normal stack reads it).
 */
export function jsonObjectOf(body: Buffer): object | undefined {
  const text = body.toString('utf8');
  // Bytes that are not UTF-8 (the parser's decoder may read them otherwise) and a BOM go the normal way.
  if (text.includes('\ufffd') || text.charCodeAt(0) === 0xfeff) return undefined;
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof input !== 'object' || input === null || firstUnstorable(input) !== undefined) return undefined;
  return input;
}

/** The headers a response carries, in the order and spelling they were set, and where its id and length are. */
export function sentHeaders(res: Response): Pick<AnswerAlias, 'headers' | 'requestIdAt' | 'lengthAt'> {
  const headers: (string | string[])[] = [];
  let requestIdAt = -1;
  let lengthAt = -1;
  // As Node writes them (its types lack this method).
  for (const name of (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
    const value = res.getHeader(name);
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    if (lower === 'x-request-id') requestIdAt = headers.length + 1;
    if (lower === 'content-length') lengthAt = headers.length + 1;
    headers.push(name, typeof value === 'number' ? String(value) : value);
  }
  return { headers, requestIdAt, lengthAt };
}

/** The kept headers with this request's id and length, then head, uuid and tail in one packet. */
export function write(
  res: ServerResponse,
  kept: Pick<AnswerAlias, 'headers' | 'requestIdAt' | 'lengthAt'>,
  requestId: string,
  answer: Answer,
  uuid: Buffer,
): void {
  const headers = kept.headers.slice();
  if (kept.requestIdAt >= 0) headers[kept.requestIdAt] = requestId;
  if (kept.lengthAt >= 0) headers[kept.lengthAt] = String(answerLength(answer, uuid.length));
  res.writeHead(200, headers);
  writeBody(res, answer, uuid);
}
