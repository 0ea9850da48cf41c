import type { ApiDoc } from '../../platform/http/openapi.js';
import { leadsAdminApiDoc } from './adapters/admin-http.openapi.js';
import { leadsApiDoc } from './adapters/http.openapi.js';
import { supportTicketsApiDoc } from './adapters/support-tickets-http.openapi.js';
import { nodeNotRobotCrypto, redisUsedChallenges } from './adapters/not-robot-crypto.js';
import { notRobotRouter } from './adapters/not-robot-http.js';
import { notRobotApiDoc } from './adapters/not-robot-http.openapi.js';
import { IssueNotRobotChallenge } from './application/issue-not-robot-challenge.js';
import { VerifyNotRobot } from './application/verify-not-robot.js';
import { DEVELOPMENT_SECRETS } from '../../platform/development-secrets.js';
import type { Redis } from 'ioredis';
import { Router } from 'express';
import { ContainerModule } from 'inversify';
import type { Config } from '../../platform/config.js';
import type { RateLimiter } from '../../platform/http/rate-limit.js';
import { PLATFORM, type Authorization, type HttpRoute, type JobProcessor } from '../../platform/tokens.js';
import { CATALOGUE, type LookupProduct } from '../catalogue/index.js';
import { IDENTITY, type UserDirectory } from '../identity/index.js';
import { lazyGuard } from '../../platform/http/lazy-guard.js';
import { leadsAdminRoutes } from './adapters/admin-http.js';
import { CatalogueProductCatalogue } from './adapters/catalogue-product-catalogue.js';
import { leadsPublicRoutes, type LeadsHttpUseCases } from './adapters/http.js';
import { IdentityExecutiveDirectory } from './adapters/identity-executive-directory.js';
import { leadEmailProcessor } from './adapters/jobs.js';
import { PlatformLeadMailer } from './adapters/platform-mailer.js';
import { SequelizeAdvisorRepository } from './adapters/sequelize/sequelize-advisor-repository.js';
import { SequelizeEmailDeliveryLog } from './adapters/sequelize/sequelize-email-delivery-log.js';
import { SequelizeFeedbackRepository } from './adapters/sequelize/sequelize-feedback-repository.js';
import { SequelizeLeadRepository } from './adapters/sequelize/sequelize-lead-repository.js';
import { Feedbacks } from './application/feedbacks.js';
import { FindAdvisor } from './application/find-advisor.js';
import { ManageAdvisors } from './application/manage-advisors.js';
import { ManageLeads } from './application/manage-leads.js';
import type { LeadRequestCounts, LeadsSettings } from './application/ports.js';
import { SendLeadEmail } from './application/send-lead-email.js';
import { SubmitLead } from './application/submit-lead.js';
import { UpdateLeadRequest } from './application/update-lead-request.js';
import { RecordOnlineSaleLead } from './application/record-online-sale-lead.js';
import { ManageSupportTickets } from './application/manage-support-tickets.js';
import { IdentitySupportAgents } from './adapters/identity-support-agents.js';
import { SequelizeSupportTicketRepository } from './adapters/sequelize/sequelize-support-ticket-repository.js';
import { supportTicketMailProcessor } from './adapters/support-ticket-jobs.js';
import { supportTicketsAdminRoutes } from './adapters/support-tickets-http.js';
import { LEADS } from './tokens.js';

