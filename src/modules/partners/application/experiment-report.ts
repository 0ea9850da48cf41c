import { inject, injectable } from 'inversify';
import { variantReport, type VariantReportRow } from '../domain/conversions.js';
import { partnerScopeOf } from '../domain/partner.js';
import { PARTNERS } from '../tokens.js';
import type { ExperimentStore, PartnerRepository } from './ports.js';

/**
 * Conversion per variant for the back-office (issue 14): exposed visitors, leads, sales started and
 * completed, per experiment and variant, internal traffic left out. An ADMIN_PARTNER sees only its own
 * partners' figures; others see all, or one partner's when asked.
 */
@injectable()
export class ExperimentReport {
  constructor(
    @inject(PARTNERS.ExperimentStore) private readonly store: ExperimentStore,
    @inject(PARTNERS.PartnerRepository) private readonly partners: PartnerRepository,
  ) {}

  async execute(
    user: { id: number; permissions: readonly string[] },
    filter: { partner?: string } = {},
  ): Promise<VariantReportRow[]> {
    const scope = partnerScopeOf(user);
    let codes: string[] | null = filter.partner ? [filter.partner.toLowerCase()] : null;
    if (!scope.all) {
      const own = (
        await this.partners.list({ offset: 0, limit: 1000, sort: { field: 'id', order: 'ASC' } }, scope)
      ).rows.map((p) => p.code);
      codes = codes ? codes.filter((code) => own.includes(code)) : own;
    }
    return variantReport(await this.store.figures({ partnerCodes: codes }));
  }
}
