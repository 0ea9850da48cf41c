import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock, type Mailer } from '../../../platform/tokens.js';
import { alertEmail, mayEmail } from '../domain/price-alert.js';
import { PRICE_ALERTS } from '../price-alert-tokens.js';
import type { AlertStatus, PriceAlertSettings, SavedSearchStore } from './price-alert-ports.js';
import { unsubscribeUrl } from './unsubscribe-token.js';

/**
 * Sends one alert's e-mail (the outbox message's job), at most once however many workers take it: the alert
 * and its person are locked while deciding; nothing goes out after consent was withdrawn, nor a second e-mail
 * in a week. Each e-mail carries the one-click unsubscribe headers (RFC 8058).
 */
@injectable()
export class SendPriceAlert {
  constructor(
    @inject(PRICE_ALERTS.Store) private readonly store: SavedSearchStore,
    @inject(PRICE_ALERTS.Settings) private readonly settings: PriceAlertSettings,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  execute(alertId: number): Promise<AlertStatus | 'not-pending'> {
    return this.store.settleAlert(alertId, async (alert, subscriber): Promise<AlertStatus> => {
      if (subscriber.consentWithdrawnAt !== null) return 'skipped-unsubscribed';
      if (!mayEmail(subscriber, this.clock.now())) return 'skipped-weekly-limit';
      const siteUrl = this.settings.publicUrl.replace(/\/+$/, '');
      const link = unsubscribeUrl(siteUrl, alert.subscriberId, this.settings.unsubscribeSecret);
      const mail = alertEmail({
        reason: alert.reason,
        productName: alert.details.productName ?? '',
        previousPriceClp: alert.details.previousPriceClp ?? null,
        priceClp: alert.details.priceClp ?? null,
        alternatives: alert.alternatives,
        siteUrl,
        unsubscribeUrl: link,
      });
      await this.mailer.send({
        to: alert.email,
        ...mail,
        idempotencyKey: `price-alert:${alert.id}`,
        headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      return 'sent';
    });
  }
}
