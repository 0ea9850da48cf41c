import { inject, injectable } from 'inversify';
import { notFound } from '../../../platform/errors.js';
import { inScope, partnerScopeOf, type Partner } from '../domain/partner.js';
import { PARTNERS } from '../tokens.js';
import type { PartnerRepository } from './ports.js';

export const PARTNER_NOT_FOUND = 'No existe el socio.';

/** One partner for the back-office; a partner outside the user's scope does not exist for them. */
@injectable()
export class GetPartner {
  constructor(@inject(PARTNERS.PartnerRepository) private readonly partners: PartnerRepository) {}

  async execute(id: number, user: { id: number; permissions: readonly string[] }): Promise<Partner> {
    const partner = await this.partners.get(id);
    if (!partner || !inScope(partnerScopeOf(user), partner)) throw notFound(PARTNER_NOT_FOUND);
    return partner;
  }
}
