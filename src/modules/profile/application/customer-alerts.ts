import { inject, injectable } from 'inversify';
import { PRICE_ALERTS } from '../price-alert-tokens.js';
import type { SavedSearchStore, SavedSearchView, StoredAlert } from './price-alert-ports.js';

/** How many rows of each list the customer view shows (newest first). */
const SHOWN = 100;

/**
 * A person's saved searches and the alerts decided for them, by e-mail (the back-office's customer view, issue
 * 29), and the withdrawal of their consent by staff. Public through index.ts at PRICE_ALERTS.CustomerAlerts.
 */
@injectable()
export class CustomerAlerts {
  constructor(@inject(PRICE_ALERTS.Store) private readonly store: SavedSearchStore) {}

  async ofEmail(email: string): Promise<{
    subscriberId: number | null;
    consentWithdrawnAt: string | null;
    savedSearches: SavedSearchView[];
    alerts: StoredAlert[];
  }> {
    const address = email.trim().toLowerCase();
    const person = await this.store.subscriberByEmail(address);
    if (!person) return { subscriberId: null, consentWithdrawnAt: null, savedSearches: [], alerts: [] };
    const page = { offset: 0, limit: SHOWN, sort: { field: 'id', order: 'DESC' as const } };
    const [searches, alerts] = await Promise.all([
      this.store.listSearches({ ...page, filter: { subscriberId: person.id } }),
      this.store.listAlerts({ ...page, filter: { subscriberId: person.id } }),
    ]);
    return {
      subscriberId: person.id,
      consentWithdrawnAt: person.consentWithdrawnAt?.toISOString() ?? null,
      savedSearches: searches.rows,
      alerts: alerts.rows,
    };
  }

  /** Withdraws the person's consent (no alert goes out after it); false when the address has no alerts. */
  async withdraw(email: string): Promise<boolean> {
    const person = await this.store.subscriberByEmail(email.trim().toLowerCase());
    return person ? this.store.withdrawConsent(person.id) : false;
  }
}
