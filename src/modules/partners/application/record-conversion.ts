import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import type { ConversionKind } from '../domain/conversions.js';
import { EXPERIMENT_EXPIRY_DAYS } from '../domain/experiments.js';
import { VISITOR_ID } from '../domain/feature-flags.js';
import { PARTNERS } from '../tokens.js';
import type { ExperimentStore } from './ports.js';
import type { ResolvePartnerSite } from './resolve-partner-site.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A lead or a sale was just created (seen on its 201 answer): it is stored with the partner of the host and
 * the variants the visitor saw in the last 90 days (spec 02 §7), once per lead or sale. Nothing to attribute
 * (no visitor, main site) still records it, so the report counts every conversion of a partner.
 */
@injectable()
export class RecordConversion {
  constructor(
    @inject(PARTNERS.ExperimentStore) private readonly store: ExperimentStore,
    @inject(PARTNERS.ResolvePartnerSite) private readonly sites: ResolvePartnerSite,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: {
    kind: ConversionKind;
    reference: string;
    visitorId: string | null;
    host: string | undefined;
    internal: boolean;
  }): Promise<boolean> {
    const now = this.clock.now();
    const visitorId = input.visitorId && VISITOR_ID.test(input.visitorId) ? input.visitorId : null;
    const variants = visitorId
      ? await this.store.exposuresOf(visitorId, new Date(now.getTime() - EXPERIMENT_EXPIRY_DAYS * DAY_MS))
      : {};
    const partner = await this.sites.byHost(input.host);
    return this.store.recordConversion(
      {
        kind: input.kind,
        reference: input.reference,
        visitorId,
        partnerCode: partner?.code ?? null,
        variants,
        internal: input.internal,
      },
      now,
    );
  }
}
