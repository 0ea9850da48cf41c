import type { Money } from '../../../kernel/money.js';
import type { PaymentType, ProductPaymentSettings, ProviderName } from '../domain/payment-types.js';
import type { PaymentStatus, SaleStatus } from '../domain/statuses.js';
import type { SectionCode } from '../domain/steps.js';
import type { SaleCompleted } from '../contracts.js';

/** A product as the purchase needs it (from the catalogue's facade). */
export interface ProductForSale {
  id: number;
  code: string;
  name: string;
  insurerId: number | null;
  /** The insurer's display name (shown in the purchase summary). */
  insurerName?: string | null;
  upperType: string;
  insuranceType: string;
  organizationType: string;
  online: boolean;
  /** One of the eight plans contracted on the provider's own site (spec 03 §9): never a purchase here. */
  externalSite?: boolean;
  /** The price for the profile, exact CLP (null when the product has no price for it). */
  price: Money | null;
  periodicityMonths: number;
}

export interface ProductCatalog {
  /** Null when no product has this code. */
  find(code: string, profile: Record<string, unknown> | null): Promise<ProductForSale | null>;
}

/** A product's purchase form as stored (spec 03 §3: the sections it asks, in order). */
export interface ProductFormRecord extends ProductPaymentSettings {
  productCode: string;
  sections: SectionCode[];
  updatedAt: string;
  updatedBy: string | null;
}

export interface ProductFormUpdate extends Partial<ProductPaymentSettings> {
  productCode: string;
  sections: SectionCode[];
}

/** The purchase forms of products: data on the product, kept by the sales module by product code. */
export interface ProductForms {
  find(productCode: string): Promise<ProductFormRecord | null>;
  /** Stores (or replaces) the forms of these products; payment settings left out keep their value. */
  save(forms: ProductFormUpdate[], updatedBy: string | null): Promise<void>;
}

export interface SaleRecord {
  id: string;
  tokenHash: string;
  productId: number | null;
  productCode: string;
  productName: string | null;
  productType: string | null;
  insurerId: number | null;
  sections: SectionCode[];
  status: SaleStatus;
  saleType: string;
  amount: Money;
  periodicityMonths: number;
  profile: Record<string, unknown> | null;
  leadId: number | null;
  /** The edition the sale was opened on (issue 27). */
  countryCode: SaleCountry;
  buyerName: string | null;
  buyerEmail: string | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
  steps: Record<string, { data: Record<string, unknown>; updatedAt: string }>;
  /** Learnt from policies' PolicyActivated (null until the policy is issued): the purchase summary's facts. */
  policy?: SalePolicyFacts | null;
}

export interface SalePolicyFacts {
  policyNumber: string;
  startDate: string;
  insurerName: string | null;
}

export interface PaymentRecord {
  id: string;
  saleId: string;
  idempotencyKey: string;
  paymentType: PaymentType;
  provider: ProviderName | null;
  status: PaymentStatus;
  amount: Money;
  fee: Money;
  tax: Money;
  providerReference: string | null;
  errorCode: string | null;
  message: string | null;
  advice: string | null;
  instructions: Record<string, unknown> | null;
  redirectUrl: string | null;
  /** The issuer's 3-D Secure challenge the buyer must answer before the provider settles the payment. */
  challenge: PaymentChallenge | null;
  cardBrand: string | null;
  cardLast4: string | null;
  settledAt: string | null;
  paidAt: string | null;
  createdAt: string;
  /** Until when the request charging it is known alive (it renews this while it waits for the provider). */
  leaseUntil: string | null;
  /** Approved after the sale was paid by another payment: refunded, never a second purchase. */
  duplicate: boolean;
}

export interface NewSale {
  tokenHash: string;
  product: ProductForSale;
  sections: SectionCode[];
  amount: Money;
  profile: Record<string, unknown> | null;
  referrer: string | null;
  attribution: unknown[] | null;
  /** The edition the sale was opened on (issue 27); Chile when absent. */
  countryCode?: SaleCountry;
  /** POST /api/sales's Idempotency-Key and the hash of its body (a retry opens no second sale). */
  idempotency: { key: string; requestHash: string } | null;
}

