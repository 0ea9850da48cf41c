import { inject, injectable } from 'inversify';
import { notFound } from '../../../platform/errors.js';
import { UNAUTHORIZED_EMBEDDING } from '../domain/embedding.js';
import type { EmbedType } from '../domain/partner.js';
import { PARTNERS } from '../tokens.js';
import type { PartnerRepository } from './ports.js';

export { UNAUTHORIZED_EMBEDDING };

export interface IframeAuthorization {
  partner: string;
  name: string;
  embedType: EmbedType;
  /** The origins allowed to embed (spec 02 §5 "the authorized list"). */
  allowedUrls: string[];
  defaultPath: string;
}

/**
 * GET api/integration/iframe-token (spec 03 §7, spec 02 §7 "Authorized URLs by embedding token"): the
 * partner an IFRAME_AUTH token belongs to and where it may be embedded. An unknown or inactive partner's
 * token is a 404 whose message is the spec's warning.
 */
@injectable()
export class CheckIframeToken {
  constructor(@inject(PARTNERS.PartnerRepository) private readonly partners: PartnerRepository) {}

  async execute(token: string): Promise<IframeAuthorization> {
    const partner = token ? await this.partners.findByIframeToken(token) : null;
    if (!partner || !partner.active) throw notFound(UNAUTHORIZED_EMBEDDING);
    return {
      partner: partner.code,
      name: partner.name,
      embedType: partner.embedType,
      allowedUrls: partner.config.allowedUrls,
      defaultPath: partner.config.redirects.defaultPath,
    };
  }
}
