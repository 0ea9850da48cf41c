import { ContainerModule } from 'inversify';
import { PLATFORM, type HttpRoute } from '../../platform/tokens.js';
import { contentRouter, siteRedirectsRouter } from './adapters/http.js';

/** The content module's bindings: the site's redirects and the menu, category and event data. */
export const contentModule = new ContainerModule(({ bind }) => {
  bind<HttpRoute>(PLATFORM.HttpRoute).toConstantValue({ path: '/', router: siteRedirectsRouter() });
  bind<HttpRoute>(PLATFORM.HttpRoute).toConstantValue({ path: '/api', router: contentRouter() });
});
