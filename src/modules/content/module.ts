import type { ApiDoc } from '../../platform/http/openapi.js';
import { contentApiDoc } from './adapters/http.openapi.js';
import { pagesApiDoc } from './adapters/pages-http.openapi.js';
import { siteCallsApiDoc } from './adapters/site-calls-http.openapi.js';
import { contentEntriesApiDoc } from './adapters/content-entries-http.openapi.js';
import { siteExtrasApiDoc } from './adapters/site-extras-http.openapi.js';
import { contentEntriesAdminRouter, contentEntriesRouter } from './adapters/content-entries-http.js';
import { siteExtrasRouter } from './adapters/site-extras-http.js';
import { SequelizeContentEntryRepository } from './adapters/sequelize/sequelize-content-entry-repository.js';
import { ContentEntries } from './application/content-entries.js';
import type { PageCachePurge } from './application/ports.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROOT } from '../../platform/app-root.js';
import { ContainerModule } from 'inversify';
import { Router, type RequestHandler } from 'express';
import { lazyGuard } from '../../platform/http/lazy-guard.js';
import type { Config } from '../../platform/config.js';
import { PLATFORM, type Authorization, type HttpRoute } from '../../platform/tokens.js';
import { CATALOGUE, type GetComparator } from '../catalogue/index.js';
import { NoChatProvider, ScriptWebchatProvider, TwilioWebchatProvider } from './adapters/chat-providers.js';
import { chatCspMiddleware } from './adapters/chat-csp.js';
import { contentRouter, siteFilesRouter, siteRedirectsRouter } from './adapters/http.js';
import { companyDetailsRouters } from './adapters/company-details-http.js';
import { companyDetailsApiDoc } from './adapters/company-details-http.openapi.js';
import { contentAdminRouter, contentPagesRouter } from './adapters/pages-http.js';
import { SequelizeCompanyDetailsStore } from './adapters/sequelize/sequelize-company-details-store.js';
import { SequelizeContentPageRepository } from './adapters/sequelize/sequelize-content-page-repository.js';
import { siteCallsRouter, siteMessagesRouter } from './adapters/site-calls-http.js';
import { WebSiteMessages } from './adapters/site-messages.js';
import { CompanyDetailsService } from './application/company-details.js';
import { ManageContentPages } from './application/manage-content-pages.js';
import { PageHeads } from './application/page-heads.js';
import type { ChatProvider, SiteMessages } from './application/ports.js';
import { ReadBlog } from './application/read-blog.js';
import { PageContent } from './adapters/page-content.js';
import { ReadInformationPage } from './application/read-information-page.js';
import { Sitemap } from './application/sitemap.js';
import { CONTENT } from './tokens.js';
import { messageSanitizer } from './adapters/html-sanitizer.js';
import { notificationsAdminRouter, notificationsRouter } from './adapters/notifications-http.js';
import { notificationsApiDoc } from './adapters/notifications-http.openapi.js';
import { SequelizeSiteNotificationRepository } from './adapters/sequelize/sequelize-site-notification-repository.js';
import { ManageSiteNotifications } from './application/manage-site-notifications.js';
import { ReadSiteNotifications } from './application/read-site-notifications.js';

