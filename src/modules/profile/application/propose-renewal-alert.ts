import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { chileanToday } from '../../pricing/index.js';
import { RESULTS_CHECKED, bestAlternatives, exactPriceClp, inRenewalWindow, mayEmail } from '../domain/price-alert.js';
import { PRICE_ALERTS } from '../price-alert-tokens.js';
import type { AlertPricing, RenewalConsent, RenewalRecordOutcome, SavedSearchStore } from './price-alert-ports.js';

/** A policy bought here that is about to renew, as the portal module names it (ids and values only). */
export interface RenewalAlertInput {
  policyId: number;
  policyNumber: string;
  /** The policy's end date (YYYY-MM-DD): the renewal it is about. */
  endDate: string;
  email: string;
  /** The product bought and the profile it was priced for when bought. */
  productCode: string;
  productName: string | null;
  profile: Record<string, unknown> | null;
  /** Used only when the person has no price-alert consent of their own (never over a withdrawn one). */
  consent: RenewalConsent | null;
}

export type RenewalAlertOutcome = RenewalRecordOutcome | 'outside-window' | 'no-alternatives' | 'not-priced';

/**
 * The renewal notice (issue 29): thirty days before a policy bought here renews, its buyer gets the three best
 * alternatives priced exactly for the profile they bought with (products of the same type and kind of insurer
 * that cover at least as much, cheapest first). Once per policy and end date (dedupe key), only with consent,
 * within the one-e-mail-a-week limit (a person e-mailed this week is asked again by a later daily run while the
 * window lasts), through the outbox and the price alerts' mail job (SendPriceAlert checks both again).
 */
@injectable()
export class ProposeRenewalAlert {
  constructor(
    @inject(PRICE_ALERTS.Store) private readonly store: SavedSearchStore,
    @inject(PRICE_ALERTS.Pricing) private readonly pricing: AlertPricing,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: RenewalAlertInput): Promise<{ outcome: RenewalAlertOutcome; alertId: number | null }> {
    const now = this.clock.now();
    if (!inRenewalWindow(input.endDate, chileanToday(this.clock))) return { outcome: 'outside-window', alertId: null };
    // Cheap checks first: pricing is the costly part.
    const dedupeKey = `renewal:policy:${input.policyId}:${input.endDate}`;
    if (await this.store.hasAlert(dedupeKey)) return { outcome: 'already-recorded', alertId: null };
    const person = await this.store.subscriberByEmail(input.email);
    if (!person && !input.consent) return { outcome: 'no-consent', alertId: null };
    if (person?.consentWithdrawnAt) return { outcome: 'unsubscribed', alertId: null };
    if (person && (person.pending || !mayEmail(person, now))) return { outcome: 'weekly-limit', alertId: null };

    const priced = await this.price(input);
    if (!priced) return { outcome: 'not-priced', alertId: null };
    if (priced.alternatives.length === 0) return { outcome: 'no-alternatives', alertId: null };
    return this.store.recordRenewal(
      {
        email: input.email,
        consent: input.consent,
        dedupeKey,
        alternatives: priced.alternatives,
        details: {
          productName: priced.current.displayName || input.productName,
          productCode: input.productCode,
          priceClp: exactPriceClp(priced.current),
          previousPriceClp: null,
          policyId: input.policyId,
          policyNumber: input.policyNumber,
          endDate: input.endDate,
        },
      },
      now,
    );
  }

  /** The bought product and its alternatives, priced for the purchase's profile; null when it cannot be priced. */
  private async price(input: RenewalAlertInput) {
    try {
      const current = await this.pricing.product(input.productCode, input.profile);
      if (!current) return null;
      const results = await this.pricing.search(
        {
          insuranceTypes: [current.insuranceTypeId],
          ...(current.organizationType ? { organizationType: [current.organizationType] } : {}),
          profile: input.profile,
        },
        RESULTS_CHECKED,
      );
      return { current, alternatives: bestAlternatives(current, results) };
    } catch (error) {
      // A profile or product the catalogue no longer accepts: nothing to compare against.
      if (error instanceof AppError && (error.code === 'BAD_REQUEST' || error.code === 'NOT_FOUND')) return null;
      throw error;
    }
  }
}
