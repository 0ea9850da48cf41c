import { inject, injectable } from 'inversify';
import { inScope, partnerScopeOf, type Partner } from '../domain/partner.js';
import { PARTNERS } from '../tokens.js';
import { validatedPartner, type PartnerCommand } from './create-partner.js';
import { PARTNER_NOT_FOUND } from './get-partner.js';
import type { HtmlSanitizer, PartnerRepository } from './ports.js';
import type { ResolvePartnerSite } from './resolve-partner-site.js';
import { notFound } from '../../../platform/errors.js';

/**
 * Edits a partner (partner:update). An ADMIN_PARTNER edits only its own partner and only its name and
 * configuration: the sub-domain, the active switch, the embedding type and the linked users stay as they are.
 */
@injectable()
export class UpdatePartner {
  constructor(
    @inject(PARTNERS.PartnerRepository) private readonly partners: PartnerRepository,
    @inject(PARTNERS.HtmlSanitizer) private readonly sanitizer: HtmlSanitizer,
    @inject(PARTNERS.ResolvePartnerSite) private readonly sites: ResolvePartnerSite,
  ) {}

  async execute(
    id: number,
    command: PartnerCommand,
    user: { id: number; permissions: readonly string[] },
  ): Promise<Partner> {
    const current = await this.partners.get(id);
    const scope = partnerScopeOf(user);
    if (!current || !inScope(scope, current)) throw notFound(PARTNER_NOT_FOUND);
    const merged: PartnerCommand = scope.all
      ? {
          code: command.code ?? current.code,
          name: command.name ?? current.name,
          active: command.active ?? current.active,
          embedType: command.embedType ?? current.embedType,
          config: command.config ?? current.config,
          adminUserIds: command.adminUserIds ?? current.adminUserIds,
        }
      : {
          ...current,
          name: command.name ?? current.name,
          config: command.config ?? current.config,
        };
    const input = validatedPartner(merged, this.sanitizer);
    const updated = await this.partners.update(id, input);
    if (!updated) throw notFound(PARTNER_NOT_FOUND);
    this.sites.invalidate();
    return updated;
  }
}