/** package.json's version: what GET /api/qp-version answers unless APP_VERSION says otherwise. */
function packageVersion(): string {
  const file = path.join(APP_ROOT, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * The content module's bindings: redirects, menu, events, the site's version, chat and text calls, and the
 * information pages and blog with their back-office resource, and the pages' heads and sitemap.
 */
export const contentModule = new ContainerModule(({ bind }) => {
  bind(CONTENT.PageHeads).to(PageHeads);
  bind(CONTENT.Sitemap).to(Sitemap);
  bind<HttpRoute>(PLATFORM.HttpRoute).toConstantValue({ path: '/', router: siteRedirectsRouter() });
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/',
    router: siteFilesRouter(context.get<Sitemap>(CONTENT.Sitemap)),
  }));
  bind<HttpRoute>(PLATFORM.HttpRoute).toConstantValue({ path: '/api', router: contentRouter() });

  bind<ChatProvider>(CONTENT.ChatProvider).toDynamicValue((context) => {
    const config = context.get<Config>(PLATFORM.Config);
    const scriptUrl = config.CHAT_WEBCHAT_SCRIPT_URL;
    if (
      config.CHAT_PROVIDER === 'twilio' &&
      scriptUrl &&
      config.CHAT_TWILIO_ACCOUNT_SID &&
      config.CHAT_TWILIO_FLEX_FLOW_SID
    ) {
      return new TwilioWebchatProvider({
        scriptUrl,
        accountSid: config.CHAT_TWILIO_ACCOUNT_SID,
        flexFlowSid: config.CHAT_TWILIO_FLEX_FLOW_SID,
      });
    }
    return config.CHAT_PROVIDER === 'webchat' && scriptUrl
      ? new ScriptWebchatProvider({ scriptUrl, account: config.CHAT_WEBCHAT_ACCOUNT ?? null })
      : new NoChatProvider();
  });
  // The pages may load the configured chat's script (none configured: the policy stays as it is).
  bind<RequestHandler>(PLATFORM.HttpMiddleware).toDynamicValue((context) => {
    const config = context.get<Config>(PLATFORM.Config);
    return chatCspMiddleware(config.CHAT_PROVIDER === 'none' ? null : (config.CHAT_WEBCHAT_SCRIPT_URL ?? null));
  });
  bind<SiteMessages>(CONTENT.SiteMessages).toConstantValue(new WebSiteMessages());
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => {
    const config = context.get<Config>(PLATFORM.Config);
    const comparators = context.get<GetComparator>(CATALOGUE.GetComparator);
    return {
      path: '/api',
      router: siteCallsRouter({
        version: config.APP_VERSION ?? packageVersion(),
        chat: context.get<ChatProvider>(CONTENT.ChatProvider),
        findComparator: async (key) => {
          const comparator = await comparators.execute(key);
          return { id: comparator.id, name: comparator.name };
        },
      }),
    };
  });
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/i18n',
    router: siteMessagesRouter(context.get<SiteMessages>(CONTENT.SiteMessages)),
  }));

  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(contentApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(siteCallsApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(pagesApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(companyDetailsApiDoc);
  bind(CONTENT.CompanyDetailsStore).to(SequelizeCompanyDetailsStore);
  bind(CONTENT.CompanyDetails).to(CompanyDetailsService).inSingletonScope();
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => {
    const guard = lazyGuard(() => context.get<Authorization>(PLATFORM.Authorization, { optional: true }));
    const router = Router();
    for (const route of companyDetailsRouters(context.get<CompanyDetailsService>(CONTENT.CompanyDetails), guard)) {
      router.use(route.path, route.router);
    }
    return { path: '/', router };
  });
  bind(CONTENT.ContentPageRepository).to(SequelizeContentPageRepository);
  bind(CONTENT.ReadInformationPage).to(ReadInformationPage);
  bind(CONTENT.ReadBlog).to(ReadBlog);
  bind(CONTENT.PageContent)
    .toDynamicValue(
      (context) =>
        new PageContent(
          context.get<ReadInformationPage>(CONTENT.ReadInformationPage),
          context.get<ReadBlog>(CONTENT.ReadBlog),
          context.get<CompanyDetailsService>(CONTENT.CompanyDetails),
        ),
    )
    .inSingletonScope();
  bind(CONTENT.ManageContentPages).to(ManageContentPages);
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/api',
    router: contentPagesRouter(
      context.get<ReadInformationPage>(CONTENT.ReadInformationPage),
      context.get<ReadBlog>(CONTENT.ReadBlog),
    ),
  }));
  // The notification bell (spec 02 §2.7): public published messages and their back-office resource.
  bind(CONTENT.SiteNotificationRepository).to(SequelizeSiteNotificationRepository);
  bind(CONTENT.HtmlSanitizer).toConstantValue(messageSanitizer);
  bind(CONTENT.ReadSiteNotifications).to(ReadSiteNotifications);
  bind(CONTENT.ManageSiteNotifications).to(ManageSiteNotifications);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(notificationsApiDoc);
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/api',
    router: notificationsRouter(context.get<ReadSiteNotifications>(CONTENT.ReadSiteNotifications)),
  }));
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => {
    const guard = lazyGuard(() => context.get<Authorization>(PLATFORM.Authorization, { optional: true }));
    return {
      path: '/api/admin/site-notifications',
      router: notificationsAdminRouter(context.get<ManageSiteNotifications>(CONTENT.ManageSiteNotifications), guard),
    };
  });
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

  // Issue 30: the content service's entries, route-translator, comparator blocks and FAQ, the university
  // area from the blog, and the purge of the server-rendered page cache.
  bind(CONTENT.ContentEntryRepository).to(SequelizeContentEntryRepository);
  bind(CONTENT.ContentEntries).to(ContentEntries);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(contentEntriesApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(siteExtrasApiDoc);
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => {
    const entries = context.get<ContentEntries>(CONTENT.ContentEntries);
    const guard = lazyGuard(() => context.get<Authorization>(PLATFORM.Authorization, { optional: true }));
    const router = Router();
    router.use('/api', contentEntriesRouter(entries));
    router.use('/api/admin', contentEntriesAdminRouter(entries, guard));
    const comparators = context.get<GetComparator>(CATALOGUE.GetComparator);
    router.use(
      '/api',
      siteExtrasRouter({
        publicUrl: context.get<Config>(PLATFORM.Config).PUBLIC_URL,
        findComparator: async (key) => {
          const comparator = await comparators.execute(key);
          return { id: comparator.id, name: comparator.name };
        },
        blog: context.get<ReadBlog>(CONTENT.ReadBlog),
        cache: () => context.get<PageCachePurge>(CONTENT.PageCachePurge, { optional: true }),
        guard,
      }),
    );
    return { path: '/', router };
  });
});
