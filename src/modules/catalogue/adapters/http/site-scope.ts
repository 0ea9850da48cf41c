import type { Request, RequestHandler, RequestParamHandler } from 'express';
import type { CompareScope } from '../../application/ports.js';
import type { SiteVisibility } from '../../application/site-visibility.js';
import type { CompareRestriction } from '../../domain/compare.js';
import type { OrganizationType } from '../../domain/categories.js';

/** Each request's restriction, asked once however many routers and guards need it. */
const resolved = new WeakMap<Request, Promise<CompareRestriction | null>>();

/**
 * What the request's site may show (issue 14, issue 24): the CompareScope port's restriction for its Host (a
 * partner sub-domain; null on the main site), resolved once per request, and guards that answer 404 for a
 * product, plan or organization outside it. Every catalogue route that looks one up by its address goes
 * through these, as the comparison goes through the same restriction.
 */
export class SiteScope {
  constructor(
    private readonly scope: () => CompareScope | undefined,
    private readonly visibility: SiteVisibility,
  ) {}

  restriction(req: Request): Promise<CompareRestriction | null> {
    let found = resolved.get(req);
    if (!found) {
      const scope = this.scope();
      found = scope ? scope.restrictionFor(req.headers.host).then((r) => r ?? null) : Promise.resolve(null);
      resolved.set(req, found);
    }
    return found;
  }

  /** The organizations of a list the request's site may show. */
  async visible<T extends { organizationCode: string; organizationType: OrganizationType }>(
    req: Request,
    rows: T[],
  ): Promise<T[]> {
    return this.visibility.visible(rows, await this.restriction(req));
  }

  /** router.param for a product id or code. */
  productParam(): RequestParamHandler {
    return this.param((value, restriction) => this.visibility.assertProduct(value, restriction));
  }

  /** router.param for an organization id, code or URL segment (of `type` when given). */
  organizationParam(type?: OrganizationType): RequestParamHandler {
    return this.param((value, restriction) => this.visibility.assertOrganization(value, restriction, type));
  }

  /** router.param for an isapre plan code. */
  planParam(): RequestParamHandler {
    return this.param((value, restriction) => this.visibility.assertPlan(value, restriction));
  }

  /** A route guard for the plan a request names (keyOf: the route's own reading of it), when it names one. */
  plan(keyOf: (req: Request) => unknown): RequestHandler {
    return (req, res, next) => {
      const value = keyOf(req);
      res.vary('Host');
      if (typeof value !== 'string' || value.trim() === '') return next();
      this.restriction(req)
        .then((restriction) => this.visibility.assertPlan(value, restriction))
        .then(() => next(), next);
    };
  }

  private param(assert: (value: string, restriction: CompareRestriction | null) => Promise<void>): RequestParamHandler {
    return (req, res, next, value: unknown) => {
      // Answers differ by host: a shared cache keeps one per site.
      res.vary('Host');
      if (typeof value !== 'string') return next();
      this.restriction(req)
        .then((restriction) => assert(value, restriction))
        .then(() => next(), next);
    };
  }
}
