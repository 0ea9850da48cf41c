/** Container tokens of the sales module's ports and use cases. */
export const SALES = {
  SaleRepository: Symbol.for('sales.SaleRepository'),
  ProductCatalog: Symbol.for('sales.ProductCatalog'),
  ProductForms: Symbol.for('sales.ProductForms'),
  SaleLeads: Symbol.for('sales.SaleLeads'),
  PaymentProviders: Symbol.for('sales.PaymentProviders'),
  SalesSettings: Symbol.for('sales.SalesSettings'),
  CompanyContact: Symbol.for('sales.CompanyContact'),
  SaleMailer: Symbol.for('sales.SaleMailer'),
  StartSale: Symbol.for('sales.StartSale'),
  SaveStep: Symbol.for('sales.SaveStep'),
  PaySale: Symbol.for('sales.PaySale'),
  GetSale: Symbol.for('sales.GetSale'),
  CompleteSale: Symbol.for('sales.CompleteSale'),
  HandleWebhook: Symbol.for('sales.HandleWebhook'),
  ReconcilePayments: Symbol.for('sales.ReconcilePayments'),
  SendResumeReminder: Symbol.for('sales.SendResumeReminder'),
  RequestRefund: Symbol.for('sales.RequestRefund'),
  /** Public (index.ts): Portal Personas' payment links and withdrawal refunds (issue 29). */
  CustomerSales: Symbol.for('sales.CustomerSales'),
  ListSales: Symbol.for('sales.ListSales'),
  HandlePaymentReturn: Symbol.for('sales.HandlePaymentReturn'),
  GetProductForm: Symbol.for('sales.GetProductForm'),
  SetProductForms: Symbol.for('sales.SetProductForms'),
  RecordSalePolicy: Symbol.for('sales.RecordSalePolicy'),
  SendPurchaseConfirmation: Symbol.for('sales.SendPurchaseConfirmation'),
  RefundDuplicatePayment: Symbol.for('sales.RefundDuplicatePayment'),
  SubscriptionRepository: Symbol.for('sales.SubscriptionRepository'),
  ChargeDuePeriods: Symbol.for('sales.ChargeDuePeriods'),
  SendDeclinedChargeEmail: Symbol.for('sales.SendDeclinedChargeEmail'),
  ManageSubscription: Symbol.for('sales.ManageSubscription'),
  ListSubscriptions: Symbol.for('sales.ListSubscriptions'),
  GetSubscription: Symbol.for('sales.GetSubscription'),
  PauseSubscription: Symbol.for('sales.PauseSubscription'),
  ResumeSubscription: Symbol.for('sales.ResumeSubscription'),
  ChangeSubscriptionChargeDate: Symbol.for('sales.ChangeSubscriptionChargeDate'),
  CancelSubscription: Symbol.for('sales.CancelSubscription'),
  UpdateSubscriptionCard: Symbol.for('sales.UpdateSubscriptionCard'),
  /** Public (index.ts): the payment link of a billing period, for billing's reminders. */
  PeriodPaymentLinks: Symbol.for('sales.PeriodPaymentLinks'),
  EnrolCardAtCheckout: Symbol.for('sales.EnrolCardAtCheckout'),
  FinishCardEnrolment: Symbol.for('sales.FinishCardEnrolment'),
  PayPeriodLink: Symbol.for('sales.PayPeriodLink'),
  UfToday: Symbol.for('sales.UfToday'),
} as const;

/** BullMQ queues of the sales module (fed by the outbox, and the reconciliation scheduler). */
export const SALES_REMINDER_QUEUE = 'sales-reminders';
export const SALES_RECONCILE_QUEUE = 'sales-reconcile';
/** Where sales receives the integration events it consumes (PolicyActivated). */
export const SALES_EVENTS_QUEUE = 'sales-events';
export const POLICY_CONSUMER = 'sales.policy-activated';
/** The buyer's purchase confirmation e-mails, fed by the outbox. */
export const SALES_MAIL_QUEUE = 'sales-mail';
export const CONFIRMATION_JOB = 'sale.confirmation-email';
/** A payment approved after its sale was paid by another: refunded through its provider (outbox job). */
export const SALES_DUPLICATE_REFUND_QUEUE = 'sales-duplicate-refunds';

/** Automatic monthly card charges (issue 28): the charging run's job scheduler and the decline e-mails. */
export const SALES_SUBSCRIPTION_CHARGES_QUEUE = 'sales-subscription-charges';
export const SUBSCRIPTION_CHARGE_SCHEDULE_ID = 'subscription-charges';
export const SALES_SUBSCRIPTION_MAIL_QUEUE = 'sales-subscription-mail';
export const DECLINED_CHARGE_JOB = 'subscription.declined-charge-email';
/** Where sales receives billing's periods of online sales (PaymentPeriodsOpened). */
export const SALES_BILLING_EVENTS_QUEUE = 'sales-billing-events';
export const PERIODS_CONSUMER = 'sales.payment-periods';
