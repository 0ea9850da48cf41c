import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { PRICE_ALERTS } from '../price-alert-tokens.js';
import type { PriceAlertSettings, SavedSearchStore } from './price-alert-ports.js';
import { subscriberOfToken } from './unsubscribe-token.js';

const INVALID = 'El enlace para darse de baja no es válido. Usa el enlace completo del último correo.';

/** One-click unsubscribe without signing in (issue 29): the signed token names the person; repeating is harmless. */
@injectable()
export class Unsubscribe {
  constructor(
    @inject(PRICE_ALERTS.Store) private readonly store: SavedSearchStore,
    @inject(PRICE_ALERTS.Settings) private readonly settings: PriceAlertSettings,
  ) {}

  async execute(token: string): Promise<{ unsubscribed: true }> {
    const subscriberId = subscriberOfToken(token, this.settings.unsubscribeSecret);
    if (subscriberId === null || !(await this.store.withdrawConsent(subscriberId))) {
      throw new AppError('NOT_FOUND', INVALID);
    }
    return { unsubscribed: true };
  }
}
