import { ContainerModule } from 'inversify';
import type { ApiDoc } from '../../platform/http/openapi.js';
import { PLATFORM, type HttpRoute } from '../../platform/tokens.js';
import { GetCurrentUf } from './application/get-current-uf.js';
import { PricingService } from './application/pricing-service.js';
import { globalesRouter } from './adapters/http.js';
import { pricingApiDoc } from './adapters/http.openapi.js';
import { SequelizeExchangeRateSource } from './adapters/sequelize/sequelize-exchange-rate-source.js';
import { SequelizeTariffRepository } from './adapters/sequelize/sequelize-tariff-repository.js';
import { SequelizeUfRateSource } from './adapters/sequelize/sequelize-uf-rate-source.js';
import { PRICING } from './tokens.js';

export const pricingModule = new ContainerModule(({ bind }) => {
  bind(PRICING.UfRateSource).to(SequelizeUfRateSource);
  bind(PRICING.GetCurrentUf).to(GetCurrentUf);
  bind(PRICING.TariffRepository).to(SequelizeTariffRepository);
  bind(PRICING.ExchangeRateSource).to(SequelizeExchangeRateSource);
  bind(PRICING.Pricing).to(PricingService);
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/api/globales',
    router: globalesRouter(context.get<GetCurrentUf>(PRICING.GetCurrentUf)),
  }));
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(pricingApiDoc);
});
