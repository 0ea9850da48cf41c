import type { CompareIsaprePlans } from '../../application/compare-isapre-plans.js';
import type { ListClinicsNear } from '../../application/list-clinics-near.js';
import type { ListOrganizationsOfType } from '../../application/list-organizations-of-type.js';
import type { CompareScope } from '../../application/ports.js';
import type { SiteVisibility } from '../../application/site-visibility.js';
import type { PlanSearchResponse } from '../../domain/plan-search.js';
import { parse } from './parse.js';
import { planQuerySchema } from './schemas.js';

/**
 * The isapre plan search a server-rendered plan list shows (issue 31, web/src/entry-server.tsx): the answer
 * POST /api/buscarplanes/compare/metadataPlanesPersonas gives for that body and host (same parsing, the
 * host's site restriction, the JSON the route writes), so the browser, asking the API the same, hydrates
 * the same cards.
 */
export class PagePlanSearch {
  constructor(
    private readonly compare: CompareIsaprePlans,
    private readonly scope: () => CompareScope | undefined,
    private readonly filters?: {
      ofType: ListOrganizationsOfType;
      clinics: ListClinicsNear;
      visibility: SiteVisibility;
    },
  ) {}

  /**
   * The list's filter options, as GET /api/organization/instituciones/tipo/ISAPRE (the host's isapres) and
   * GET /api/buscarplanes/prestadores answer them: the server's page draws the filters the browser would
   * draw once they arrive, so they do not push the page's content when they do.
   */
  async filterOptions(host: string | undefined): Promise<{ isapres: unknown[]; clinics: unknown[] }> {
    if (!this.filters) return { isapres: [], clinics: [] };
    const restriction = (await this.scope()?.restrictionFor(host)) ?? null;
    const [isapres, clinics] = await Promise.all([
      this.filters.ofType.execute('ISAPRE'),
      this.filters.clinics.execute(null),
    ]);
    return JSON.parse(
      JSON.stringify({ isapres: this.filters.visibility.visible(isapres, restriction), clinics: clinics.data }),
    ) as { isapres: unknown[]; clinics: unknown[] };
  }

  async answer(body: unknown, host: string | undefined): Promise<PlanSearchResponse> {
    const restriction = (await this.scope()?.restrictionFor(host)) ?? null;
    const query = parse(planQuerySchema, body);
    const answer = await this.compare.execute({ ...query, profile: query.profile ?? null, restriction });
    // What res.json sends (dates as text, undefined left out): the browser's answer, to the byte.
    return JSON.parse(JSON.stringify(answer)) as PlanSearchResponse;
  }
}
