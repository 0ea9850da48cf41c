import type { ApiDoc } from '../../platform/http/openapi.js';
import { partnersAdminApiDoc } from './adapters/admin-http.openapi.js';
import { integrationApiDoc } from './adapters/integration-http.openapi.js';
import { Router, type RequestHandler } from 'express';
import { ContainerModule } from 'inversify';
import type { Config } from '../../platform/config.js';
import type { Logger } from '../../platform/logger.js';
import { PLATFORM, type Authorization, type HttpRoute } from '../../platform/tokens.js';
import { CATALOGUE, type CompareScope } from '../catalogue/index.js';
import { lazyGuard } from './adapters/lazy-guard.js';
import { partnersAdminRoutes } from './adapters/admin-http.js';
import { cryptoTokens } from './adapters/crypto-tokens.js';
import { sanitizeHtmlSanitizer } from './adapters/html-sanitizer.js';
import { integrationRoutes } from './adapters/integration-http.js';
import { SequelizeIntegrationFormStore } from './adapters/sequelize/sequelize-integration-form-store.js';
import { SequelizePartnerRepository } from './adapters/sequelize/sequelize-partner-repository.js';
import { partnerSiteMiddleware } from './adapters/site-middleware.js';
import { CheckIframeToken } from './application/check-iframe-token.js';
import { CreatePartner } from './application/create-partner.js';
import { GetIntegrationForm } from './application/get-integration-form.js';
import { GetPartner } from './application/get-partner.js';
import { ListPartners } from './application/list-partners.js';
import type { PartnersSettings } from './application/ports.js';
import { ResolvePartnerSite } from './application/resolve-partner-site.js';
import { SaveIntegrationForm } from './application/save-integration-form.js';
import { UpdatePartner } from './application/update-partner.js';
import { allowedOrganizationCodes } from './domain/access.js';
import { PARTNERS } from './tokens.js';

/** The partners module's bindings: ports to adapters, the compare scope, the site hook and HTTP routes. */
export const partnersModule = new ContainerModule(({ bind }) => {
  bind(PARTNERS.PartnerRepository).to(SequelizePartnerRepository);
  bind(PARTNERS.IntegrationFormStore).to(SequelizeIntegrationFormStore);
  bind(PARTNERS.HtmlSanitizer).toConstantValue(sanitizeHtmlSanitizer);
  bind(PARTNERS.TokenGenerator).toConstantValue(cryptoTokens);
  bind<PartnersSettings>(PARTNERS.Settings).toDynamicValue((context) => {
    const config = context.get<Config>(PLATFORM.Config);
    return { baseDomains: config.PARTNERS_BASE_DOMAINS, publicUrl: config.PUBLIC_URL };
  });
  bind(PARTNERS.ResolvePartnerSite).to(ResolvePartnerSite);
  bind(PARTNERS.ListPartners).to(ListPartners);
  bind(PARTNERS.GetPartner).to(GetPartner);
  bind(PARTNERS.CreatePartner).to(CreatePartner);
  bind(PARTNERS.UpdatePartner).to(UpdatePartner);
  bind(PARTNERS.CheckIframeToken).to(CheckIframeToken);
  bind(PARTNERS.SaveIntegrationForm).to(SaveIntegrationForm);
  bind(PARTNERS.GetIntegrationForm).to(GetIntegrationForm);

  // The compare API's site restriction (spec 02 §6): a partner sub-domain lists only its organizations.
  bind<CompareScope>(CATALOGUE.CompareScope).toDynamicValue((context) => {
    const sites = context.get<ResolvePartnerSite>(PARTNERS.ResolvePartnerSite);
    return {
      async restrictionFor(host) {
        if (sites.subdomainOf(host) === null) return null;
        const partner = await sites.byHost(host);
        if (!partner) return null;
        return {
          organizationCodes: allowedOrganizationCodes(partner.config),
          hiddenOrganizationTypes: partner.config.clinicsEnabled ? [] : ['CLINICA'],
        };
      },
    };
  });
  bind<RequestHandler>(PLATFORM.HttpMiddleware).toDynamicValue((context) =>
    partnerSiteMiddleware(context.get<ResolvePartnerSite>(PARTNERS.ResolvePartnerSite)),
  );
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => {
    const router = Router();
    const routes = [
      ...partnersAdminRoutes(
        {
          list: context.get(PARTNERS.ListPartners),
          get: context.get(PARTNERS.GetPartner),
          create: context.get(PARTNERS.CreatePartner),
          update: context.get(PARTNERS.UpdatePartner),
        },
        lazyGuard(() => context.get<Authorization>(PLATFORM.Authorization, { optional: true })),
        context.get<Config>(PLATFORM.Config).PUBLIC_URL,
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
    ];
    for (const route of routes) router.use(route.path.replace(/^\/api/, ''), route.router);
    return { path: '/api', router };
  });
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(partnersAdminApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(integrationApiDoc);
});