/** The leads module's bindings: ports to adapters, HTTP routes and the e-mail job processor. */
export const leadsModule = new ContainerModule(({ bind }) => {
  bind(LEADS.LeadRepository).to(SequelizeLeadRepository);
  bind(LEADS.AdvisorRepository).to(SequelizeAdvisorRepository);
  bind(LEADS.FeedbackRepository).to(SequelizeFeedbackRepository);
  bind(LEADS.EmailDeliveryLog).to(SequelizeEmailDeliveryLog);
  bind(LEADS.LeadMailer).to(PlatformLeadMailer);
  bind(LEADS.ExecutiveDirectory).toDynamicValue(
    (context) => new IdentityExecutiveDirectory(context.get<UserDirectory>(IDENTITY.UserDirectory, { optional: true })),
  );
  bind(LEADS.ProductCatalogue).toDynamicValue(
    (context) => new CatalogueProductCatalogue(context.get<LookupProduct>(CATALOGUE.LookupProduct, { optional: true })),
  );
  bind<LeadsSettings>(LEADS.LeadsSettings).toDynamicValue((context) => {
    const config = context.get<Config>(PLATFORM.Config);
    return { salesInbox: config.SALES_INBOX, publicUrl: config.PUBLIC_URL };
  });

  bind(LEADS.SubmitLead).to(SubmitLead);
  bind(LEADS.UpdateLeadRequest).to(UpdateLeadRequest);
  bind(LEADS.SendLeadEmail).to(SendLeadEmail);
  bind(LEADS.FindAdvisor).to(FindAdvisor);
  bind(LEADS.ManageLeads).to(ManageLeads);
  bind(LEADS.ManageAdvisors).to(ManageAdvisors);
  bind(LEADS.Feedbacks).to(Feedbacks);
  bind(LEADS.OnlineSaleLeads).to(RecordOnlineSaleLead);
  bind(LEADS.SupportTicketRepository).to(SequelizeSupportTicketRepository);
  bind(LEADS.SupportAgentDirectory).toDynamicValue(
    (context) => new IdentitySupportAgents(context.get<UserDirectory>(IDENTITY.UserDirectory, { optional: true })),
  );
  bind(LEADS.ManageSupportTickets).to(ManageSupportTickets);
  bind<LeadRequestCounts>(LEADS.RequestCounts).toDynamicValue((context) => {
    const manage = context.get<ManageLeads>(LEADS.ManageLeads);
    return { byProduct: () => manage.requestCounts() };
  });

  const useCases = (get: <T>(id: symbol) => T): LeadsHttpUseCases => ({
    submit: get(LEADS.SubmitLead),
    update: get(LEADS.UpdateLeadRequest),
    findAdvisor: get(LEADS.FindAdvisor),
    manage: get(LEADS.ManageLeads),
    feedbacks: get(LEADS.Feedbacks),
  });
  // One mount for all of the module's paths: each sub-router answers only its own routes.
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => {
    const router = Router();
    const routes = [
      ...leadsPublicRoutes(
        useCases((id) => context.get(id)),
        context.get<RateLimiter>(PLATFORM.RateLimiter),
      ),
      ...leadsAdminRoutes(
        context.get<ManageLeads>(LEADS.ManageLeads),
        context.get<ManageAdvisors>(LEADS.ManageAdvisors),
        lazyGuard(() => context.get<Authorization>(PLATFORM.Authorization, { optional: true })),
      ),
      ...supportTicketsAdminRoutes(
        context.get<ManageSupportTickets>(LEADS.ManageSupportTickets),
        context.get<Feedbacks>(LEADS.Feedbacks),
        lazyGuard(() => context.get<Authorization>(PLATFORM.Authorization, { optional: true })),
      ),
    ];
    for (const route of routes) router.use(route.path.replace(/^\/api/, ''), route.router);
    return { path: '/api', router };
  });
  // The robot check's key comes from the deployment's JWT secret (required in production), labelled for this use.
  bind(LEADS.NotRobotCrypto).toDynamicValue((context) => {
    const config = context.get<Config>(PLATFORM.Config);
    return nodeNotRobotCrypto(config.JWT_ACCESS_SECRET ?? DEVELOPMENT_SECRETS.NOT_ROBOT_SECRET);
  });
  bind(LEADS.UsedChallenges).toDynamicValue((context) =>
    redisUsedChallenges(context.get<Redis>(PLATFORM.Redis), context.get<Config>(PLATFORM.Config).QUEUE_PREFIX),
  );
  bind(LEADS.IssueNotRobotChallenge).to(IssueNotRobotChallenge);
  bind(LEADS.VerifyNotRobot).to(VerifyNotRobot);
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({
    path: '/api/buscarplanes/notrobot',
    router: notRobotRouter(
      { issue: context.get(LEADS.IssueNotRobotChallenge), verify: context.get(LEADS.VerifyNotRobot) },
      context.get<RateLimiter>(PLATFORM.RateLimiter),
    ),
  }));
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(notRobotApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(leadsApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(leadsAdminApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(supportTicketsApiDoc);
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    leadEmailProcessor(context.get<SendLeadEmail>(LEADS.SendLeadEmail)),
  );
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    supportTicketMailProcessor(context.get<ManageSupportTickets>(LEADS.ManageSupportTickets)),
  );
});
