import type { ApiDoc } from '../../platform/http/openapi.js';
import { insurersApiDoc } from './adapters/insurers-http.openapi.js';
import { Router } from 'express';
import { ContainerModule } from 'inversify';
import type { Sequelize } from 'sequelize';
import type { Config } from '../../platform/config.js';
import { lazyGuard } from '../../platform/http/lazy-guard.js';
import type { EventSubscription } from '../../platform/outbox/integration-events.js';
import { PLATFORM, type Authorization, type HttpRoute, type JobProcessor } from '../../platform/tokens.js';
import { AddInsured } from './application/add-insured.js';
import { ApplyMembershipAction } from './application/apply-membership-action.js';
import { CancelBulkLoad } from './application/cancel-bulk-load.js';
import { ChangePolicyStatus } from './application/change-policy-status.js';
import { CopyPolicy } from './application/copy-policy.js';
import { CancelPolicyForRefund } from './application/cancel-policy-for-refund.js';
import { CustomerPolicies } from './application/customer-policies.js';
import { CreatePolicyFromSale } from './application/create-policy-from-sale.js';
import { ManageClientOrganizations } from './application/manage-client-organizations.js';
import { ManageInsurerSettings } from './application/manage-insurer-settings.js';
import { ManagePolicies } from './application/manage-policies.js';
import { LoadSampleCompanies } from './application/load-sample-companies.js';
import type { BulkLoadSettings } from './application/process-bulk-load.js';
import { ProcessBulkLoad } from './application/process-bulk-load.js';
import { ResolveActor } from './application/resolve-actor.js';
import { StartBulkLoad } from './application/start-bulk-load.js';
import { ReviewPolicyDocument } from './application/review-policy-document.js';
import { UploadDocument } from './application/upload-document.js';
import { UploadInsurerDocument } from './application/upload-insurer-document.js';
import { CatalogueInsurerDirectory } from './adapters/catalogue-directory.js';
import { MagicBytesFileTypeDetector } from './adapters/file-type-detector.js';
import { bulkLoadsRouter } from './adapters/http/bulk-loads-router.js';
import { bulkLoadsApiDoc } from './adapters/http/bulk-loads-router.openapi.js';
import { clientOrganizationsRouter } from './adapters/http/client-organizations-router.js';
import { clientOrganizationsApiDoc } from './adapters/http/client-organizations-router.openapi.js';
import { insuredRouter } from './adapters/http/insured-router.js';
import { insuredApiDoc } from './adapters/http/insured-router.openapi.js';
import { policiesRouter } from './adapters/http/policies-router.js';
import { policiesApiDoc } from './adapters/http/policies-router.openapi.js';
import type { PoliciesHttpDeps } from './adapters/http/policies-http.js';
import { uninsuredRouter } from './adapters/http/uninsured-router.js';
import { uninsuredApiDoc } from './adapters/http/uninsured-router.openapi.js';
import { insurersAdminRouter } from './adapters/insurers-http.js';
import { bulkLoadProcessor, policiesEventsProcessor } from './adapters/jobs.js';
import { POLICIES_BILLING_EVENT_TYPES, policiesBillingEventsProcessor } from './adapters/billing-events-jobs.js';
import { SequelizePolicyArrearsRepository } from './adapters/sequelize/arrears-repository.js';
import { ApplyPeriodLate } from './application/apply-period-late.js';
import { ApplyPeriodSettled } from './application/apply-period-settled.js';
import { SequelizeBulkLoadRepository } from './adapters/sequelize/bulk-load-repository.js';
import { SequelizeClientOrganizationRepository } from './adapters/sequelize/client-organization-repository.js';
import { SequelizeDocumentRepository } from './adapters/sequelize/document-repository.js';
import { SequelizeInsuredRepository } from './adapters/sequelize/insured-repository.js';
import { SequelizeInsurerDocumentRepository } from './adapters/sequelize/insurer-document-repository.js';
import { SequelizeInsurerSettingsRepository } from './adapters/sequelize/insurer-settings-repository.js';
import { SequelizePolicyRepository } from './adapters/sequelize/policy-repository.js';
import { OutboxEventSink, SequelizeTransactor } from './adapters/sequelize/transactor.js';
import { StreamingSpreadsheetReader } from './adapters/spreadsheet-reader.js';
import { POLICIES, POLICIES_BILLING_EVENTS_QUEUE, POLICIES_EVENTS_QUEUE } from './tokens.js';

/**
 * The policies module's bindings (issue 11): repositories, the /api/admin routes, the bulk-load processor and the SaleCompleted and SaleRefunded consumers.
 */
