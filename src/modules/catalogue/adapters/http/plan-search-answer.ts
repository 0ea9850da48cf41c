import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { CompareIsaprePlans, PlanQuery, PlanSearchPage } from '../../application/compare-isapre-plans.js';
import type { CompareRestriction } from '../../domain/compare.js';
import type { PlanCardStatic } from '../../domain/plan-views.js';
import type { CachedAnswer, CompareAnswerCache } from './compare-answer-cache.js';
import { parse } from './parse.js';
import { concatParts, writeAnswer } from './answer-bytes.js';
import { planQuerySchema } from './schemas.js';

/** Each card's static JSON around its 'new' badge, as UTF-8 bytes, kept beside the static parts themselves. */
const staticJson = new WeakMap<PlanCardStatic, { head: Buffer; body: Buffer }>();

function staticJsonOf(parts: PlanCardStatic): { head: Buffer; body: Buffer } {
  let json = staticJson.get(parts);
  if (json === undefined) {
    // `{…head fields` without its closing brace, and `,…body fields` without its braces.
    json = {
      head: Buffer.from(JSON.stringify(parts.head).slice(0, -1), 'utf8'),
      body: Buffer.from(`,${JSON.stringify(parts.body).slice(1, -1)}`, 'utf8'),
    };
    staticJson.set(parts, json);
  }
  return json;
}

/**
 * The plan search's answer as bytes in three parts: before the search's uuid (`…"metaData":{"uuid":`), the
 * uuid as a JSON string, and after it. Together they are JSON.stringify of the answer (PlanSearchResponse,
 * composePlanCard's cards), byte for byte; each card's static JSON is kept per plan (issue 31's profile:
 * stringifying and encoding ~40-70 KB per answer), so a page costs its prices and costs of care. Head and
 * tail are the same for every request asking the same search, so the answer cache keeps them.
 */
export function planSearchParts(page: PlanSearchPage): { head: Buffer; uuid: string; tail: Buffer } {
  const parts: (Buffer | string)[] = ['{"data":['];
  page.cards.forEach((card, i) => {
    const json = staticJsonOf(card.parts);
    parts.push(
      i > 0 ? ',' : '',
      json.head,
      `,"isNew":${card.isNew}`,
      json.body,
      `,"price":${JSON.stringify(card.price)},"careCost":${JSON.stringify(card.careCost)}}`,
    );
  });
  const { uuid, ...rest } = page.metaData;
  parts.push(`],"total":${page.total},"page":${page.page},"take":${page.take},"metaData":{"uuid":`);
  return {
    head: concatParts(parts),
    uuid: JSON.stringify(uuid),
    tail: Buffer.from(`,${JSON.stringify(rest).slice(1)}}`),
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
    writeAnswer(res, answer, uuid);
  };
}
