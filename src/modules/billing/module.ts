import { CustomerBilling } from './application/customer-billing.js';
import type { ApiDoc } from '../../platform/http/openapi.js';
import { Router } from 'express';
import { ContainerModule } from 'inversify';
import type { Sequelize } from 'sequelize';
import type { Config } from '../../platform/config.js';
import { lazyGuard } from '../../platform/http/lazy-guard.js';
import type { Logger } from '../../platform/logger.js';
import type { EventSubscription } from '../../platform/outbox/integration-events.js';
import type { QueueRegistry } from '../../platform/queue.js';
import {
  PLATFORM,
  type Authorization,
  type Clock,
  type HttpRoute,
  type JobProcessor,
  type Mailer,
} from '../../platform/tokens.js';
import { billingDashboardRouter } from './adapters/http/billing-dashboard-router.js';
import { billingDashboardApiDoc } from './adapters/http/billing-dashboard-router.openapi.js';
import type { BillingHttpDeps, Guard } from './adapters/http/billing-http.js';
import { billingJobsRouter } from './adapters/http/billing-jobs-router.js';
import { billingJobsApiDoc } from './adapters/http/billing-jobs-router.openapi.js';
import { paymentPeriodsRouter } from './adapters/http/payment-periods-router.js';
import { paymentPeriodsApiDoc } from './adapters/http/payment-periods-router.openapi.js';
import { paymentsRouter } from './adapters/http/payments-router.js';
import { paymentsApiDoc } from './adapters/http/payments-router.openapi.js';
import { preinvoicesRouter } from './adapters/http/preinvoices-router.js';
import { preinvoicesApiDoc } from './adapters/http/preinvoices-router.openapi.js';
import { taxDocumentsRouter } from './adapters/http/tax-documents-router.js';
import { taxDocumentsApiDoc } from './adapters/http/tax-documents-router.openapi.js';
import { unsentNotificationsRouter } from './adapters/http/unsent-notifications-router.js';
import { unsentNotificationsApiDoc } from './adapters/http/unsent-notifications-router.openapi.js';
import { billingEmailProcessor } from './adapters/email-jobs.js';
import { billingEventProcessor, billingSubscriptions } from './adapters/event-consumers.js';
import { PricingUfRates } from './adapters/pricing-uf-rates.js';
import { queuesDashboard } from './adapters/queues-dashboard.js';
import { organizationClaim, type UserOrganization } from './adapters/request-scope.js';
import { BillingSchedules, billingScheduleProcessor } from './adapters/schedules.js';
import { SequelizeBillingQueries } from './adapters/sequelize/sequelize-billing-queries.js';
import { SequelizeLedgerFactory } from './adapters/sequelize/sequelize-ledger.js';
import { ApplySaleCompleted } from './application/apply-sale-completed.js';
import { CancelPolicyPeriods } from './application/cancel-policy-periods.js';
import { DeletePayment } from './application/delete-payment.js';
import { LoadBillingSample } from './application/load-sample.js';
import { ManageTaxDocuments } from './application/manage-tax-documents.js';
import { OpenPolicyPeriods } from './application/open-policy-periods.js';
import type { BillingSettings, LedgerFactory, PeriodPaymentLinkSource } from './application/ports.js';
import { ReadFile } from './application/read-file.js';
import { RecordInsuredChange } from './application/record-insured-change.js';
import { RefreshOpenPeriodsUf } from './application/refresh-open-periods-uf.js';
import { RecordPayment } from './application/record-payment.js';
import { RecordPeriodCharge } from './application/record-period-charge.js';
import { RequestPreinvoiceUpdate } from './application/request-preinvoice-update.js';
import { RunArrearsReminders } from './application/run-arrears-reminders.js';
import { SendReminder } from './application/send-reminder.js';
import { StoreFile } from './application/store-file.js';
import { UpdateUnsentNotification } from './application/update-unsent-notification.js';
import { VoidRefundedPolicy } from './application/void-refunded-policy.js';
import { BILLING } from './tokens.js';
import { CONTENT, type CompanyDetailsService } from '../content/index.js';
import { SALES, type PeriodPaymentLinks } from '../sales/index.js';