export const policiesModule = new ContainerModule(({ bind }) => {
  bind(POLICIES.Transactor).to(SequelizeTransactor);
  bind(POLICIES.EventSink).to(OutboxEventSink);
  bind(POLICIES.PolicyRepository).to(SequelizePolicyRepository);
  bind(POLICIES.ClientOrganizationRepository).to(SequelizeClientOrganizationRepository);
  bind(POLICIES.InsuredRepository).to(SequelizeInsuredRepository);
  bind(POLICIES.BulkLoadRepository).to(SequelizeBulkLoadRepository);
  bind(POLICIES.InsurerSettingsRepository).to(SequelizeInsurerSettingsRepository);
  bind(POLICIES.DocumentRepository).to(SequelizeDocumentRepository);
  bind(POLICIES.InsurerDocumentRepository).to(SequelizeInsurerDocumentRepository);
  bind(POLICIES.InsurerDirectory).to(CatalogueInsurerDirectory);
  bind(POLICIES.SpreadsheetReader).to(StreamingSpreadsheetReader);
  bind(POLICIES.FileTypeDetector).to(MagicBytesFileTypeDetector);
  bind<BulkLoadSettings>(POLICIES.BulkLoadSettings).toDynamicValue((context) => ({
    chunkSize: context.get<Config>(PLATFORM.Config).BULK_LOAD_CHUNK_SIZE,
  }));

  bind(POLICIES.ResolveActor).to(ResolveActor);
  bind(POLICIES.ManagePolicies).to(ManagePolicies);
  bind(POLICIES.ChangePolicyStatus).to(ChangePolicyStatus);
  bind(POLICIES.CopyPolicy).to(CopyPolicy);
  bind(POLICIES.ManageClientOrganizations).to(ManageClientOrganizations);
  bind(POLICIES.AddInsured).to(AddInsured);
  bind(POLICIES.ApplyMembershipAction).to(ApplyMembershipAction);
  bind(POLICIES.StartBulkLoad).to(StartBulkLoad);
  bind(POLICIES.ProcessBulkLoad).to(ProcessBulkLoad);
  bind(POLICIES.CancelBulkLoad).to(CancelBulkLoad);
  bind(POLICIES.ManageInsurerSettings).to(ManageInsurerSettings);
  bind(POLICIES.UploadDocument).to(UploadDocument);
  bind(POLICIES.ReviewPolicyDocument).to(ReviewPolicyDocument);
  bind(POLICIES.UploadInsurerDocument).to(UploadInsurerDocument);
  bind(POLICIES.CreatePolicyFromSale).to(CreatePolicyFromSale);
  bind(POLICIES.CancelPolicyForRefund).to(CancelPolicyForRefund);
  bind(POLICIES.LoadSampleCompanies).to(LoadSampleCompanies);
  bind(POLICIES.CustomerPolicies).to(CustomerPolicies);

  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => {
    const get = <T>(id: symbol) => context.get<T>(id);
    const router = Router();
    const guard = lazyGuard(() => context.get<Authorization>(PLATFORM.Authorization, { optional: true }));
    const resolveActor = get<ResolveActor>(POLICIES.ResolveActor);
    const deps: PoliciesHttpDeps = {
      resolveActor,
      policies: get(POLICIES.ManagePolicies),
      changeStatus: get(POLICIES.ChangePolicyStatus),
      copyPolicy: get(POLICIES.CopyPolicy),
      organizations: get(POLICIES.ManageClientOrganizations),
      addInsured: get(POLICIES.AddInsured),
      membershipAction: get(POLICIES.ApplyMembershipAction),
      insured: get(POLICIES.InsuredRepository),
      startBulkLoad: get(POLICIES.StartBulkLoad),
      cancelBulkLoad: get(POLICIES.CancelBulkLoad),
      bulkLoads: get(POLICIES.BulkLoadRepository),
      directory: get(POLICIES.InsurerDirectory),
      uploadDocument: get(POLICIES.UploadDocument),
      reviewDocument: get(POLICIES.ReviewPolicyDocument),
      documents: get(POLICIES.DocumentRepository),
      storage: get(PLATFORM.FileStorage),
    };
    // One router per resource, each beside its OpenAPI file; all of them answer paths under /api/admin.
    for (const resource of [clientOrganizationsRouter, policiesRouter, insuredRouter, uninsuredRouter, bulkLoadsRouter])
      router.use(resource(deps, guard));
    router.use(
      insurersAdminRouter(
        {
          actorOf: (req) => resolveActor.execute(req.user!),
          directory: get(POLICIES.InsurerDirectory),
          insurerSettings: get(POLICIES.ManageInsurerSettings),
          insurerDocuments: get(POLICIES.InsurerDocumentRepository),
          uploadInsurerDocument: get(POLICIES.UploadInsurerDocument),
          storage: get(PLATFORM.FileStorage),
        },
        guard,
      ),
    );
    return { path: '/api/admin', router };
  });
  for (const doc of [clientOrganizationsApiDoc, policiesApiDoc, insuredApiDoc, uninsuredApiDoc, bulkLoadsApiDoc])
    bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(doc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(insurersApiDoc);

  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    bulkLoadProcessor(context.get<ProcessBulkLoad>(POLICIES.ProcessBulkLoad)),
  );
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    policiesEventsProcessor(
      context.get<Sequelize>(PLATFORM.Sequelize),
      context.get<CreatePolicyFromSale>(POLICIES.CreatePolicyFromSale),
      context.get<CancelPolicyForRefund>(POLICIES.CancelPolicyForRefund),
    ),
  );
  for (const eventType of ['SaleCompleted', 'SaleRefunded']) {
    bind<EventSubscription>(PLATFORM.EventSubscription).toConstantValue({ eventType, queue: POLICIES_EVENTS_QUEUE });
  }

  // Non-payment (issue 28): billing's late and settled periods -> the policy's arrears and history.
  bind(POLICIES.PolicyArrearsRepository).to(SequelizePolicyArrearsRepository);
  bind(POLICIES.ApplyPeriodLate).to(ApplyPeriodLate);
  bind(POLICIES.ApplyPeriodSettled).to(ApplyPeriodSettled);
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    policiesBillingEventsProcessor(
      context.get<Sequelize>(PLATFORM.Sequelize),
      context.get<ApplyPeriodLate>(POLICIES.ApplyPeriodLate),
      context.get<ApplyPeriodSettled>(POLICIES.ApplyPeriodSettled),
    ),
  );
  for (const eventType of POLICIES_BILLING_EVENT_TYPES) {
    bind<EventSubscription>(PLATFORM.EventSubscription).toConstantValue({
      eventType,
      queue: POLICIES_BILLING_EVENTS_QUEUE,
    });
  }
});
