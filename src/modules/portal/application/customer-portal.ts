import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { BILLING, type CustomerBilling, type CustomerPeriod } from '../../billing/index.js';
import { CATALOGUE, type GetProductCard } from '../../catalogue/index.js';
import type { CustomerAccount } from '../../identity/index.js';
import { POLICIES, type CustomerPolicies, type CustomerPolicy } from '../../policies/index.js';
import { chileanDate, chileanToday } from '../../pricing/index.js';
import { SALES, type CustomerSales, type PurchaseRefundOutcome } from '../../sales/index.js';
import { certificateDocument, receiptDocument } from '../domain/documents.js';
import { payableOnline, PORTAL_PAYMENT_LABELS } from '../domain/payments.js';
import { EMPTY_PREFERENCES, emailsWeSend, type ContactPreferences } from '../domain/preferences.js';
import { withdrawalDeadline, withinWithdrawalWindow } from '../domain/withdrawal.js';
import { PORTAL } from '../tokens.js';
import type { DocumentRenderer, PortalPurchase, PreferencesStore, PurchaseStore } from './ports.js';

const PERIODICITY: Record<number, string> = {
  1: 'Mensual',
  2: 'Bimestral',
  3: 'Trimestral',
  4: 'Cuatrimestral',
  6: 'Semestral',
  12: 'Anual',
};

/** What the portal shows of a product: its insurer and the coverage summary of the catalogue. */
interface ProductFacts {
  productName: string | null;
  insurerName: string | null;
  coverages: string[];
}

export interface PortalPolicy extends CustomerPolicy {
  insurerName: string | null;
  periodicityLabel: string;
}

export interface PortalPeriod extends CustomerPeriod {
  statusLabel: string;
  /** The signed page that pays it online (issue 28's), while it is owed. */
  payUrl: string | null;
  receipts: { id: number; amountClp: number; paidAt: string }[];
}

const notFound = (what: string) => new AppError('NOT_FOUND', `${what} no existe.`);

/**
 * Portal Personas (issue 29): everything a signed-in customer reads or does, confined to the purchases recorded
 * for their account. Other customers' ids answer NOT_FOUND, exactly like ids that do not exist.
 */
