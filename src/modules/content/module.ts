import { ContainerModule } from 'inversify';
import { PLATFORM, type Authorization, type HttpRoute } from '../../platform/tokens.js';
import { contentRouter, siteRedirectsRouter } from './adapters/http.js';
import { contentAdminRouter, contentPagesRouter } from './adapters/pages-http.js';
import { SequelizeContentPageRepository } from './adapters/sequelize/sequelize-content-page-repository.js';
import { ManageContentPages } from './application/manage-content-pages.js';
import { ReadBlog } from './application/read-blog.js';
import { ReadInformationPage } from './application/read-information-page.js';
import { CONTENT } from './tokens.js';
import type { RequestHandler } from 'express';

/** The content module's bindings: redirects, menu and events, information pages, the blog and their admin. */
export const contentModule = new ContainerModule(({ bind }) => {
  bind<HttpRoute>(PLATFORM.HttpRoute).toConstantValue({ path: '/', router: siteRedirectsRouter() });
  bind<HttpRoute>(PLATFORM.HttpRoute).toConstantValue({ path: '/api', router: contentRouter() });

  bind(CONTENT.ContentPageRepository).to(SequelizeContentPageRepository);
  bind(CONTENT.ReadInformationPage).to(ReadInformationPage);
  bind(CONTENT.ReadBlog).to(ReadBlog);
  bind(CONTENT.ManageContentPages).to(ManageContentPages);
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/api',
    router: contentPagesRouter(
      context.get<ReadInformationPage>(CONTENT.ReadInformationPage),
      context.get<ReadBlog>(CONTENT.ReadBlog),
    ),
  }));
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => {
    // The identity module binds the guard; resolved on first use so module order does not matter.
    const cache = new Map<string, RequestHandler>();
    const guard =
      (permission: string): RequestHandler =>
      (req, res, next) => {
        let handler = cache.get(permission);
        if (!handler) {
          handler = context.get<Authorization>(PLATFORM.Authorization).requirePermission(permission);
          cache.set(permission, handler);
        }
        handler(req, res, next);
      };
    return {
      path: '/api/admin/content-pages',
      router: contentAdminRouter(context.get<ManageContentPages>(CONTENT.ManageContentPages), guard),
    };
  });
});
