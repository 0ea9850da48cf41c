import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { PRICE_ALERTS } from '../price-alert-tokens.js';
import type { AdminPage, SavedSearchCountry, SavedSearchStore } from './price-alert-ports.js';

const notFound = (what: string) => new AppError('NOT_FOUND', `${what} no existe.`);

/** The back-office's view of a customer's saved searches and the alerts sent (saved-search:read / :delete). */
@injectable()
export class SavedSearchAdmin {
  constructor(@inject(PRICE_ALERTS.Store) private readonly store: SavedSearchStore) {}

  listSearches(
    page: AdminPage<{ email?: string; subscriberId?: number; id?: number[]; countryCode?: SavedSearchCountry }>,
  ) {
    return this.store.listSearches(page);
  }

  async getSearch(id: number) {
    return (await this.store.getSearch(id)) ?? Promise.reject(notFound('La búsqueda guardada'));
  }

  /** Removes the search from the alert job (kept, marked deleted, with its alerts). */
  async deleteSearch(id: number) {
    return (await this.store.deleteSearch(id)) ?? Promise.reject(notFound('La búsqueda guardada'));
  }

  listAlerts(
    page: AdminPage<{ email?: string; savedSearchId?: number; id?: number[]; countryCode?: SavedSearchCountry }>,
  ) {
    return this.store.listAlerts(page);
  }

  async getAlert(id: number) {
    return (await this.store.getAlert(id)) ?? Promise.reject(notFound('La alerta'));
  }
}
