import { inject, injectable } from 'inversify';
import { embeddingDecision, type EmbeddingDecision } from '../domain/embedding.js';
import { PARTNERS } from '../tokens.js';
import type { ResolvePartnerSite } from './resolve-partner-site.js';

/**
 * Whether a page loaded inside a frame may show the comparator (spec 02 §5): the token's partner (from the
 * per-process partner cache), the frame's host, the embedding page's origin and the encoded profile.
 */
@injectable()
export class CheckEmbedding {
  constructor(@inject(PARTNERS.ResolvePartnerSite) private readonly sites: ResolvePartnerSite) {}

  async execute(input: {
    host: string | undefined;
    token: string | null;
    embedderOrigin: string | null;
    encodedProfile: string | null;
    siteOrigin: string | null;
  }): Promise<EmbeddingDecision & { partner: string | null }> {
    const tokenPartner = input.token ? await this.sites.byIframeToken(input.token) : null;
    const decision = embeddingDecision({
      token: input.token,
      tokenPartner: tokenPartner
        ? { code: tokenPartner.code, embedType: tokenPartner.embedType, allowedUrls: tokenPartner.config.allowedUrls }
        : null,
      sitePartnerCode: this.sites.subdomainOf(input.host),
      embedderOrigin: input.embedderOrigin,
      encodedProfile: input.encodedProfile,
      siteOrigin: input.siteOrigin,
    });
    return { ...decision, partner: tokenPartner?.code ?? null };
  }
}
