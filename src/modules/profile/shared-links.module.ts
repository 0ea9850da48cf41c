import { ContainerModule } from 'inversify';
import type { Config } from '../../platform/config.js';
import type { RateLimiter } from '../../platform/http/rate-limit.js';
import type { ApiDoc } from '../../platform/http/openapi.js';
import { PLATFORM, type HttpRoute } from '../../platform/tokens.js';
import { SequelizeSharedLinkStore } from './adapters/sequelize/shared-link-store.js';
import { sharedLinkRouter } from './adapters/shared-link-http.js';
import { sharedLinkApiDoc } from './adapters/shared-link-http.openapi.js';
import type { SharedLinkSettings } from './application/shared-link-ports.js';
import { SharedLinks } from './application/shared-links.js';
import { SHARED_LINKS } from './shared-link-tokens.js';

/** Share links of the profile module: a search and its profile behind /url/{code}; comparator URLs. */
export const sharedLinksModule = new ContainerModule(({ bind }) => {
  bind(SHARED_LINKS.Store).to(SequelizeSharedLinkStore);
  bind<SharedLinkSettings>(SHARED_LINKS.Settings).toDynamicValue((context) => ({
    publicUrl: context.get<Config>(PLATFORM.Config).PUBLIC_URL,
  }));
  bind(SHARED_LINKS.Links).to(SharedLinks);
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/api/buscarplanes',
    router: sharedLinkRouter(
      context.get<SharedLinks>(SHARED_LINKS.Links),
      context.get<RateLimiter>(PLATFORM.RateLimiter),
    ),
  }));
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(sharedLinkApiDoc);
});
