import type { ApiDoc } from '../../platform/http/openapi.js';
import { salesAdminApiDoc } from './adapters/admin-http.openapi.js';
import { productFormsAdminApiDoc } from './adapters/admin-product-forms-http.openapi.js';
import { salesApiDoc } from './adapters/http.openapi.js';
import { Router, type RequestHandler } from 'express';
import { ContainerModule } from 'inversify';
import type { Sequelize } from 'sequelize';
import type { Config } from '../../platform/config.js';
import { DEVELOPMENT_SECRETS } from '../../platform/development-secrets.js';
import type { EventSubscription } from '../../platform/outbox/integration-events.js';
import type { Logger } from '../../platform/logger.js';
import type { QueueRegistry } from '../../platform/queue.js';
import {
  PLATFORM,
  type Authorization,
  type Clock,
  type HttpRoute,
  type JobProcessor,
  type Mailer,
} from '../../platform/tokens.js';
import { CATALOGUE, type GetProductCard } from '../catalogue/index.js';
import { LEADS, type OnlineSaleLeads } from '../leads/index.js';
import { salesAdminRouter } from './adapters/admin-http.js';
import { productFormsAdminRouter } from './adapters/admin-product-forms-http.js';
import { CatalogueProductCatalog } from './adapters/catalogue-product-catalog.js';
import { paymentReturnForm, salesPublicRouter, webhookRawBody } from './adapters/http.js';
import { confirmationMailProcessor, salesEventsProcessor } from './adapters/event-jobs.js';
import { duplicateRefundProcessor, reconcileProcessor, reminderProcessor } from './adapters/jobs.js';
import { PlatformSaleMailer } from './adapters/platform-sale-mailer.js';
import { paymentOptions, providerSources, type PaymentOptions } from './adapters/providers/browser-options.js';
import { sandboxInscriptionApiDoc, sandboxInscriptionRouter } from './adapters/providers/sandbox-inscription-http.js';
import { SandboxVault } from './adapters/providers/sandbox-vault.js';
import { buildProviders } from './adapters/providers/registry.js';
import { providerCspMiddleware } from './adapters/provider-csp.js';
import { SequelizeProductForms } from './adapters/sequelize/product-form-repository.js';
import { SequelizeSaleRepository } from './adapters/sequelize/sale-repository.js';
import { CompleteSale } from './application/complete-sale.js';
import { GetSale } from './application/get-sale.js';
import { GetProductForm } from './application/get-product-form.js';
import { HandlePaymentReturn } from './application/handle-payment-return.js';
import { HandleWebhook } from './application/handle-webhook.js';
import { ListSales } from './application/list-sales.js';
import { PaySale } from './application/pay-sale.js';
import { EnrolCardAtCheckout } from './application/enrol-card-at-checkout.js';
import { FinishCardEnrolment } from './application/finish-card-enrolment.js';
import type { PaymentProviders, ProductCatalog, SaleLeads, SalesSettings } from './application/ports.js';
import { ReconcilePayments } from './application/reconcile-payments.js';
import { RecordSalePolicy } from './application/record-sale-policy.js';
import { RefundDuplicatePayment } from './application/refund-duplicate-payment.js';
import { RequestRefund } from './application/request-refund.js';
import { CustomerSales } from './application/customer-sales.js';
import { SaveStep } from './application/save-step.js';
import { SendPurchaseConfirmation } from './application/send-purchase-confirmation.js';
import { SendResumeReminder } from './application/send-resume-reminder.js';
import { SetProductForms } from './application/set-product-forms.js';
import { StartSale } from './application/start-sale.js';
import { SALES, SALES_BILLING_EVENTS_QUEUE, SALES_EVENTS_QUEUE } from './tokens.js';
import { UpdateSubscriptionCard } from './application/update-subscription-card.js';
import { subscriptionsPublicRouter } from './adapters/subscriptions-http.js';
import { subscriptionsApiDoc } from './adapters/subscriptions-http.openapi.js';
import { subscriptionsAdminRouter } from './adapters/subscriptions-admin-http.js';
import { subscriptionsAdminApiDoc } from './adapters/subscriptions-admin-http.openapi.js';
import { CancelSubscription } from './application/cancel-subscription.js';
import { ChangeSubscriptionChargeDate } from './application/change-subscription-charge-date.js';
import { GetSubscription } from './application/get-subscription.js';
import { ListSubscriptions } from './application/list-subscriptions.js';
import { PauseSubscription } from './application/pause-subscription.js';
import { ResumeSubscription } from './application/resume-subscription.js';
import { SequelizeSubscriptionRepository } from './adapters/sequelize/subscription-repository.js';
import { ChargeDuePeriods } from './application/charge-due-periods.js';
import { SendDeclinedChargeEmail } from './application/send-declined-charge-email.js';
import type { SubscriptionRepository } from './application/subscription-ports.js';
import {
  billingPeriodsProcessor,
  declinedChargeMailProcessor,
  subscriptionChargesProcessor,
} from './adapters/subscription-jobs.js';
import { transferAccountSource } from './adapters/providers/transfer-account.js';
import { CONTENT, type CompanyDetailsService } from '../content/index.js';
import { PayPeriodLink, PeriodPaymentLinks } from './application/pay-period-link.js';
import type { UfOfDay } from './application/subscription-ports.js';
import { PRICING, type UfRateSource } from '../pricing/index.js';
import { periodLinksRouter, periodReturnForm } from './adapters/period-links-http.js';
import { periodLinksApiDoc } from './adapters/period-links-http.openapi.js';

