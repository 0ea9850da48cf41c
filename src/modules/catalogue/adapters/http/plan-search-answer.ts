import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { CompareIsaprePlans, PlanQuery } from '../../application/compare-isapre-plans.js';
import type { CompareRestriction } from '../../domain/compare.js';
import type { PlanSearchResponse } from '../../domain/plan-search.js';
import type { CachedAnswer, CompareAnswerCache } from './compare-answer-cache.js';
import { parse } from './parse.js';
import { planQuerySchema } from './schemas.js';

/**
 * The plan search's answer as bytes in three parts: before the search's uuid (`…"metaData":{"uuid":`), the
 * uuid as a JSON string, and after it. Together they are JSON.stringify(answer), byte for byte; head and tail
 * are the same for every request asking the same search, so the answer cache keeps them.
 */
export function planSearchParts(answer: PlanSearchResponse): { head: Buffer; uuid: string; tail: Buffer } {
  const { uuid, ...rest } = answer.metaData;
  const head = `{"data":${JSON.stringify(answer.data)},"total":${answer.total},"page":${answer.page},"take":${answer.take},"metaData":{"uuid":`;
  return {
    head: Buffer.from(head, 'utf8'),
    uuid: JSON.stringify(uuid),
    tail: Buffer.from(`,${JSON.stringify(rest).slice(1)}}`, 'utf8'),
  };
}

/**
 * POST (and GET) …/compare/metadataPlanesPersonas (issue 31): the search prepared (validated, resolved,
 * a 400 in Spanish before anything is kept), answered from the plan answer cache when the same search was
 * answered against the same catalogue, rates, scenarios and day, else computed and kept. Written as bytes
 * (no ETag for an answer that is never stored: no-store).
 */
export function planSearchHandler(
  plans: CompareIsaprePlans,
  answers: CompareAnswerCache | undefined,
  restrictionOf: (req: Request) => Promise<CompareRestriction | null>,
  input: (req: Request) => unknown = (req) => req.body ?? {},
) {
  return async (req: Request, res: Response): Promise<void> => {
    const parsed = parse(planQuerySchema, input(req));
    const query: PlanQuery = { ...parsed, profile: parsed.profile ?? null, restriction: await restrictionOf(req) };
    const prepared = await plans.prepare(query);
    const cache = answers?.enabled ? answers : undefined;
    let answer: CachedAnswer | undefined;
    let epoch = '';
    let key = '';
    if (cache) {
      ({ epoch, key } = plans.key(prepared));
      answer = cache.get(epoch, key);
    }
    let uuid: string;
    if (answer) {
      // The search's uuid is the request's own (echoed, or new), never the one of the answer that was kept.
      uuid = JSON.stringify(query.uuid ?? randomUUID());
    } else {
      const parts = planSearchParts(plans.answer(prepared));
      uuid = parts.uuid;
      answer = parts;
      cache?.set(epoch, key, parts);
    }
    const uuidBytes = Buffer.from(uuid, 'utf8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', answer.head.length + uuidBytes.length + answer.tail.length);
    res.cork();
    res.write(answer.head);
    res.write(uuidBytes);
    res.end(answer.tail);
    res.uncork();
  };
}
