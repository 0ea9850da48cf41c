import { ContainerModule } from 'inversify';
import { PLATFORM, type HttpRoute } from '../../platform/tokens.js';
import { contentRouter, siteFilesRouter, siteRedirectsRouter } from './adapters/http.js';
import { PageHeads } from './application/page-heads.js';
import { Sitemap } from './application/sitemap.js';
import { CONTENT } from './tokens.js';

/** The content module's bindings: the site's redirects, the menu, category and event data, heads and sitemap. */
export const contentModule = new ContainerModule(({ bind }) => {
  bind(CONTENT.PageHeads).to(PageHeads);
  bind(CONTENT.Sitemap).to(Sitemap);
  bind<HttpRoute>(PLATFORM.HttpRoute).toConstantValue({ path: '/', router: siteRedirectsRouter() });
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/',
    router: siteFilesRouter(context.get<Sitemap>(CONTENT.Sitemap)),
  }));
  bind<HttpRoute>(PLATFORM.HttpRoute).toConstantValue({ path: '/api', router: contentRouter() });
});
