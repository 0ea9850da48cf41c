import { Router } from 'express';
import { ContainerModule } from 'inversify';
import type { Config } from '../../platform/config.js';
import { lazyGuard } from '../../platform/http/lazy-guard.js';
import type { ApiDoc } from '../../platform/http/openapi.js';
import type { Logger } from '../../platform/logger.js';
import type { QueueRegistry } from '../../platform/queue.js';
import { PLATFORM, type Authorization, type HttpRoute, type JobProcessor } from '../../platform/tokens.js';
import { EnterUfRate } from './application/enter-uf-rate.js';
import { FetchDailyRates } from './application/fetch-daily-rates.js';
import { GetCurrentUf } from './application/get-current-uf.js';
import type { RateFeed } from './application/ports.js';
import { PricingService } from './application/pricing-service.js';
import { BcentralRateFeed } from './adapters/bcentral-rate-feed.js';
import { CmfRateFeed } from './adapters/cmf-rate-feed.js';
import { globalesRouter } from './adapters/http.js';
import { pricingApiDoc } from './adapters/http.openapi.js';
import { ratesFetchProcessor } from './adapters/rates-jobs.js';
import { SequelizeExchangeRateSource } from './adapters/sequelize/sequelize-exchange-rate-source.js';
import { SequelizeRateStore } from './adapters/sequelize/sequelize-rate-store.js';
import { SequelizeTariffRepository } from './adapters/sequelize/sequelize-tariff-repository.js';
import { SequelizeUfRateSource } from './adapters/sequelize/sequelize-uf-rate-source.js';
import { ufRatesAdminRouter } from './adapters/uf-rates-admin-http.js';
import { PRICING } from './tokens.js';

/** The configured public source of the daily rates, or none (values entered by hand). */
function rateFeedOf(config: Config): RateFeed | null {
  if (config.RATES_SOURCE === 'cmf') return new CmfRateFeed(config.CMF_API_URL, config.CMF_API_KEY ?? '');
  if (config.RATES_SOURCE === 'bcentral') {
    return new BcentralRateFeed(config.BCENTRAL_API_URL, config.BCENTRAL_USER ?? '', config.BCENTRAL_PASSWORD ?? '');
  }
  return null;
}

export const pricingModule = new ContainerModule(({ bind }) => {
  bind(PRICING.UfRateSource).to(SequelizeUfRateSource);
  bind(PRICING.GetCurrentUf).to(GetCurrentUf);
  bind(PRICING.TariffRepository).to(SequelizeTariffRepository);
  bind(PRICING.ExchangeRateSource).to(SequelizeExchangeRateSource);
  bind(PRICING.RateStore).to(SequelizeRateStore);
  bind(PRICING.EnterUfRate).to(EnterUfRate);
  bind(PRICING.Pricing).to(PricingService);
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/api/globales',
    router: globalesRouter(context.get<GetCurrentUf>(PRICING.GetCurrentUf)),
  }));
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => {
    const guard = lazyGuard(() => context.get<Authorization>(PLATFORM.Authorization, { optional: true }));
    const router = Router();
    router.use('/uf-rates', ufRatesAdminRouter(context.get<EnterUfRate>(PRICING.EnterUfRate), guard));
    return { path: '/api/admin', router };
  });
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(pricingApiDoc);

  bind<RateFeed | null>(PRICING.RateFeed).toDynamicValue((context) => rateFeedOf(context.get<Config>(PLATFORM.Config)));
  bind(PRICING.FetchDailyRates).to(FetchDailyRates);
  // Only a configured source gets a schedule; without one the UF is entered by hand (the dashboard warns).
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) => {
    const config = context.get<Config>(PLATFORM.Config);
    return ratesFetchProcessor(
      context.get<FetchDailyRates>(PRICING.FetchDailyRates),
      context.get<QueueRegistry>(PLATFORM.QueueRegistry),
      config.RATES_SOURCE === 'none' ? null : config.RATES_FETCH_SCHEDULE,
      context.get<Logger>(PLATFORM.Logger),
    );
  });
});
