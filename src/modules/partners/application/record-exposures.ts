import { inject, injectable } from 'inversify';
import { badRequest } from '../../../platform/errors.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { VISITOR_ID, visitorFlags } from '../domain/feature-flags.js';
import { PARTNERS } from '../tokens.js';
import { INVALID_VISITOR } from './get-visitor-flags.js';
import type { ExperimentStore, Exposure, FeatureFlags } from './ports.js';
import type { ResolvePartnerSite } from './resolve-partner-site.js';

/**
 * POST /api/experiments/exposures: the site says which experiments a visitor just saw. Only the variant the
 * server itself assigns to that visitor for a running experiment is recorded, so a forged or stale variant
 * cannot skew the counts; the partner is the request's host.
 */
@injectable()
export class RecordExposures {
  constructor(
    @inject(PARTNERS.ExperimentStore) private readonly store: ExperimentStore,
    @inject(PARTNERS.FeatureFlags) private readonly flags: FeatureFlags,
    @inject(PARTNERS.ResolvePartnerSite) private readonly sites: ResolvePartnerSite,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: {
    visitorId: string;
    exposures: Exposure[];
    host: string | undefined;
    internal: boolean;
  }): Promise<{ recorded: Exposure[] }> {
    if (!VISITOR_ID.test(input.visitorId)) throw badRequest(INVALID_VISITOR);
    const now = this.clock.now();
    const assigned = visitorFlags(await this.flags.definitions(), input.visitorId, now).experiments as Record<
      string,
      string | undefined
    >;
    const recorded = input.exposures.filter(
      (exposure, i, all) =>
        assigned[exposure.experiment] === exposure.variant &&
        all.findIndex((e) => e.experiment === exposure.experiment) === i,
    );
    const partner = await this.sites.byHost(input.host);
    await this.store.recordExposures(
      input.visitorId,
      recorded,
      { partnerCode: partner?.code ?? null, internal: input.internal },
      now,
    );
    return { recorded };
  }
}
