import { inject, injectable } from 'inversify';
import { PARTNERS } from '../tokens.js';
import type { IntegrationFormStore, TokenGenerator } from './ports.js';
import type { ResolvePartnerSite } from './resolve-partner-site.js';

/**
 * POST /api/integration/form (spec 03 §7): a partner's site (or frame) hands over what its visitor typed
 * (profile, referido, contact data) and gets a hash; the comparator later reads it back with
 * GET /api/integration/form/{hash}. The partner is the one the request's host names, if any.
 */
@injectable()
export class SaveIntegrationForm {
  constructor(
    @inject(PARTNERS.IntegrationFormStore) private readonly forms: IntegrationFormStore,
    @inject(PARTNERS.TokenGenerator) private readonly tokens: TokenGenerator,
    @inject(PARTNERS.ResolvePartnerSite) private readonly sites: ResolvePartnerSite,
  ) {}

  async execute(data: Record<string, unknown>, host: string | undefined): Promise<{ hash: string }> {
    const partner = await this.sites.byHost(host);
    const hash = this.tokens.token(18);
    await this.forms.save(hash, partner?.id ?? null, data);
    return { hash };
  }
}
