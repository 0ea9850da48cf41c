import { inject, injectable } from 'inversify';
import { badRequest } from '../../../platform/errors.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { VISITOR_ID, visitorFlags, type VisitorFlags } from '../domain/feature-flags.js';
import { PARTNERS } from '../tokens.js';
import type { FeatureFlags } from './ports.js';

export const INVALID_VISITOR = 'Identificador de visitante inválido.';

/** GET /api/experiments: a visitor's flag values and experiment variants (spec 02 §7). */
@injectable()
export class GetVisitorFlags {
  constructor(
    @inject(PARTNERS.FeatureFlags) private readonly flags: FeatureFlags,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(visitorId: string): Promise<VisitorFlags> {
    if (!VISITOR_ID.test(visitorId)) throw badRequest(INVALID_VISITOR);
    return visitorFlags(await this.flags.definitions(), visitorId, this.clock.now());
  }
}
