import type { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { fastLaneKeyOf, type FastLane, type FastLaneRequest } from '../../../../platform/http/fast-lane.js';
import type { CompareIsaprePlans, PlanQuery } from '../../application/compare-isapre-plans.js';
import { restrictionKey } from '../../domain/compare-answer-key.js';
import type { CompareRestriction } from '../../domain/compare.js';
import { ANSWER_TTL_MS, type AnswerAlias, type CompareAnswerCache } from './compare-answer-cache.js';
import { jsonObjectOf, sentHeaders, UTF8_JSON, write } from './compare-fast-lane.js';
import { planSearchAnswer } from './plan-search-answer.js';
import { planQuerySchema } from './schemas.js';
import type { SiteScope } from './site-scope.js';

/** The plan search's POST route as the site and the benches ask it. */
export const PLAN_SEARCH_PATH = '/api/buscarplanes/compare/metadataPlanesPersonas';

/** What the route's last 200 on a host with a Content-Type carried besides its body, and until when. */
interface RouteHeaders extends Pick<AnswerAlias, 'headers' | 'requestIdAt' | 'lengthAt'> {
  restriction: string;
  expires: number;
}

/** Hosts × Content-Types whose route headers are kept (beyond it they are all forgotten and learnt again). */
const MAX_ROUTE_HEADERS = 256;

/**
 * The plan search's fast lane (issue 31, every search new): once the route answered 200 on a host with a
 * Content-Type, another body there that the route would take (UTF-8 JSON object, every text storable,
 * planQuerySchema valid) is answered here, before the middleware stack, by the route's own code
 * (planSearchAnswer) with the headers the route sent (this request's id and length). Every header the stack
 * sets on this route depends on the host alone (security headers, a partner's frame-ancestors, Vary), the
 * body on the request alone: what is written is what the route would write. The stack was most of a new
 * search's CPU. Anything else — another shape, a body the route refuses, an unknown isapre or clinic (the
 * route's 400), another restriction for the host, headers older than a minute — goes down the normal stack
 * unchanged, nothing written.
 */
export class PlanSearchFastLane implements FastLane {
  readonly route: string;
  /** Searches it answered. */
  computed = 0;
  private readonly routeHeaders = new Map<string, RouteHeaders>();

  constructor(
    private readonly plans: CompareIsaprePlans,
    private readonly answers: CompareAnswerCache | undefined,
    private readonly site?: SiteScope,
    readonly path: string = PLAN_SEARCH_PATH,
    private readonly now: () => number = Date.now,
  ) {
    this.route = path;
  }

  async answer({ req, body, requestId }: FastLaneRequest, res: ServerResponse): Promise<boolean> {
    const type = req.headers['content-type'];
    if (type === undefined) return false;
    const route = this.routeHeaders.get(routeHeadersKey(req.headers.host, type));
    if (!route || route.expires <= this.now()) return false;
    const input = jsonObjectOf(body);
    if (input === undefined) return false;
    const parsed = planQuerySchema.safeParse(input);
    if (!parsed.success) return false;
    const restriction = this.site ? await this.site.restriction(req as Request) : null;
    if (restrictionKey(restriction) !== route.restriction) return false;
    const query: PlanQuery = { ...parsed.data, profile: parsed.data.profile ?? null, restriction };
    const { answer, uuid } = await planSearchAnswer(this.plans, this.answers, query);
    write(res, route, requestId, answer, Buffer.from(uuid, 'utf8'));
    this.computed += 1;
    return true;
  }

  /**
   * After the route answered a POST that came through the lane (fastLaneKeyOf): keeps the headers its
   * response carried as the host's, for that Content-Type. Only a plain 200 (no encoding, no cookie).
   */
  remember(req: Request, res: Response, restriction: CompareRestriction | null): void {
    if (fastLaneKeyOf(req) === undefined || res.statusCode !== 200) return;
    if (res.getHeader('content-encoding') !== undefined || res.getHeader('set-cookie') !== undefined) return;
    const type = req.headers['content-type'];
    if (typeof type !== 'string' || !UTF8_JSON.has(type.toLowerCase())) return;
    if (this.routeHeaders.size >= MAX_ROUTE_HEADERS) this.routeHeaders.clear();
    this.routeHeaders.set(routeHeadersKey(req.headers.host, type), {
      ...sentHeaders(res),
      restriction: restrictionKey(restriction),
      expires: this.now() + ANSWER_TTL_MS,
    });
  }
}

const routeHeadersKey = (host: string | undefined, type: string) => `${host ?? ''}\n${type}`;
