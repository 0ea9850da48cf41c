import { ContainerModule } from 'inversify';
import type { Sequelize } from 'sequelize';
import type { Config } from '../../platform/config.js';
import type { RateLimiter } from '../../platform/http/rate-limit.js';
import type { ApiDoc } from '../../platform/http/openapi.js';
import type { Logger } from '../../platform/logger.js';
import type { EventSubscription } from '../../platform/outbox/integration-events.js';
import type { QueueRegistry } from '../../platform/queue.js';
import { lazyGuard } from '../../platform/http/lazy-guard.js';
import { PLATFORM, type Authorization, type HttpRoute, type JobProcessor } from '../../platform/tokens.js';
import { IDENTITY, type CustomerAccounts } from '../identity/index.js';
import { portalRouter } from './adapters/http.js';
import { customerAdminRouter } from './adapters/admin-http.js';
import { customerAdminApiDoc, portalApiDoc } from './adapters/http.openapi.js';
import { portalEventsProcessor, renewalAlertsProcessor } from './adapters/jobs.js';
import { PdfLibRenderer } from './adapters/pdf-lib-renderer.js';
import { SequelizePreferencesStore, SequelizePurchaseStore } from './adapters/sequelize/portal-stores.js';
import { CustomerAdmin } from './application/customer-admin.js';
import { CustomerPortal } from './application/customer-portal.js';
import { LinkPurchase } from './application/link-purchase.js';
import { RunRenewalAlerts } from './application/run-renewal-alerts.js';
import { PORTAL, PORTAL_EVENTS_QUEUE } from './tokens.js';

/**
 * Portal Personas (issue 29): the individual customer's own account in the public site. It owns which purchases
 * belong to which account and the customer's contact preferences; everything else it reads through the
 * facades of identity (accounts, sessions), policies, billing, sales and the catalogue.
 */
export const portalModule = new ContainerModule(({ bind }) => {
  bind(PORTAL.PurchaseStore).to(SequelizePurchaseStore);
  bind(PORTAL.PreferencesStore).to(SequelizePreferencesStore);
  bind(PORTAL.DocumentRenderer).to(PdfLibRenderer);
  bind(PORTAL.LinkPurchase).to(LinkPurchase);
  bind(PORTAL.CustomerPortal).to(CustomerPortal);
  bind(PORTAL.RunRenewalAlerts).to(RunRenewalAlerts);
  bind(PORTAL.CustomerAdmin).to(CustomerAdmin);

  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/api/portal',
    router: portalRouter(
      context.get<CustomerAccounts>(IDENTITY.CustomerAccounts),
      context.get<CustomerPortal>(PORTAL.CustomerPortal),
      context.get<RateLimiter>(PLATFORM.RateLimiter),
      { secure: context.get<Config>(PLATFORM.Config).PUBLIC_URL.startsWith('https:') },
    ),
  }));
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(portalApiDoc);
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => {
    // The identity module binds the guard; resolved on first use so module order does not matter.
    const guard = lazyGuard(() => context.get<Authorization>(PLATFORM.Authorization, { optional: true }));
    return { path: '/api/admin', router: customerAdminRouter(context.get<CustomerAdmin>(PORTAL.CustomerAdmin), guard) };
  });
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(customerAdminApiDoc);

  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    portalEventsProcessor(context.get<Sequelize>(PLATFORM.Sequelize), context.get<LinkPurchase>(PORTAL.LinkPurchase)),
  );
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    renewalAlertsProcessor({
      queues: context.get<QueueRegistry>(PLATFORM.QueueRegistry),
      sequelize: context.get<Sequelize>(PLATFORM.Sequelize),
      run: context.get<RunRenewalAlerts>(PORTAL.RunRenewalAlerts),
      pattern: context.get<Config>(PLATFORM.Config).PRICE_ALERT_SCHEDULE,
      logger: context.get<Logger>(PLATFORM.Logger),
    }),
  );
  bind<EventSubscription>(PLATFORM.EventSubscription).toConstantValue({
    eventType: 'SaleCompleted',
    queue: PORTAL_EVENTS_QUEUE,
  });
});
