import type { ApiDoc } from '../../platform/http/openapi.js';
import { partnersAdminApiDoc } from './adapters/admin-http.openapi.js';
import { experimentsApiDoc } from './adapters/experiments-http.openapi.js';
import { analyticsRouter } from './adapters/analytics-http.js';
import { analyticsApiDoc } from './adapters/analytics-http.openapi.js';
import { CountActiveVisitors } from './application/count-active-visitors.js';
import { flagsAdminApiDoc } from './adapters/flags-admin-http.openapi.js';
import { integrationApiDoc } from './adapters/integration-http.openapi.js';
import { Router, type RequestHandler } from 'express';
import { CHILE, editionForHost, editionHostMap } from '../profile/index.js';
import { ContainerModule } from 'inversify';
import type { Sequelize } from 'sequelize';
import type { Config } from '../../platform/config.js';
import type { Logger } from '../../platform/logger.js';
import type { EventSubscription } from '../../platform/outbox/integration-events.js';
import { PLATFORM, type Authorization, type Clock, type HttpRoute, type JobProcessor } from '../../platform/tokens.js';
import { CATALOGUE, type CompareScope } from '../catalogue/index.js';
import { partnersAdminRoutes } from './adapters/admin-http.js';
import { CachedFeatureFlags } from './adapters/cached-feature-flags.js';
import { conversionRecorder } from './adapters/conversion-middleware.js';
import { cryptoTokens } from './adapters/crypto-tokens.js';
import { exampleHostRoutes } from './adapters/example-host-http.js';
import { experimentsRoutes } from './adapters/experiments-http.js';
import { flagsAdminRoutes } from './adapters/flags-admin-http.js';
import { GrowthBookFeatureFlags } from './adapters/growthbook-feature-flags.js';
import { sanitizeHtmlSanitizer } from './adapters/html-sanitizer.js';
import { integrationRoutes } from './adapters/integration-http.js';
import { partnersEventsProcessor } from './adapters/jobs.js';
import { pageDataMiddleware } from './adapters/page-data-middleware.js';
import { lazyGuard } from '../../platform/http/lazy-guard.js';
import { SequelizeExperimentStore } from './adapters/sequelize/sequelize-experiment-store.js';
import { SequelizeFeatureFlagStore } from './adapters/sequelize/sequelize-feature-flag-store.js';
import { SequelizeIntegrationFormStore } from './adapters/sequelize/sequelize-integration-form-store.js';
import { SequelizePartnerRepository } from './adapters/sequelize/sequelize-partner-repository.js';
import { partnerSiteMiddleware } from './adapters/site-middleware.js';
import { CheckEmbedding } from './application/check-embedding.js';
import { CheckIframeToken } from './application/check-iframe-token.js';
import { CompleteSaleConversion } from './application/complete-sale-conversion.js';
import { CreatePartner } from './application/create-partner.js';
import { ExperimentReport } from './application/experiment-report.js';
import { GetIntegrationForm } from './application/get-integration-form.js';
import { GetPartner } from './application/get-partner.js';
import { GetVisitorFlags } from './application/get-visitor-flags.js';
import { ListFeatureFlags } from './application/list-feature-flags.js';
import { ListPartners } from './application/list-partners.js';
import type { FeatureFlags, PartnersSettings } from './application/ports.js';
import { PreviewPartnerConfig } from './application/preview-partner-config.js';
import { RecordConversion } from './application/record-conversion.js';
import { RecordExposures } from './application/record-exposures.js';
import { ResolvePartnerSite } from './application/resolve-partner-site.js';
import { SaveFeatureFlag } from './application/save-feature-flag.js';
import { SaveIntegrationForm } from './application/save-integration-form.js';
import { UpdatePartner } from './application/update-partner.js';
import { allowedOrganizationCodes } from './domain/access.js';
import { siteOptionsOf } from './domain/site-options.js';
import { PARTNERS, PARTNERS_EVENTS_QUEUE } from './tokens.js';

