import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { CareCoverage } from '../../../pricing/index.js';
import type {
  CompareIsaprePlans,
  PlanCareCostParts,
  PlanQuery,
  PlanSearchPage,
} from '../../application/compare-isapre-plans.js';
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
 * A cost-of-care coverage's JSON (kept per coverage object, shared by the pages asking the same care): its
 * fields before the premiums (`{"lines":…,"outOfPocketClp":N`) and its steps (`"…","…"`).
 */
const coverageJson = new WeakMap<CareCoverage, { head: Buffer; steps: Buffer }>();

function coverageJsonOf(coverage: CareCoverage): { head: Buffer; steps: Buffer } {
  let json = coverageJson.get(coverage);
  if (json === undefined) {
    const { lines, billedClp, planPaysClp, annualCapApplied, copayClp, insurance, outOfPocketClp } = coverage;
    // CareCost's order (careCost, joinCareCost): these fields, then the premiums', then the steps.
    const head = { lines, billedClp, planPaysClp, annualCapApplied, copayClp, insurance, outOfPocketClp };
    json = {
      head: Buffer.from(JSON.stringify(head).slice(0, -1), 'utf8'),
      steps: Buffer.from(JSON.stringify(coverage.steps).slice(1, -1), 'utf8'),
    };
    coverageJson.set(coverage, json);
  }
  return json;
}

/** A card's `"careCost":…}` parts: JSON.stringify(joinCareCost(…)) with the coverage's JSON kept. */
function pushCareCost(parts: (Buffer | string)[], cost: PlanCareCostParts | null): void {
  if (cost === null) {
    parts.push('null}');
    return;
  }
  const json = coverageJsonOf(cost.coverage);
  const { planPremiumsClp, yearlyTotalClp, beyondContributionClp, steps } = cost.premiums;
  const more = steps.length === 0 ? '' : `${json.steps.length > 0 ? ',' : ''}${JSON.stringify(steps).slice(1, -1)}`;
  parts.push(
    json.head,
    `,"planPremiumsClp":${JSON.stringify(planPremiumsClp)},"yearlyTotalClp":${JSON.stringify(yearlyTotalClp)},"beyondContributionClp":${JSON.stringify(beyondContributionClp)},"steps":[`,
    json.steps,
    `${more}]}}`,
  );
}

/**
 * The plan search's answer as bytes in three parts: before the search's uuid (`…"metaData":{"uuid":`), the
 * uuid as a JSON string, and after it. Together they are JSON.stringify of the answer (PlanSearchResponse,
 * composePlanCard's cards), byte for byte; each card's static JSON is kept per plan (issue 31's profile:
 * stringifying and encoding ~40-70 KB per answer), and each cost of care's coverage per coverage, so a page
 * costs its prices and premiums. Head and
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
      `,"price":${JSON.stringify(card.price)},"careCost":`,
    );
    pushCareCost(parts, card.careCost);
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
 * A plan search's answer (issue 31) and the uuid it carries: from the plan answer cache when the same search
 * was answered against the same catalogue, rates, scenarios and day, else computed and kept. The route and
 * its fast lane (plan-search-fast-lane.ts) answer with this one function.
 */
export async function planSearchAnswer(
  plans: CompareIsaprePlans,
  answers: CompareAnswerCache | undefined,
  query: PlanQuery,
): Promise<{ answer: CachedAnswer; uuid: string }> {
  const prepared = await plans.prepare(query);
  const cache = answers?.enabled ? answers : undefined;
  let epoch = '';
  let key = '';
  if (cache) {
    ({ epoch, key } = plans.key(prepared));
    const answer = cache.get(epoch, key);
    // The search's uuid is the request's own (echoed, or new), never the one of the answer that was kept.
    if (answer) return { answer, uuid: JSON.stringify(query.uuid ?? randomUUID()) };
  }
  const parts = planSearchParts(plans.answer(prepared));
  cache?.set(epoch, key, parts);
  return { answer: parts, uuid: parts.uuid };
}

/**
 * POST (and GET) …/compare/metadataPlanesPersonas (issue 31): the search prepared (validated, resolved,
 * a 400 in Spanish before anything is kept), answered by planSearchAnswer. Written as bytes (no ETag for an
 * answer that is never stored: no-store). With a fast lane, a POST that came through it tells the lane the
 * headers the route sent on that host, so that the lane answers the next searches there itself.
 */
export function planSearchHandler(
  plans: CompareIsaprePlans,
  answers: CompareAnswerCache | undefined,
  restrictionOf: (req: Request) => Promise<CompareRestriction | null>,
  input: (req: Request) => unknown = (req) => req.body ?? {},
  /** The fast lane (plan-search-fast-lane.ts), told what the route sent. */
  lane?: { remember(req: Request, res: Response, restriction: CompareRestriction | null): void },
) {
  return async (req: Request, res: Response): Promise<void> => {
    const parsed = parse(planQuerySchema, input(req));
    const query: PlanQuery = { ...parsed, profile: parsed.profile ?? null, restriction: await restrictionOf(req) };
    const { answer, uuid } = await planSearchAnswer(plans, answers, query);
    writeAnswer(res, answer, uuid);
    if (lane && req.method === 'POST') lane.remember(req, res, query.restriction ?? null);
  };
}