export interface NewPayment {
  saleId: string;
  idempotencyKey: string;
  paymentType: PaymentType;
  provider: ProviderName | null;
  amount: Money;
  fee: Money;
  tax: Money;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** What a provider said, or what we decided (no-payment), to be written on the payment. */
export interface PaymentOutcome {
  status: PaymentStatus;
  providerReference?: string | null;
  errorCode?: string | null;
  message?: string | null;
  advice?: string | null;
  instructions?: Record<string, unknown> | null;
  redirectUrl?: string | null;
  challenge?: PaymentChallenge | null;
  /** The processing of the request is over (replays answer now), even while PENDING. */
  settle: boolean;
  source: 'api' | 'webhook' | 'reconciliation' | 'admin' | 'return' | 'duplicate';
  data?: Record<string, unknown>;
}

export interface ReminderMessage {
  saleId: string;
  reminder: number;
  dueAt: string;
}

/** An edition's country code (issue 27), as organizations.country_code. */
export type SaleCountry = 'CL' | 'PE' | 'CO' | 'INT';

export interface SaleListQuery {
  status?: string;
  /** The edition the sale was opened on (issue 27: staff filter every list by country). */
  countryCode?: SaleCountry;
  provider?: string;
  productCode?: string;
  from?: string;
  to?: string;
  q?: string;
  ids?: string[];
  sort: { field: 'createdAt' | 'status' | 'amount' | 'productCode' | 'completedAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface SaleListRow {
  id: string;
  status: SaleStatus;
  productCode: string;
  productName: string | null;
  amount: Money;
  buyerName: string | null;
  buyerEmail: string | null;
  provider: string | null;
  paymentStatus: string | null;
  /** A payment approved after the sale was paid waits for a person to refund it (no refund by API). */
  duplicatePaymentToRefund: boolean;
  leadId: number | null;
  countryCode: SaleCountry;
  createdAt: string;
  completedAt: string | null;
}

export interface PaymentEventRecord {
  source: string;
  status: string;
  applied: boolean;
  data: Record<string, unknown> | null;
  at: string;
}

export interface SaleRepository {
  /**
   * Stores the policy issued for the sale (in `tx`, the consumer's handleOnce transaction) and, the first time
   * only, writes the confirmation e-mail job to the outbox in it. Answers whether this was the first time.
   */
  recordPolicy(tx: unknown, saleId: string, facts: SalePolicyFacts): Promise<boolean>;
  /**
   * Opens the sale; with an idempotency key already used, opens nothing and answers the sale that key
   * opened and the hash of the body that opened it.
   */
  create(sale: NewSale): Promise<{ sale: SaleRecord; created: boolean; requestHash: string | null }>;
  findById(id: string): Promise<SaleRecord | null>;
  /**
   * Stores a step's data; the first time a step naming the buyer is saved, adds the reminder outbox
   * rows in the same transaction.
   */
  saveStep(
    saleId: string,
    code: SectionCode,
    data: Record<string, unknown>,
    buyer: { name: string; email: string } | null,
    reminders: ReminderMessage[],
  ): Promise<SaleRecord>;
  setLead(saleId: string, leadId: number): Promise<void>;
  findPayment(saleId: string, idempotencyKey: string): Promise<PaymentRecord | null>;
  findPaymentById(id: string): Promise<PaymentRecord | null>;
  findPaymentByReference(provider: string, reference: string): Promise<PaymentRecord | null>;
  payments(saleId: string): Promise<PaymentRecord[]>;
  paymentEvents(paymentId: string): Promise<PaymentEventRecord[]>;
  /**
   * Inserts the PENDING payment unless one with this key exists ('exists') or another is in flight or
   * the sale is no longer open ('busy' / 'closed'). Locks the sale row, so concurrent calls serialise.
   */
  beginPayment(
    payment: NewPayment,
    leaseMs: number,
  ): Promise<{ payment: PaymentRecord } | { conflict: 'exists' | 'busy' | 'closed' }>;
  /** Extends the lease of a payment still being charged (unsettled). */
  renewLease(paymentId: string, leaseMs: number): Promise<void>;
  /**
   * Applies an outcome in one transaction: the payment moves only forward (state machine); when it
   * ends OK and the sale is PENDING, the sale becomes OK and `completion(sale, payment)` is published
   * (SaleCompleted) in the same transaction. A PENDING payment approved when the sale is no longer open
   * (another payment paid it) is marked duplicate and its refund job written to the outbox, in that same
   * transaction. Answers the payment and whether the sale completed now.
   */
  applyOutcome(
    paymentId: string,
    outcome: PaymentOutcome,
    completion: (sale: SaleRecord, payment: PaymentRecord, now: Date) => SaleCompleted['payload'],
  ): Promise<{ payment: PaymentRecord; applied: boolean; completed: boolean; sale: SaleRecord }>;
  /** Completes a sale without a payment (no-payment-one-time), publishing SaleCompleted. */
  completeWithoutPayment(
    saleId: string,
    completion: (sale: SaleRecord, now: Date) => SaleCompleted['payload'],
  ): Promise<{ completed: boolean; sale: SaleRecord }>;
  /**
   * The reconciliation's work list: payments PENDING since before `olderThan`, and those a dead process
   * left (unsettled, their lease run out).
   */
  pendingPayments(olderThan: Date, limit: number): Promise<PaymentRecord[]>;
  /** Records a reminder as sent; false when it already was. */
  markReminderSent(saleId: string, reminder: number): Promise<boolean>;
  list(query: SaleListQuery): Promise<{ rows: SaleListRow[]; total: number }>;
}

export interface ChargeRequest {
  paymentId: string;
  saleId: string;
  idempotencyKey: string;
  paymentType: PaymentType;
  amount: Money;
  token: string | null;
  /**
   * What the card provider's browser form answered beside the token, for providers whose charge needs
   * it (MercadoPago's Card Payment Brick: payment_method_id, issuer_id).
   */
  paymentMethodId?: string | null;
  issuerId?: string | null;
  buyerEmail: string | null;
  description: string;
  returnUrl: string;
}

/** A 3-D Secure challenge: the issuer's page (ACS) and the CReq the browser posts to it in a frame. */
export interface PaymentChallenge {
  url: string;
  creq: string;
}

/** What a provider answers to a charge, a status query or a refund. */
export type ProviderResult =
  | { status: 'approved'; reference: string; data?: Record<string, unknown> }
  | { status: 'declined'; reference: string | null; code: string; data?: Record<string, unknown> }
  | {
      status: 'pending';
      reference: string | null;
      code?: string;
      instructions?: Record<string, unknown>;
      redirectUrl?: string;
      challenge?: PaymentChallenge;
      data?: Record<string, unknown>;
    }
  | { status: 'error'; code: string; data?: Record<string, unknown> };

/** A provider's notification, verified and read. */
export interface WebhookNotice {
  reference: string;
  /** Our payment id when the provider echoes it (Kushki's metadata): finds a charge whose answer was lost. */
  paymentId?: string | null;
  /**
   * Our period charge id when the provider echoes it (Kushki's metadata, MercadoPago's external_reference): a
   * notice of an automatic monthly charge (issue 28), settled like the run's answer.
   */
  chargeId?: string | null;
  status: 'approved' | 'declined' | 'pending' | 'refunded';
  code?: string;
  data?: Record<string, unknown>;
}

export interface StatusQuery {
  paymentId: string;
  reference: string | null;
  amount: Money;
  /** When we created the payment: bounds a provider's search by date (Kushki's transactions list). */
  createdAt: string;
}

export interface RefundQuery {
  paymentId: string;
  reference: string;
  amount: Money;
}

/** The payment a buyer comes back for from a provider's page (our id and the provider's reference). */
export interface ReturnQuery {
  paymentId: string;
  reference: string | null;
}

/** The provider's reading of the buyer's return: an answer, or a payment given up without a charge. */
export type ReturnResult =
  { kind: 'result'; result: ProviderResult } | { kind: 'voided'; reference: string | null; code: string };

/**
 * The payment-provider port: one adapter per provider, built on the provider's own library, selected
 * by configuration. Implementations must not log or store card data (they only see tokens).
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  charge(request: ChargeRequest): Promise<ProviderResult>;
  /** The provider's view of a payment we left PENDING (by our payment id and its reference). */
  status(payment: StatusQuery): Promise<ProviderResult>;
  refund(payment: RefundQuery): Promise<ProviderResult>;
  /**
   * Verifies the signature and reads the notice; null when the signature does not match. `rawBody` is
   * the request's bytes as received (UTF-8), for providers that sign them (Kushki).
   */
  parseWebhook(
    headers: Record<string, string | undefined>,
    body: unknown,
    rawBody?: string | null,
  ): Promise<WebhookNotice | null>;
  /**
   * Providers that take the card on their own page (REDIRECT_PROVIDERS): reads the buyer's return to
   * our return route (its query or form fields) and confirms it with the provider.
   */
  completeReturn?(params: Record<string, string>, payment: ReturnQuery): Promise<ReturnResult>;
  /** The provider's card enrolment, for automatic monthly charges (absent: it offers none). */
  vault?: CardVault;
}

/** A card handed to the provider's own enrolment (Oneclick inscription, Kushki subscription, MP card-on-file). */
export interface EnrolRequest {
  /** The browser's token of the card (or, for providers with their own page, their enrolment answer). */
  token: string;
  saleId: string;
  buyerEmail: string | null;
}

export type EnrolResult =
  | { status: 'enrolled'; tokenRef: string; cardBrand: string | null; cardLast4: string | null }
  | { status: 'declined'; code: string };

/** A charge on an enrolled card, keyed so the provider collects it once whatever the retries. */
export interface EnrolledChargeRequest {
  chargeId: string;
  tokenRef: string;
  idempotencyKey: string;
  amount: Money;
  description: string;
}

/** The start of an enrolment on the provider's own page (Oneclick Mall inscription, MercadoPago's preapproval). */
export interface EnrolmentStart {
  /** Our payment of the first period (the provider may echo it). */
  paymentId: string;
  saleId: string;
  buyerEmail: string | null;
  buyerName: string | null;
  /** Where the provider sends the buyer back (our GET|POST /api/sales/payments/{paymentId}/enrolment). */
  returnUrl: string;
}

/**
 * The provider's page the buyer is sent to: `redirectUrl` with its query posted as a form when it has one
 * (Oneclick: url_webpay with TBK_TOKEN), else opened; `reference` identifies the enrolment on the return.
 */
export type EnrolmentStarted =
  { status: 'redirect'; reference: string; redirectUrl: string } | { status: 'declined'; code: string };

/** Providers that keep cards for automatic monthly charges (issue 28). */
export interface CardVault {
  /** Enrols a card the provider's browser library tokenised on our page (Kushki subscriptions, MP card-on-file). */
  enrol(request: EnrolRequest): Promise<EnrolResult>;
  /**
   * Providers whose enrolment is their own page (Oneclick's inscription, the sandbox's page): starts it. When
   * present, the payment step sends the buyer there instead of typing the card on our page.
   */
  startEnrolment?(request: EnrolmentStart): Promise<EnrolmentStarted>;
  /**
   * Reads the buyer's return from that page (its query or form fields) and ends the enrolment (Oneclick:
   * finish inscription answers tbk_user, card type and last digits). Must refuse a return of another enrolment.
   */
  finishEnrolment?(
    params: Record<string, string>,
    enrolment: { reference: string; saleId: string },
  ): Promise<EnrolResult>;
  chargeEnrolled(request: EnrolledChargeRequest): Promise<ProviderResult>;
  /** Removes the enrolled card at the provider (a cancelled subscription, a replaced card). */
  unenrol?(tokenRef: string): Promise<void>;
}

export interface PaymentProviders {
  get(name: ProviderName): PaymentProvider | undefined;
  aliases: Partial<Record<ProviderName, ProviderName>>;
  /**
   * The provider whose card vault takes automatic monthly charges at checkout (issue 28), by configuration;
   * null when none is configured (the payment step then offers no "Pago automático mensual").
   */
  monthly: ProviderName | null;
}

export interface SaleLeads {
  open(input: {
    saleId: string;
    nombre: string;
    email: string;
    rut: string | null;
    telefono: string | null;
    fechaNacimiento: string | null;
    product: { id: string | null; code: string; name: string | null; type: string | null };
    profile: Record<string, unknown> | null;
    subStatus: number;
    /** The sale's edition (issue 27): its lead is listed under the same country. */
    countryCode?: SaleCountry;
  }): Promise<{ leadId: number }>;
  setStep(leadId: number, subStatus: number): Promise<void>;
  closeAsSold(leadId: number): Promise<void>;
}

/** The company's contact address the e-mails give (content's company details); null while unset. */
export interface CompanyContact {
  contactEmail(): Promise<string | null>;
}

export interface SaleMailer {
  send(message: { to: string; subject: string; text: string; idempotencyKey: string }): Promise<void>;
}

export interface SalesSettings {
  publicUrl: string;
  reminderDelaysMs: [number, number, number];
  /** How long a charge may take before the payment is left to the reconciliation. */
  providerTimeoutMs: number;
  /** The lease a charging request keeps on its payment (renewed every third of it). */
  paymentLeaseMs: number;
  /** PENDING payments older than this are asked about by the reconciliation job. */
  reconcileAfterMs: number;
  /** Key of the shared purchase links (linkToken). */
  linkSecret: string;
}