/** The partners module's bindings: ports to adapters, the compare scope, the site hooks, routes and jobs. */
export const partnersModule = new ContainerModule(({ bind }) => {
  bind(PARTNERS.PartnerRepository).to(SequelizePartnerRepository);
  bind(PARTNERS.IntegrationFormStore).to(SequelizeIntegrationFormStore);
  bind(PARTNERS.HtmlSanitizer).toConstantValue(sanitizeHtmlSanitizer);
  bind(PARTNERS.TokenGenerator).toConstantValue(cryptoTokens);
  bind<PartnersSettings>(PARTNERS.Settings).toDynamicValue((context) => {
    const config = context.get<Config>(PLATFORM.Config);
    return { baseDomains: config.PARTNERS_BASE_DOMAINS, publicUrl: config.PUBLIC_URL };
  });
  bind(PARTNERS.FeatureFlagStore).to(SequelizeFeatureFlagStore);
  // The FeatureFlags port (spec 02 §7): chosen by configuration, cached 30 s per process either way.
  bind<FeatureFlags>(PARTNERS.FeatureFlags).toDynamicValue((context) => {
    const config = context.get<Config>(PLATFORM.Config);
    const inner: FeatureFlags =
      config.FEATURE_FLAGS_PROVIDER === 'growthbook'
        ? new GrowthBookFeatureFlags(config.GROWTHBOOK_API_HOST!, config.GROWTHBOOK_CLIENT_KEY!)
        : context.get<SequelizeFeatureFlagStore>(PARTNERS.FeatureFlagStore);
    return new CachedFeatureFlags(inner, context.get<Clock>(PLATFORM.Clock), context.get<Logger>(PLATFORM.Logger));
  });
  bind(PARTNERS.ExperimentStore).to(SequelizeExperimentStore);
  bind(PARTNERS.ResolvePartnerSite).to(ResolvePartnerSite);
  bind(PARTNERS.ListPartners).to(ListPartners);
  bind(PARTNERS.GetPartner).to(GetPartner);
  bind(PARTNERS.CreatePartner).to(CreatePartner);
  bind(PARTNERS.UpdatePartner).to(UpdatePartner);
  bind(PARTNERS.PreviewPartnerConfig).to(PreviewPartnerConfig);
  bind(PARTNERS.CheckIframeToken).to(CheckIframeToken);
  bind(PARTNERS.CheckEmbedding).to(CheckEmbedding);
  bind(PARTNERS.SaveIntegrationForm).to(SaveIntegrationForm);
  bind(PARTNERS.GetIntegrationForm).to(GetIntegrationForm);
  bind(PARTNERS.GetVisitorFlags).to(GetVisitorFlags);
  bind(PARTNERS.RecordExposures).to(RecordExposures);
  bind(PARTNERS.RecordConversion).to(RecordConversion);
  bind(PARTNERS.CompleteSaleConversion).to(CompleteSaleConversion);
  bind(PARTNERS.ExperimentReport).to(ExperimentReport);
  bind(PARTNERS.ListFeatureFlags).to(ListFeatureFlags);
  bind(PARTNERS.SaveFeatureFlag).to(SaveFeatureFlag);

  // The compare API's site restriction (spec 02 §6): a partner sub-domain lists only its organizations.
  bind<CompareScope>(CATALOGUE.CompareScope).toDynamicValue((context) => {
    const sites = context.get<ResolvePartnerSite>(PARTNERS.ResolvePartnerSite);
    const editionHosts = editionHostMap(context.get<Config>(PLATFORM.Config).EDITION_HOSTS);
    return {
      async restrictionFor(host) {
        // The edition of the host (issue 27): Peru, Colombia and the international site list only their
        // country's organizations, in their currency; Chile, the main site, keeps no restriction.
        const edition = editionForHost(host, editionHosts);
        const country = edition.id === CHILE.id ? {} : { countryCode: edition.code, currency: edition.currency };
        const partner = sites.subdomainOf(host) === null ? null : await sites.byHost(host);
        if (!partner) {
          return edition.id === CHILE.id ? null : { organizationCodes: null, hiddenOrganizationTypes: [], ...country };
        }
        return {
          organizationCodes: allowedOrganizationCodes(partner.config),
          hiddenOrganizationTypes: partner.config.clinicsEnabled ? [] : ['CLINICA'],
          showcase: siteOptionsOf(partner.config).showcase,
          ...country,
        };
      },
    };
  });
  bind<RequestHandler>(PLATFORM.HttpMiddleware).toDynamicValue((context) =>
    partnerSiteMiddleware(
      context.get<ResolvePartnerSite>(PARTNERS.ResolvePartnerSite),
      context.get<CheckEmbedding>(PARTNERS.CheckEmbedding),
      context.get<Logger>(PLATFORM.Logger),
    ),
  );
  // Every page carries the flag definitions: the browser evaluates them without an API call.
  bind<RequestHandler>(PLATFORM.HttpMiddleware).toDynamicValue((context) =>
    pageDataMiddleware(context.get<FeatureFlags>(PARTNERS.FeatureFlags), context.get<Logger>(PLATFORM.Logger)),
  );
  // Leads and sales created on the site carry the partner and the variants seen (issue 14).
  bind<RequestHandler>(PLATFORM.HttpMiddleware).toDynamicValue((context) =>
    conversionRecorder(context.get<RecordConversion>(PARTNERS.RecordConversion), context.get<Logger>(PLATFORM.Logger)),
  );
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    partnersEventsProcessor(
      context.get<Sequelize>(PLATFORM.Sequelize),
      context.get<CompleteSaleConversion>(PARTNERS.CompleteSaleConversion),
    ),
  );
  bind<EventSubscription>(PLATFORM.EventSubscription).toConstantValue({
    eventType: 'SaleCompleted',
    queue: PARTNERS_EVENTS_QUEUE,
  });

  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => {
    const router = Router();
    const guard = lazyGuard(() => context.get<Authorization>(PLATFORM.Authorization, { optional: true }));
    const routes = [
      ...partnersAdminRoutes(
        {
          list: context.get(PARTNERS.ListPartners),
          get: context.get(PARTNERS.GetPartner),
          create: context.get(PARTNERS.CreatePartner),
          update: context.get(PARTNERS.UpdatePartner),
          preview: context.get(PARTNERS.PreviewPartnerConfig),
        },
        guard,
        context.get<Config>(PLATFORM.Config).PUBLIC_URL,
      ),
      ...flagsAdminRoutes(
        {
          list: context.get(PARTNERS.ListFeatureFlags),
          save: context.get(PARTNERS.SaveFeatureFlag),
          report: context.get(PARTNERS.ExperimentReport),
        },
        guard,
      ),
      ...integrationRoutes(
        {
          checkToken: context.get(PARTNERS.CheckIframeToken),
          sites: context.get(PARTNERS.ResolvePartnerSite),
          saveForm: context.get(PARTNERS.SaveIntegrationForm),
          getForm: context.get(PARTNERS.GetIntegrationForm),
        },
        context.get<Logger>(PLATFORM.Logger),
      ),
      ...experimentsRoutes({
        flags: context.get(PARTNERS.GetVisitorFlags),
        exposures: context.get(PARTNERS.RecordExposures),
      }),
    ];
    for (const route of routes) router.use(route.path.replace(/^\/api/, ''), route.router);
    return { path: '/api', router };
  });
  // The example host page that frames a local partner (development and tests only, issue 14).
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => {
    if (context.get<Config>(PLATFORM.Config).NODE_ENV === 'production') return { path: '/ejemplos', router: Router() };
    const [route] = exampleHostRoutes(context.get<ResolvePartnerSite>(PARTNERS.ResolvePartnerSite));
    return route!;
  });
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(partnersAdminApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(integrationApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(flagsAdminApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(experimentsApiDoc);
  bind(PARTNERS.CountActiveVisitors).to(CountActiveVisitors);
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/api/analytics',
    router: analyticsRouter(context.get(PARTNERS.CountActiveVisitors)),
  }));
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(analyticsApiDoc);
});
