import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { fastLaneKeyOf, type FastLane, type FastLaneRequest } from '../../../../platform/http/fast-lane.js';
import type { CompareState } from '../../application/compare-products.js';
import { ratesVersion, restrictionKey, type CompareAnswerVersions } from '../../domain/compare-answer-key.js';
import type { CompareRestriction } from '../../domain/compare.js';
import type { AnswerAlias, CompareAnswerCache } from './compare-answer-cache.js';
import type { SiteScope } from './site-scope.js';

/** The comparison's POST route (spec 02 §7), as the app serves it. */
export const COMPARE_PATH = '/api/insurance/compare/metadata';

/** The rates part of each rates object's versions, computed once per object (they change once a minute). */
const ratesVersions = new WeakMap<object, string>();

/**
 * The versions an answer of this state is kept under, and their epoch (the cache drops everything when it
 * moves: a catalogue, price or rate change).
 */
export function answerVersions(state: CompareState): { versions: CompareAnswerVersions; epoch: string } {
  let rates = ratesVersions.get(state.rates);
  if (rates === undefined) {
    rates = ratesVersion(state.rates);
    ratesVersions.set(state.rates, rates);
  }
  const versions = { catalogue: `${state.snapshot.version}.${state.snapshot.generation}`, rates };
  return { versions, epoch: `${versions.catalogue}|${versions.rates}` };
}

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
 * The comparison's fast lane (issue 31): answers a POST whose exact bytes (Host, Content-Type, body) the route
 * answered 200 before, from the answer cache, before the app's middleware stack. What it writes is what the
 * route wrote then: the kept answer's bytes with this request's uuid (the one it sent, or a new one), and
 * the headers the route's response carried (security headers, Vary, Cache-Control…) with this request's id.
 * It answers only while the answer cache keeps that answer: a catalogue, price or rate change (the cache's
 * epoch), its expiry, or another restriction for the host (a partner's edited configuration) sends the
 * request down the normal route again.
 */
export class CompareFastLane implements FastLane {
  readonly path = COMPARE_PATH;
  readonly route = COMPARE_PATH;
  /** Requests it answered (the answer cache counts them as hits too). */
  answered = 0;

  constructor(
    private readonly compare: { state(): Promise<CompareState> },
    private readonly answers: CompareAnswerCache,
    private readonly site?: SiteScope,
  ) {}

  async answer({ req, key, requestId }: FastLaneRequest, res: ServerResponse): Promise<boolean> {
    if (!this.answers.enabled) return false;
    const [state, restriction] = await Promise.all([
      this.compare.state(),
      this.site ? this.site.restriction(req as Request) : null,
    ]);
    const found = this.answers.getByAlias(answerVersions(state).epoch, key, restrictionKey(restriction));
    if (!found) return false;
    const { answer, alias } = found;
    const uuid = alias.uuid ?? Buffer.from(JSON.stringify(randomUUID()), 'utf8');
    const headers = alias.headers.slice();
    if (alias.requestIdAt >= 0) headers[alias.requestIdAt] = requestId;
    if (alias.lengthAt >= 0) headers[alias.lengthAt] = String(answer.head.length + uuid.length + answer.tail.length);
    res.writeHead(200, headers);
    res.cork();
    res.write(answer.head);
    res.write(uuid);
    res.end(answer.tail);
    res.uncork();
    this.answered += 1;
    return true;
  }

  /**
   * After the route answered a request that came through the lane (fastLaneKeyOf): keeps its bytes as an
   * alias of the kept answer, with the headers the response carried. Only a plain 200 (no encoding, no cookie).
   */
  remember(req: Request, res: Response, answered: RouteAnswer): void {
    const raw = fastLaneKeyOf(req);
    if (raw === undefined || res.statusCode !== 200) return;
    if (res.getHeader('content-encoding') !== undefined || res.getHeader('set-cookie') !== undefined) return;
    const headers: (string | string[])[] = [];
    let requestIdAt = -1;
    let lengthAt = -1;
    // In the order and spelling they were set, as Node writes them (its types lack this method).
    for (const name of (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
      const value = res.getHeader(name);
      if (value === undefined) continue;
      const lower = name.toLowerCase();
      if (lower === 'x-request-id') requestIdAt = headers.length + 1;
      if (lower === 'content-length') lengthAt = headers.length + 1;
      headers.push(name, typeof value === 'number' ? String(value) : value);
    }
    const alias: AnswerAlias = {
      key: answered.key,
      restriction: restrictionKey(answered.restriction),
      uuid: answered.uuid ? Buffer.from(JSON.stringify(answered.uuid), 'utf8') : null,
      headers,
      requestIdAt,
      lengthAt,
    };
    this.answers.setAlias(answered.epoch, raw, alias);
  }
}
