import type { RequestHandler } from 'express';
import { ContainerModule } from 'inversify';
import type { Sequelize } from 'sequelize';
import type { Config } from '../../platform/config.js';
import { DEVELOPMENT_SECRETS } from '../../platform/development-secrets.js';
import { lazyGuard } from '../../platform/http/lazy-guard.js';
import type { RateLimiter } from '../../platform/http/rate-limit.js';
import type { ApiDoc } from '../../platform/http/openapi.js';
import type { Logger } from '../../platform/logger.js';
import type { QueueRegistry } from '../../platform/queue.js';
import { PLATFORM, type Authorization, type HttpRoute, type JobProcessor } from '../../platform/tokens.js';
import { CATALOGUE, type SearchPricing } from '../catalogue/index.js';
import { savedSearchAdminRouter, savedSearchRouter, unsubscribeForm } from './adapters/price-alert-http.js';
import { priceAlertApiDoc } from './adapters/price-alert-http.openapi.js';
import { priceAlertMailProcessor, priceAlertRunProcessor } from './adapters/price-alert-jobs.js';
import { SequelizeSavedSearchStore } from './adapters/sequelize/saved-search-store.js';
import type { AlertPricing, PriceAlertSettings } from './application/price-alert-ports.js';
import { RunPriceAlerts } from './application/run-price-alerts.js';
import { CustomerAlerts } from './application/customer-alerts.js';
import { ProposeRenewalAlert } from './application/propose-renewal-alert.js';
import { SaveSearch } from './application/save-search.js';
import { SavedSearchAdmin } from './application/saved-search-admin.js';
import { SendPriceAlert } from './application/send-price-alert.js';
import { Unsubscribe } from './application/unsubscribe.js';
import { PRICE_ALERTS } from './price-alert-tokens.js';

/**
 * Saved searches and price alerts (profile module, issue 29): saving with consent, the daily run against the
 * catalogue priced at each saved profile (the catalogue's SearchPricing facade), the e-mails through the
 * outbox and BullMQ, the one-click unsubscribe, and the back-office lists.
 */
export const priceAlertsModule = new ContainerModule(({ bind }) => {
  bind(PRICE_ALERTS.Store).to(SequelizeSavedSearchStore);
  bind<AlertPricing>(PRICE_ALERTS.Pricing).toDynamicValue((c) => c.get<SearchPricing>(CATALOGUE.SearchPricing));
  bind<PriceAlertSettings>(PRICE_ALERTS.Settings).toDynamicValue((c) => {
    const config = c.get<Config>(PLATFORM.Config);
    if (!config.JWT_ACCESS_SECRET && config.NODE_ENV === 'production') {
      throw new Error('JWT_ACCESS_SECRET es obligatorio en producción (firma los enlaces de baja de las alertas)');
    }
    return {
      publicUrl: config.PUBLIC_URL,
      unsubscribeSecret: config.JWT_ACCESS_SECRET ?? DEVELOPMENT_SECRETS.PRICE_ALERT_SECRET,
    };
  });
  bind(PRICE_ALERTS.SaveSearch).to(SaveSearch);
  bind(PRICE_ALERTS.RunPriceAlerts).to(RunPriceAlerts);
  bind(PRICE_ALERTS.SendPriceAlert).to(SendPriceAlert);
  bind(PRICE_ALERTS.Unsubscribe).to(Unsubscribe);
  bind(PRICE_ALERTS.SavedSearchAdmin).to(SavedSearchAdmin);
  bind(PRICE_ALERTS.ProposeRenewalAlert).to(ProposeRenewalAlert);
  bind(PRICE_ALERTS.CustomerAlerts).to(CustomerAlerts);

  bind<RequestHandler>(PLATFORM.HttpMiddleware).toConstantValue(unsubscribeForm());
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((c) => ({
    path: '/api/saved-searches',
    router: savedSearchRouter({
      save: c.get<SaveSearch>(PRICE_ALERTS.SaveSearch),
      unsubscribe: c.get<Unsubscribe>(PRICE_ALERTS.Unsubscribe),
      limiter: c.get<RateLimiter>(PLATFORM.RateLimiter),
    }),
  }));
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((c) => {
    // The identity module binds the guard; resolved on first use so module order does not matter.
    const guard = lazyGuard(() => c.get<Authorization>(PLATFORM.Authorization, { optional: true }));
    return {
      path: '/api/admin',
      router: savedSearchAdminRouter(c.get<SavedSearchAdmin>(PRICE_ALERTS.SavedSearchAdmin), guard),
    };
  });
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(priceAlertApiDoc);

  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((c) =>
    priceAlertRunProcessor({
      queues: c.get<QueueRegistry>(PLATFORM.QueueRegistry),
      sequelize: c.get<Sequelize>(PLATFORM.Sequelize),
      run: c.get<RunPriceAlerts>(PRICE_ALERTS.RunPriceAlerts),
      pattern: c.get<Config>(PLATFORM.Config).PRICE_ALERT_SCHEDULE,
      logger: c.get<Logger>(PLATFORM.Logger),
    }),
  );
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((c) =>
    priceAlertMailProcessor(c.get<SendPriceAlert>(PRICE_ALERTS.SendPriceAlert)),
  );
});