const OpenPeriodsToken = Symbol.for('billing.OpenPolicyPeriods'); // also injected by LoadBillingSample
const InsuredToken = Symbol.for('billing.RecordInsuredChange'); // also injected by LoadBillingSample
const CancelToken = Symbol.for('billing.CancelPolicyPeriods');
const RefundToken = Symbol.for('billing.VoidRefundedPolicy');
const StoreFileToken = Symbol.for('billing.StoreFile');
const TaxDocumentsToken = Symbol.for('billing.ManageTaxDocuments');
const UnsentToken = Symbol.for('billing.UpdateUnsentNotification');
const ReadFileToken = Symbol.for('billing.ReadFile');
const PeriodChargeToken = Symbol.for('billing.RecordPeriodCharge');

/** One router per back-office resource, mounted under /api in this order (each beside its OpenAPI file). */
const BILLING_ROUTERS: [string, (deps: BillingHttpDeps, guard: Guard) => Router][] = [
  ['/admin/payment-periods', paymentPeriodsRouter],
  ['/admin/payments', paymentsRouter],
  ['/admin/preinvoices', preinvoicesRouter],
  ['/admin/tax-documents', taxDocumentsRouter],
  ['/admin/unsent-notifications', unsentNotificationsRouter],
  ['/admin/billing-dashboard', billingDashboardRouter],
  ['/admin/billing-jobs', billingJobsRouter],
];
const BILLING_API_DOCS: ApiDoc[] = [
  paymentPeriodsApiDoc,
  paymentsApiDoc,
  preinvoicesApiDoc,
  taxDocumentsApiDoc,
  unsentNotificationsApiDoc,
  billingDashboardApiDoc,
  billingJobsApiDoc,
];

/**
 * The billing module's bindings: its event consumers (PolicyActivated, InsuredActivated, InsuredExcluded,
 * PolicyCanceled with or without a refund, SaleCompleted), the back-office routes, the e-mail jobs and the job schedulers (arrears
 * reminders, the UF refresh of open periods). Files go to PLATFORM.FileStorage.
 */