/** What the payment step offers, computed once from the configuration and the providers built. */
const PAYMENT_OPTIONS = Symbol.for('sales.PaymentOptions');

/** The sales module's bindings: ports to adapters, HTTP routes and job processors. */
export const salesModule = new ContainerModule(({ bind }) => {
  bind(SALES.SaleRepository).to(SequelizeSaleRepository);
  bind(SALES.ProductForms).to(SequelizeProductForms);
  bind(SALES.ProductCatalog).toDynamicValue(
    (context) => new CatalogueProductCatalog(() => context.get<GetProductCard>(CATALOGUE.GetProductCard)),
  );
  bind<SaleLeads>(SALES.SaleLeads).toDynamicValue((context) => context.get<OnlineSaleLeads>(LEADS.OnlineSaleLeads));
  bind(SALES.CompanyContact).toDynamicValue((context) => ({
    contactEmail: async () => (await context.get<CompanyDetailsService>(CONTENT.CompanyDetails).current()).contactEmail,
  }));
  bind(SALES.SaleMailer).toDynamicValue((context) => new PlatformSaleMailer(context.get<Mailer>(PLATFORM.Mailer)));
  bind<SalesSettings>(SALES.SalesSettings).toDynamicValue((context) => {
    const config = context.get<Config>(PLATFORM.Config);
    const delays = config.SALES_REMINDER_DELAYS_MS.split(',').map(Number) as [number, number, number];
    const linkSecret = config.SALES_LINK_SECRET ?? config.JWT_ACCESS_SECRET;
    if (!linkSecret && config.NODE_ENV === 'production') {
      throw new Error('SALES_LINK_SECRET (o JWT_ACCESS_SECRET) es obligatorio en producción');
    }
    return {
      publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
      reminderDelaysMs: delays,
      providerTimeoutMs: config.PAYMENT_TIMEOUT_MS,
      paymentLeaseMs: config.PAYMENT_LEASE_MS,
      reconcileAfterMs: config.RECONCILE_AFTER_MS,
      linkSecret: linkSecret ?? DEVELOPMENT_SECRETS.SALES_LINK_SECRET,
    };
  });
  bind(SALES.PaymentProviders).toDynamicValue((context) =>
    buildProviders(
      context.get<Config>(PLATFORM.Config),
      context.get<Sequelize>(PLATFORM.Sequelize),
      transferAccountSource(context.get<Config>(PLATFORM.Config), () =>
        context.get<CompanyDetailsService>(CONTENT.CompanyDetails),
      ),
    ),
  );

  bind(SALES.SubscriptionRepository).to(SequelizeSubscriptionRepository);
  bind(SALES.ChargeDuePeriods).to(ChargeDuePeriods);
  bind(SALES.SendDeclinedChargeEmail).to(SendDeclinedChargeEmail);
  bind(SALES.UpdateSubscriptionCard).to(UpdateSubscriptionCard);
  bind(SALES.ListSubscriptions).to(ListSubscriptions);
  bind(SALES.GetSubscription).to(GetSubscription);
  bind(SALES.PauseSubscription).to(PauseSubscription);
  bind(SALES.ResumeSubscription).to(ResumeSubscription);
  bind(SALES.ChangeSubscriptionChargeDate).to(ChangeSubscriptionChargeDate);
  bind(SALES.CancelSubscription).to(CancelSubscription);
  bind(SALES.PayPeriodLink).to(PayPeriodLink);
  bind<UfOfDay>(SALES.UfToday).toDynamicValue((context) => ({
    on: async (date) => (await context.get<UfRateSource>(PRICING.UfRateSource).latest(date))?.value ?? null,
  }));
  bind(SALES.PeriodPaymentLinks).to(PeriodPaymentLinks);
  bind(SALES.StartSale).to(StartSale);
  bind(SALES.SaveStep).to(SaveStep);
  bind(SALES.PaySale).to(PaySale);
  bind(SALES.EnrolCardAtCheckout).to(EnrolCardAtCheckout);
  bind(SALES.FinishCardEnrolment).to(FinishCardEnrolment);
  bind(SALES.GetSale).to(GetSale);
  bind(SALES.CompleteSale).to(CompleteSale);
  bind(SALES.HandleWebhook).to(HandleWebhook);
  bind(SALES.ReconcilePayments).to(ReconcilePayments);
  bind(SALES.SendResumeReminder).to(SendResumeReminder);
  bind(SALES.RequestRefund).to(RequestRefund);
  bind(SALES.CustomerSales).to(CustomerSales);
  bind(SALES.RefundDuplicatePayment).to(RefundDuplicatePayment);
  bind(SALES.ListSales).to(ListSales);
  bind(SALES.HandlePaymentReturn).to(HandlePaymentReturn);
  bind(SALES.GetProductForm).to(GetProductForm);
  bind(SALES.SetProductForms).to(SetProductForms);
  bind(SALES.RecordSalePolicy).to(RecordSalePolicy);
  bind(SALES.SendPurchaseConfirmation).to(SendPurchaseConfirmation);
  bind<PaymentOptions>(PAYMENT_OPTIONS).toDynamicValue((context) =>
    paymentOptions(context.get<Config>(PLATFORM.Config), context.get<PaymentProviders>(SALES.PaymentProviders)),
  );
  // The site's pages may load the configured providers' browser libraries and post to Webpay's form.
  bind<RequestHandler>(PLATFORM.HttpMiddleware).toDynamicValue((context) =>
    providerCspMiddleware(
      providerSources(context.get<Config>(PLATFORM.Config), context.get<PaymentOptions>(PAYMENT_OPTIONS)),
    ),
  );

  // Provider notices keep their bytes for the signature check (Kushki signs the raw body).
  bind<RequestHandler>(PLATFORM.HttpMiddleware).toConstantValue(webhookRawBody());
  bind<RequestHandler>(PLATFORM.HttpMiddleware).toConstantValue(paymentReturnForm());
  bind<RequestHandler>(PLATFORM.HttpMiddleware).toConstantValue(periodReturnForm());

  bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => {
    const router = Router();
    // Before /sales: a billing period's payment link (issue 28).
    router.use('/sales/periods', periodLinksRouter(context.get<PayPeriodLink>(SALES.PayPeriodLink)));
    router.use(
      '/sales',
      salesPublicRouter({
        start: context.get(SALES.StartSale),
        saveStep: context.get(SALES.SaveStep),
        pay: context.get(SALES.PaySale),
        get: context.get(SALES.GetSale),
        webhook: context.get(SALES.HandleWebhook),
        paymentReturn: context.get(SALES.HandlePaymentReturn),
        enrolmentReturn: context.get(SALES.FinishCardEnrolment),
        paymentOptions: () => context.get<PaymentOptions>(PAYMENT_OPTIONS),
      }),
    );
    // The sandbox provider's enrolment page calls its own side here (issue 28); 404 when the sandbox is off.
    router.use(
      '/sandbox/inscriptions',
      sandboxInscriptionRouter(() => {
        const vault = context.get<PaymentProviders>(SALES.PaymentProviders).get('sandbox')?.vault;
        return vault instanceof SandboxVault ? vault : undefined;
      }),
    );
    router.use(
      '/subscriptions',
      subscriptionsPublicRouter(context.get<UpdateSubscriptionCard>(SALES.UpdateSubscriptionCard)),
    );
    router.use(
      '/admin/product-forms',
      productFormsAdminRouter(
        context.get<GetProductForm>(SALES.GetProductForm),
        context.get<SetProductForms>(SALES.SetProductForms),
        context.get<ProductCatalog>(SALES.ProductCatalog),
        () => context.get<Authorization>(PLATFORM.Authorization, { optional: true }),
      ),
    );
    router.use(
      '/admin/subscriptions',
      subscriptionsAdminRouter(
        {
          list: context.get(SALES.ListSubscriptions),
          get: context.get(SALES.GetSubscription),
          pause: context.get(SALES.PauseSubscription),
          resume: context.get(SALES.ResumeSubscription),
          changeDate: context.get(SALES.ChangeSubscriptionChargeDate),
          cancel: context.get(SALES.CancelSubscription),
        },
        () => context.get<Authorization>(PLATFORM.Authorization, { optional: true }),
      ),
    );
    router.use(
      '/admin/sales',
      salesAdminRouter(context.get<ListSales>(SALES.ListSales), context.get<RequestRefund>(SALES.RequestRefund), () =>
        context.get<Authorization>(PLATFORM.Authorization, { optional: true }),
      ),
    );
    return { path: '/api', router };
  });
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(salesApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(subscriptionsApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(sandboxInscriptionApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(periodLinksApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(salesAdminApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(subscriptionsAdminApiDoc);
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(productFormsAdminApiDoc);
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    reminderProcessor(context.get<SendResumeReminder>(SALES.SendResumeReminder)),
  );
  // The purchase confirmation: PolicyActivated (of an online sale) -> the sale keeps the policy -> one e-mail.
  bind<EventSubscription>(PLATFORM.EventSubscription).toConstantValue({
    eventType: 'PolicyActivated',
    queue: SALES_EVENTS_QUEUE,
  });
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    salesEventsProcessor(
      context.get<Sequelize>(PLATFORM.Sequelize),
      context.get<RecordSalePolicy>(SALES.RecordSalePolicy),
    ),
  );
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    confirmationMailProcessor(context.get<SendPurchaseConfirmation>(SALES.SendPurchaseConfirmation)),
  );
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    duplicateRefundProcessor(context.get<RefundDuplicatePayment>(SALES.RefundDuplicatePayment)),
  );
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    reconcileProcessor(
      context.get<ReconcilePayments>(SALES.ReconcilePayments),
      context.get<QueueRegistry>(PLATFORM.QueueRegistry),
      context.get<Config>(PLATFORM.Config).RECONCILE_EVERY_MS,
    ),
  );

  // Automatic monthly card charges (issue 28): billing's periods of online sales, the charging run, the e-mails.
  bind<EventSubscription>(PLATFORM.EventSubscription).toConstantValue({
    eventType: 'PaymentPeriodsOpened',
    queue: SALES_BILLING_EVENTS_QUEUE,
  });
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    billingPeriodsProcessor(
      context.get<Sequelize>(PLATFORM.Sequelize),
      context.get<SubscriptionRepository>(SALES.SubscriptionRepository),
    ),
  );
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    declinedChargeMailProcessor(context.get<SendDeclinedChargeEmail>(SALES.SendDeclinedChargeEmail)),
  );
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    subscriptionChargesProcessor({
      queues: context.get<QueueRegistry>(PLATFORM.QueueRegistry),
      sequelize: context.get<Sequelize>(PLATFORM.Sequelize),
      charge: context.get<ChargeDuePeriods>(SALES.ChargeDuePeriods),
      clock: context.get<Clock>(PLATFORM.Clock),
      pattern: context.get<Config>(PLATFORM.Config).SUBSCRIPTION_CHARGE_SCHEDULE,
      logger: context.get<Logger>(PLATFORM.Logger),
    }),
  );
});
