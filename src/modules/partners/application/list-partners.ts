import { inject, injectable } from 'inversify';
import { partnerScopeOf, type Partner } from '../domain/partner.js';
import { PARTNERS } from '../tokens.js';
import type { PartnerListQuery, PartnerRepository } from './ports.js';

/** The back-office list of partners; ADMIN_PARTNER users get only their own (spec 03 §6). */
@injectable()
export class ListPartners {
  constructor(@inject(PARTNERS.PartnerRepository) private readonly partners: PartnerRepository) {}

  execute(
    query: PartnerListQuery,
    user: { id: number; permissions: readonly string[] },
  ): Promise<{ rows: Partner[]; total: number }> {
    return this.partners.list(query, partnerScopeOf(user));
  }
}