export const billingModule = new ContainerModule(({ bind }) => {
  bind(BILLING.LedgerFactory).to(SequelizeLedgerFactory);
  bind(BILLING.Queries).to(SequelizeBillingQueries);
  bind(BILLING.UfRates).to(PricingUfRates);
  // The payment link of an online sale's period (issue 28), from the sales facade; none without sales.
  bind<PeriodPaymentLinkSource>(BILLING.PaymentLinks).toDynamicValue((context) => {
    const links = context.get<PeriodPaymentLinks>(SALES.PeriodPaymentLinks, { optional: true });
    return { urlFor: (periodId) => (links ? links.urlFor(periodId) : Promise.resolve(null)) };
  });
  bind<UserOrganization>(BILLING.UserOrganization).toConstantValue(organizationClaim);
  bind<BillingSettings>(BILLING.Settings).toDynamicValue((context) => {
    const config = context.get<Config>(PLATFORM.Config);
    return {
      staffInbox: config.BILLING_INBOX,
      publicUrl: config.PUBLIC_URL,
      arrearsSchedule: config.BILLING_ARREARS_SCHEDULE,
      ufRefreshSchedule: config.BILLING_UF_REFRESH_SCHEDULE,
    };
  });

  bind(OpenPeriodsToken).to(OpenPolicyPeriods);
  bind(InsuredToken).to(RecordInsuredChange);
  bind(CancelToken).to(CancelPolicyPeriods);
  bind(RefundToken).to(VoidRefundedPolicy);
  bind(BILLING.ApplySaleCompleted).to(ApplySaleCompleted);
  bind(BILLING.RecordPayment).to(RecordPayment);
  bind(BILLING.DeletePayment).to(DeletePayment);
  bind(BILLING.RequestPreinvoiceUpdate).to(RequestPreinvoiceUpdate);
  bind(BILLING.RunArrearsReminders).to(RunArrearsReminders);
  bind(BILLING.SendReminder).to(SendReminder);
  bind(StoreFileToken).to(StoreFile);
  bind(TaxDocumentsToken).to(ManageTaxDocuments);
  bind(UnsentToken).to(UpdateUnsentNotification);
  bind(BILLING.RefreshOpenPeriodsUf).to(RefreshOpenPeriodsUf);
  bind(ReadFileToken).to(ReadFile);
  bind(PeriodChargeToken).to(RecordPeriodCharge);
  bind(BILLING.LoadSample).to(LoadBillingSample);
  bind(BILLING.CustomerBilling).to(CustomerBilling);
  bind(BILLING.Schedules).toDynamicValue(
    (context) =>
      new BillingSchedules(
        context.get<QueueRegistry>(PLATFORM.QueueRegistry),
        context.get<Sequelize>(PLATFORM.Sequelize),
        context.get<BillingSettings>(BILLING.Settings),
        context.get<Logger>(PLATFORM.Logger),
      ),
  );

  for (const subscription of billingSubscriptions()) {
    bind<EventSubscription>(PLATFORM.EventSubscription).toConstantValue(subscription);
  }

  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    billingEventProcessor({
      sequelize: context.get(PLATFORM.Sequelize),
      ledgers: context.get<LedgerFactory>(BILLING.LedgerFactory),
      openPeriods: context.get(OpenPeriodsToken),
      insured: context.get(InsuredToken),
      cancel: context.get(CancelToken),
      refund: context.get(RefundToken),
      sale: context.get(BILLING.ApplySaleCompleted),
      periodCharge: context.get(PeriodChargeToken),
    }),
  );
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) => {
    const settings = context.get<BillingSettings>(BILLING.Settings);
    return billingEmailProcessor({
      sendReminder: context.get(BILLING.SendReminder),
      mailer: context.get<Mailer>(PLATFORM.Mailer),
      staffInbox: settings.staffInbox,
      adminUrl: new URL('/admin/', settings.publicUrl).toString(),
      contactEmail: async () =>
        (await context.get<CompanyDetailsService>(CONTENT.CompanyDetails).current()).contactEmail,
    });
  });
  // Resolved when the workers start (runtime.startBackground): the schedulers are upserted then, once per
  // process start; upserting ids that exist changes nothing, so every worker process may do it.
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) => {
    const schedules = context.get<BillingSchedules>(BILLING.Schedules);
    const logger = context.get<Logger>(PLATFORM.Logger);
    schedules
      .ensure()
      .catch((error: unknown) =>
        logger.warn(
          { err: error },
          'No se pudieron registrar los trabajos programados de cobranza; se reintenta al reiniciar',
        ),
      );
    return billingScheduleProcessor({
      schedules,
      arrears: context.get(BILLING.RunArrearsReminders),
      ufRefresh: context.get(BILLING.RefreshOpenPeriodsUf),
      clock: context.get<Clock>(PLATFORM.Clock),
      logger,
    });
  });

  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => {
    const guard = lazyGuard(() => context.get<Authorization>(PLATFORM.Authorization, { optional: true }));
    const deps: BillingHttpDeps = {
      queries: context.get(BILLING.Queries),
      recordPayment: context.get(BILLING.RecordPayment),
      deletePayment: context.get(BILLING.DeletePayment),
      storeFile: context.get(StoreFileToken),
      readFile: context.get(ReadFileToken),
      requestPreinvoiceUpdate: context.get(BILLING.RequestPreinvoiceUpdate),
      taxDocuments: context.get(TaxDocumentsToken),
      unsent: context.get(UnsentToken),
      schedules: context.get(BILLING.Schedules),
      organizationOf: context.get<UserOrganization>(BILLING.UserOrganization),
      clock: context.get<Clock>(PLATFORM.Clock),
    };
    const router = Router();
    for (const [path, resource] of BILLING_ROUTERS) router.use(path, resource(deps, guard));
    return { path: '/api', router };
  });
  for (const doc of BILLING_API_DOCS) bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(doc);
  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) =>
    queuesDashboard(
      context.get<QueueRegistry>(PLATFORM.QueueRegistry),
      lazyGuard(() => context.get<Authorization>(PLATFORM.Authorization, { optional: true })),
    ),
  );
});
