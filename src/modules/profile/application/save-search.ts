import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import {
  CONSENT_TEXT,
  CONSENT_VERSION,
  exactPriceClp,
  RESULTS_CHECKED,
  searchBaselineOf,
} from '../domain/price-alert.js';
import { PRICE_ALERTS } from '../price-alert-tokens.js';
import type { AlertPricing, SavedSearchCountry, SavedSearchKind, SavedSearchStore } from './price-alert-ports.js';

export interface SaveSearchInput {
  email: string;
  consentVersion: string;
  kind: SavedSearchKind;
  productCode: string | null;
  profile: Record<string, unknown>;
  /** The result list's compare body without the profile (insuranceTypes, organizationType, features…). */
  filters: Record<string, unknown>;
  /** The host's edition (issue 27), kept for the back-office's country filter; Chile when absent. */
  countryCode?: SavedSearchCountry;
}

const CONSENT_CHANGED =
  'El texto de autorización cambió. Recarga la página y vuelve a aceptar para guardar la búsqueda.';

/**
 * A visitor saves a search (profile and filters) or a product, with explicit consent to be e-mailed
 * (issue 29). The search is priced now through the compare API's own parsing, so one it would refuse is
 * refused here (400), and the results priced now become the baseline later runs compare against.
 */
@injectable()
export class SaveSearch {
  constructor(
    @inject(PRICE_ALERTS.Store) private readonly store: SavedSearchStore,
    @inject(PRICE_ALERTS.Pricing) private readonly pricing: AlertPricing,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: SaveSearchInput) {
    if (input.consentVersion !== CONSENT_VERSION) {
      throw new AppError('BAD_REQUEST', CONSENT_CHANGED, { errors: { consent: CONSENT_CHANGED } });
    }
    let filters = { ...input.filters };
    let baseline: Record<string, unknown>;
    if (input.kind === 'product') {
      const saved = await this.pricing.product(input.productCode ?? '', input.profile);
      if (!saved) throw new AppError('NOT_FOUND', `El seguro ${input.productCode ?? ''} no está disponible.`);
      // Saved from a card without the list's filters: its alternatives are the products of its type.
      if (!Array.isArray(filters.insuranceTypes) || filters.insuranceTypes.length === 0) {
        filters = {
          ...filters,
          insuranceTypes: [saved.insuranceTypeId],
          organizationType: filters.organizationType ?? [saved.organizationType ?? 'ASEGURADORA'],
        };
      }
      this.pricing.check({ ...filters, profile: input.profile });
      baseline = { priceClp: exactPriceClp(saved) };
    } else {
      const results = await this.pricing.search({ ...filters, profile: input.profile }, RESULTS_CHECKED);
      baseline = searchBaselineOf(results) as unknown as Record<string, unknown>;
    }
    const saved = await this.store.save({
      email: input.email.trim().toLowerCase(),
      consentVersion: CONSENT_VERSION,
      consentText: CONSENT_TEXT,
      consentAt: this.clock.now(),
      kind: input.kind,
      productCode: input.kind === 'product' ? input.productCode : null,
      profile: input.profile,
      filters,
      baseline,
      countryCode: input.countryCode ?? 'CL',
    });
    return { id: saved.id, kind: input.kind, email: input.email.trim().toLowerCase(), createdAt: saved.createdAt };
  }
}