@injectable()
export class CustomerPortal {
  constructor(
    @inject(PORTAL.PurchaseStore) private readonly purchases: PurchaseStore,
    @inject(PORTAL.PreferencesStore) private readonly preferencesStore: PreferencesStore,
    @inject(PORTAL.DocumentRenderer) private readonly renderer: DocumentRenderer,
    @inject(POLICIES.CustomerPolicies) private readonly policiesOf: CustomerPolicies,
    @inject(BILLING.CustomerBilling) private readonly billing: CustomerBilling,
    @inject(SALES.CustomerSales) private readonly sales: CustomerSales,
    @inject(CATALOGUE.GetProductCard) private readonly productCard: GetProductCard,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async policies(customer: CustomerAccount): Promise<PortalPolicy[]> {
    const policies = await this.policiesOf.ofSales(await this.saleIds(customer));
    return Promise.all(policies.map(async (policy) => this.withProduct(policy, await this.product(policy))));
  }

  async policy(customer: CustomerAccount, policyId: number) {
    const purchases = await this.purchases.ofCustomer(customer.id);
    const saleIds = purchases.map((p) => p.saleId);
    const policy = await this.policiesOf.get(saleIds, policyId);
    if (!policy) throw notFound('La póliza');
    const product = await this.product(policy);
    const people = (await this.policiesOf.people(saleIds, policyId)) ?? [];
    const purchase = purchases.find((p) => p.saleId === policy.saleId)!;
    const purchaseDay = chileanDate(new Date(purchase.completedAt));
    return {
      ...this.withProduct(policy, product),
      insured: people.filter((person) => person.role === 'Titular'),
      beneficiaries: people.filter((person) => person.role === 'Carga'),
      coverages: product.coverages,
      // The card of the automatic monthly charge, replaceable from here as from the decline e-mail (issue 28).
      monthlyCard: await this.sales.monthlyCard(policy.saleId),
      cancellation: {
        canRequest: policy.status === 'ACTIVE',
        withdrawalUntil: withdrawalDeadline(purchaseDay),
        withinWithdrawal: withinWithdrawalWindow(purchaseDay, chileanToday(this.clock)),
      },
    };
  }

  async certificate(customer: CustomerAccount, policyId: number): Promise<{ fileName: string; pdf: Uint8Array }> {
    const detail = await this.policy(customer, policyId);
    const pdf = await this.renderer.pdf(
      certificateDocument({
        policyNumber: detail.number,
        productName: detail.productName ?? 'Seguro',
        insurerName: detail.insurerName,
        statusLabel: detail.statusLabel,
        startDate: detail.startDate,
        endDate: detail.endDate,
        premium: detail.premium,
        periodicityLabel: detail.periodicityLabel,
        holderEmail: customer.email,
        people: [...detail.insured, ...detail.beneficiaries],
        coverages: detail.coverages,
        issuedOn: chileanToday(this.clock),
      }),
    );
    return { fileName: `certificado-${detail.number}.pdf`, pdf };
  }

  async payments(customer: CustomerAccount): Promise<PortalPeriod[]> {
    const policyIds = await this.policyIds(customer);
    const [periods, receipts] = await Promise.all([this.billing.periods(policyIds), this.billing.receipts(policyIds)]);
    return periods.map((period) => ({
      ...period,
      statusLabel: PORTAL_PAYMENT_LABELS[period.status],
      payUrl: payableOnline(period.status) ? this.sales.periodPaymentUrl(period.id) : null,
      receipts: receipts
        .filter((receipt) => receipt.periodId === period.id)
        .map((receipt) => ({ id: receipt.id, amountClp: receipt.amountClp, paidAt: receipt.paidAt })),
    }));
  }

  async receipt(customer: CustomerAccount, receiptId: number): Promise<{ fileName: string; pdf: Uint8Array }> {
    const policyIds = await this.policyIds(customer);
    const receipt = (await this.billing.receipts(policyIds)).find((r) => r.id === receiptId);
    if (!receipt) throw notFound('El comprobante');
    const period = (await this.billing.periods([receipt.policyId])).find((p) => p.id === receipt.periodId)!;
    const pdf = await this.renderer.pdf(
      receiptDocument({
        receiptId: receipt.id,
        policyNumber: receipt.policyNumber,
        periodStart: period.startDate,
        periodEnd: period.endDate,
        amountClp: receipt.amountClp,
        method: receipt.method,
        provider: receipt.provider,
        paidAt: receipt.paidAt,
      }),
    );
    return { fileName: `comprobante-${receipt.id}.pdf`, pdf };
  }

  /** The payment page of one of the customer's periods (a period of another customer is NOT_FOUND). */
  async periodPayUrl(customer: CustomerAccount, periodId: number): Promise<string> {
    const period = (await this.billing.periods(await this.policyIds(customer))).find((p) => p.id === periodId);
    if (!period) throw notFound('El período de pago');
    if (!payableOnline(period.status)) throw new AppError('NOT_EDITABLE', 'Este período no tiene nada por pagar.');
    return this.sales.periodPaymentUrl(period.id);
  }

  async preferences(customer: CustomerAccount) {
    const preferences = (await this.preferencesStore.get(customer.id)) ?? EMPTY_PREFERENCES;
    return { email: customer.email, ...preferences, emails: emailsWeSend(preferences) };
  }

  async savePreferences(customer: CustomerAccount, preferences: ContactPreferences) {
    if (preferences.consent && !preferences.channel) {
      const message = 'Elige por qué medio quieres que te contactemos.';
      throw new AppError('BAD_REQUEST', message, { errors: { channel: message } });
    }
    if (preferences.channel && preferences.channel !== 'email' && !preferences.phone) {
      const message = 'Para contactarte por teléfono o WhatsApp necesitamos tu número.';
      throw new AppError('BAD_REQUEST', message, { errors: { phone: message } });
    }
    await this.preferencesStore.save(customer.id, preferences);
    return this.preferences(customer);
  }

  /**
   * The customer asks to cancel: the policy moves to PROCESS_CANCELLATION (policies' flow); within the withdrawal
   * window of a distance contract the purchase is also refunded through sales' refund path, whose SaleRefunded
   * then cancels the policy and voids its periods.
   */
  async cancel(customer: CustomerAccount, policyId: number) {
    const purchases = await this.purchases.ofCustomer(customer.id);
    const saleIds = purchases.map((p) => p.saleId);
    const before = await this.policiesOf.get(saleIds, policyId);
    if (!before) throw notFound('La póliza');
    if (before.status !== 'ACTIVE' && before.status !== 'PROCESS_CANCELLATION') {
      throw new AppError('NOT_EDITABLE', `Una póliza ${before.statusLabel.toLowerCase()} no se puede cancelar.`);
    }
    const policy = (await this.policiesOf.requestCancellation(saleIds, policyId))!;
    const purchase = purchases.find((p) => p.saleId === policy.saleId)!;
    const within = withinWithdrawalWindow(chileanDate(new Date(purchase.completedAt)), chileanToday(this.clock));
    const refund: PurchaseRefundOutcome | null = within ? await this.sales.refundPurchase(purchase.saleId) : null;
    return {
      policyId: policy.id,
      status: policy.status,
      statusLabel: policy.statusLabel,
      withinWithdrawal: within,
      refund,
      message: within
        ? 'Recibimos tu solicitud de cancelación. Como estás dentro del plazo de retracto, te devolvemos lo pagado.'
        : 'Recibimos tu solicitud de cancelación. La compañía la procesará y te avisaremos por correo.',
    };
  }

  private async saleIds(customer: CustomerAccount): Promise<string[]> {
    return (await this.purchases.ofCustomer(customer.id)).map((p: PortalPurchase) => p.saleId);
  }

  private async policyIds(customer: CustomerAccount): Promise<number[]> {
    return (await this.policiesOf.ofSales(await this.saleIds(customer))).map((policy) => policy.id);
  }

  private withProduct(policy: CustomerPolicy, product: ProductFacts): PortalPolicy {
    return {
      ...policy,
      productName: policy.productName ?? product.productName,
      insurerName: product.insurerName,
      periodicityLabel: PERIODICITY[policy.periodicityMonths] ?? `${policy.periodicityMonths} meses`,
    };
  }

  private async product(policy: CustomerPolicy): Promise<ProductFacts> {
    if (policy.productId === null) return { productName: null, insurerName: null, coverages: [] };
    try {
      const card = await this.productCard.execute(String(policy.productId));
      const coverages = card.coverages.tags.map((tag) => {
        const benefits = tag.coverages.map((coverage) => coverage.insuranceBenefit.name);
        return benefits.length > 0 ? `${tag.name}: ${benefits.join(', ')}` : tag.name;
      });
      const features = card.features.filter((f) => f.value === true).map((f) => f.displayName);
      return {
        productName: card.displayName,
        insurerName: card.organization.name,
        coverages: [...coverages, ...features],
      };
    } catch (error) {
      // A product withdrawn from the catalogue still leaves the policy readable.
      if ((error as { code?: string }).code !== 'NOT_FOUND') throw error;
      return { productName: null, insurerName: null, coverages: [] };
    }
  }
}
