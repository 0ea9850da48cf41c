import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import type { Logger } from '../../../platform/logger.js';
import { newEvent } from '../../../platform/outbox/integration-events.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import type { PeriodChargePaid } from '../contracts.js';
import { lookupPaymentError } from '../domain/error-catalogue.js';
import { methodOf, needsCardToken, routePayment, type PaymentType } from '../domain/payment-types.js';
import {
  LINK_PAYMENT_TYPES,
  linkIdempotencyKey,
  PERIOD_LINK_MESSAGES,
  periodLinkAmounts,
  periodLinkState,
  type PeriodLinkState,
} from '../domain/period-links.js';
import { parseSandboxToken } from '../domain/sandbox-cards.js';
import { isCharging } from '../domain/subscriptions.js';
import { SALES } from '../tokens.js';
import { MissingIdempotencyKeyError } from './pay-sale.js';
import type { PaymentProviders, ProviderResult, SalesSettings } from './ports.js';
import { checkPeriodLinkToken, PERIOD_LINK_DAYS, periodPaymentUrl } from './subscription-links.js';
import type { LinkPeriod, PeriodChargeRecord, SubscriptionRepository, UfOfDay } from './subscription-ports.js';

/** A payment made through a period's link, as the page shows it. */
export interface PeriodLinkPayment {
  id: string;
  status: 'PENDING' | 'OK' | 'DECLINED';
  paymentType: string;
  errorCode: string | null;
  message: string | null;
  advice: string | null;
  instructions: Record<string, unknown> | null;
  redirectUrl: string | null;
  cardLast4: string | null;
}

/** The period behind a payment link: what is owed, for what, and whether it can be paid now. */
export interface PeriodLinkView {
  periodId: number;
  seq: number;
  productName: string | null;
  billingDate: string;
  dueDate: string;
  amountClp: number | null;
  amountUf: string | null;
  state: PeriodLinkState;
  /** A payment in flight (a transfer waiting for the bank), or the one this request made or replayed. */
  payment: PeriodLinkPayment | null;
}

const paymentView = (charge: PeriodChargeRecord): PeriodLinkPayment => {
  const view = charge.status === 'DECLINED' ? lookupPaymentError(charge.errorCode) : null;
  return {
    id: charge.id,
    status: charge.status,
    paymentType: charge.paymentType,
    errorCode: charge.errorCode,
    message: view?.message ?? null,
    advice: view?.adviceText ?? null,
    instructions: charge.instructions ?? null,
    redirectUrl: charge.redirectUrl ?? null,
    cardLast4: charge.cardLast4,
  };
};

const REPLAY_POLL_MS = 25;

/**
 * A billing period's payment link (issue 28, "Periods without a card"): the signed link of the reminder e-mail
 * opens the period, and pays it once with a one-time method (card, Webpay, transfer) through the payment
 * providers, with the browser's Idempotency-Key. The charge row is written first under the period's row lock
 * (SubscriptionRepository.beginCharge): one charge in flight and one approved per period, whoever charges it —
 * the link or the monthly run — so a period is never paid twice. An approved charge publishes PeriodChargePaid
 * in its transaction; billing marks the period paid by its own rules.
 */
@injectable()
export class PayPeriodLink {
  constructor(
    @inject(SALES.SubscriptionRepository) private readonly repository: SubscriptionRepository,
    @inject(SALES.PaymentProviders) private readonly providers: PaymentProviders,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
    @inject(SALES.UfToday) private readonly uf: UfOfDay,
  ) {}

  /** The period a signed link opens; a forged, cut or expired link opens nothing. */
  async view(periodId: number, token: string | undefined): Promise<PeriodLinkView> {
    const period = await this.open(periodId, token);
    return this.viewOf(period, period.pendingCharge);
  }

  async pay(
    periodId: number,
    token: string | undefined,
    idempotencyKey: string | undefined,
    input: { paymentType: string; provider?: string | null; token?: string | null },
  ): Promise<{ view: PeriodLinkView; replayed: boolean }> {
    if (!idempotencyKey?.trim()) throw new MissingIdempotencyKeyError();
    const attemptKey = idempotencyKey.trim();
    if (attemptKey.length > 200) throw new AppError('BAD_REQUEST', 'El encabezado Idempotency-Key es demasiado largo.');
    const period = await this.open(periodId, token);
    const key = linkIdempotencyKey(period.periodId, attemptKey);

    const existing = await this.repository.findChargeByKey(key);
    if (existing) return { view: await this.viewAfter(period.periodId, await this.settled(existing)), replayed: true };

    const state = periodLinkState(period);
    if (state === 'paid') throw new AppError('NOT_EDITABLE', PERIOD_LINK_MESSAGES.paid);
    if (state === 'closed') throw new AppError('NOT_EDITABLE', PERIOD_LINK_MESSAGES.closed);
    if (!(LINK_PAYMENT_TYPES as readonly string[]).includes(input.paymentType)) {
      throw new AppError('BAD_REQUEST', PERIOD_LINK_MESSAGES.oneTimeOnly, {
        errors: { paymentType: PERIOD_LINK_MESSAGES.oneTimeOnly },
      });
    }
    const type = input.paymentType as PaymentType;
    const providerName = routePayment(type, input.provider ?? null, this.providers.aliases);
    if (needsCardToken(type, providerName) && !input.token?.trim()) {
      throw new AppError('BAD_REQUEST', lookupPaymentError('4000').message, {
        errors: { token: 'Falta el token de la tarjeta.' },
      });
    }
    const provider = providerName ? this.providers.get(providerName) : undefined;
    if (!provider) {
      throw new AppError('SERVICE_UNAVAILABLE', `El medio de pago ${providerName ?? ''} no está disponible ahora.`);
    }
    const { clp } = periodLinkAmounts(period);
    if (!clp || clp <= 0) throw new AppError('CONFLICT', PERIOD_LINK_MESSAGES.noAmount);
    const sandboxCard = input.token ? parseSandboxToken(input.token.trim()) : null;

    const begun = await this.repository.beginCharge(
      {
        periodId: period.periodId,
        subscriptionId: null,
        source: 'link',
        attempt: 0,
        idempotencyKey: key,
        provider: provider.name,
        paymentType: type,
        amountClp: clp,
        cardLast4: sandboxCard?.last4 ?? null,
      },
      this.settings.paymentLeaseMs,
    );
    if ('conflict' in begun) {
      if (begun.conflict === 'exists') {
        const first = await this.repository.findChargeByKey(key);
        if (first) return { view: await this.viewAfter(period.periodId, await this.settled(first)), replayed: true };
      }
      if (begun.conflict === 'paid') throw new AppError('NOT_EDITABLE', PERIOD_LINK_MESSAGES.paid);
      throw new AppError('CONFLICT', PERIOD_LINK_MESSAGES.busy);
    }
    const charge = begun.charge;
    const result = await this.call(charge.id, () =>
      provider.charge({
        paymentId: charge.id,
        saleId: period.saleId,
        idempotencyKey: key,
        paymentType: type,
        amount: { amount: String(clp), currency: 'CLP' },
        token: input.token?.trim() || null,
        buyerEmail: period.buyerEmail,
        description: `Cuota ${period.seq} de ${period.productName ?? period.productCode}`,
        returnUrl: `${this.settings.publicUrl}/api/sales/periods/charges/${charge.id}/return`,
      }),
    );
    return { view: await this.viewAfter(period.periodId, await this.apply(charge, result)), replayed: false };
  }

  /**
   * The buyer back from a provider's own page (Webpay): the provider confirms, the answer is applied once, and
   * the buyer goes back to the period's page (the URL answered), which shows the period paid or the advice.
   */
  async completeReturn(chargeId: string, params: Record<string, string>): Promise<string> {
    const charge = /^[0-9a-f-]{36}$/i.test(chargeId) ? await this.repository.findCharge(chargeId) : null;
    const provider = charge ? this.providers.get(charge.provider) : undefined;
    if (!charge || charge.source !== 'link' || !provider?.completeReturn) {
      throw new AppError('NOT_FOUND', 'No existe el pago.');
    }
    if (charge.status === 'PENDING') {
      const read = await provider.completeReturn(params, { paymentId: charge.id, reference: charge.providerReference });
      if (read.kind === 'voided') {
        await this.apply(charge, { status: 'declined', reference: read.reference, code: read.code });
      } else {
        const reference = 'reference' in read.result ? read.result.reference : null;
        if (reference && charge.providerReference && reference !== charge.providerReference) {
          throw new AppError('BAD_REQUEST', 'El retorno del medio de pago no corresponde a este pago.');
        }
        await this.apply(charge, read.result);
      }
    }
    const expires = new Date(this.clock.now().getTime() + PERIOD_LINK_DAYS * 86_400_000);
    return `${periodPaymentUrl(this.settings.publicUrl, charge.periodId, this.settings.linkSecret, expires)}&pago=${charge.id}`;
  }

  private async open(periodId: number, token: string | undefined): Promise<LinkPeriod> {
    const check =
      Number.isSafeInteger(periodId) && periodId > 0
        ? checkPeriodLinkToken(periodId, token, this.settings.linkSecret, this.clock.now())
        : 'invalid';
    if (check === 'expired') throw new AppError('BAD_REQUEST', PERIOD_LINK_MESSAGES.expired);
    const period = check === 'ok' ? await this.repository.linkPeriod(periodId) : null;
    if (!period) throw new AppError('NOT_FOUND', PERIOD_LINK_MESSAGES.invalid);
    return this.withUf(period);
  }

  /** A period billing opened without its UF (none stored for its date then) is shown at today's UF. */
  private async withUf(period: LinkPeriod): Promise<LinkPeriod> {
    if (period.ufValue !== null) return period;
    const ufValue = await this.uf.on(this.clock.now()).catch(() => null);
    return { ...period, ufValue };
  }

  private viewOf(period: LinkPeriod, charge: PeriodChargeRecord | null): PeriodLinkView {
    const amounts = periodLinkAmounts(period);
    return {
      periodId: period.periodId,
      seq: period.seq,
      productName: period.productName,
      billingDate: period.billingDate,
      dueDate: period.dueDate,
      amountClp: amounts.clp,
      amountUf: amounts.uf,
      state: periodLinkState(period),
      // Only the link's own payments are the buyer's to see (a run's card charge shows as the period's state).
      payment: charge && charge.source === 'link' ? paymentView(charge) : null,
    };
  }

  private async viewAfter(periodId: number, charge: PeriodChargeRecord): Promise<PeriodLinkView> {
    const period = await this.repository.linkPeriod(periodId);
    if (!period) throw new AppError('NOT_FOUND', PERIOD_LINK_MESSAGES.invalid);
    return this.viewOf(await this.withUf(period), charge);
  }

  /** The provider's answer on the charge: approved pays the period (PeriodChargePaid), pending keeps the next step. */
  private async apply(charge: PeriodChargeRecord, result: ProviderResult): Promise<PeriodChargeRecord> {
    if (result.status === 'approved') {
      const paid: PeriodChargePaid = newEvent('PeriodChargePaid', {
        periodId: charge.periodId,
        policyId: charge.policyId,
        saleId: charge.saleId,
        chargeId: charge.id,
        provider: charge.provider,
        source: 'link',
        amount: { amount: String(charge.amountClp), currency: 'CLP' },
        paidAt: this.clock.now().toISOString(),
      });
      const settled = await this.repository.settleCharge(charge.id, {
        status: 'OK',
        reference: result.reference,
        errorCode: null,
        late: false,
        subscriptionStatus: null,
        events: [paid],
        jobs: [],
      });
      return settled ?? charge;
    }
    if (result.status === 'declined') {
      const settled = await this.repository.settleCharge(charge.id, {
        status: 'DECLINED',
        reference: result.reference,
        errorCode: result.code,
        late: false,
        subscriptionStatus: null,
        events: [],
        jobs: [],
      });
      return settled ?? charge;
    }
    if (result.status === 'pending') {
      await this.repository.notePendingCharge(charge.id, {
        reference: result.reference,
        instructions: result.instructions ?? null,
        redirectUrl: result.redirectUrl ?? null,
      });
    } else if (methodOf(charge.paymentType) === 'card') {
      this.logger.warn({ chargeId: charge.id, code: result.code }, 'Cobro de cuota por enlace sin respuesta');
    }
    return (await this.repository.findCharge(charge.id)) ?? charge;
  }

  /** The provider's answer within the payment timeout, renewing the charge's lease while it waits. */
  private async call(chargeId: string, work: () => Promise<ProviderResult>): Promise<ProviderResult> {
    const leaseMs = this.settings.paymentLeaseMs;
    const renewal = setInterval(
      () => {
        this.repository.renewChargeLease(chargeId, leaseMs).catch((error: unknown) => {
          this.logger.warn({ err: error, chargeId }, 'No se pudo renovar el plazo del cobro en curso');
        });
      },
      Math.max(100, Math.floor(leaseMs / 3)),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<ProviderResult>((resolve) => {
      timer = setTimeout(() => resolve({ status: 'error', code: 'K027' }), this.settings.providerTimeoutMs);
    });
    try {
      return await Promise.race([work(), timeout]);
    } catch (error) {
      this.logger.warn({ err: error, chargeId }, 'El proveedor falló al cobrar la cuota por enlace');
      return { status: 'error', code: '2004' };
    } finally {
      clearTimeout(timer);
      clearInterval(renewal);
    }
  }

  /** A replay answers what the first request answered, once its process has (while it is alive). */
  private async settled(charge: PeriodChargeRecord): Promise<PeriodChargeRecord> {
    const deadline = Date.now() + this.settings.providerTimeoutMs + 5000;
    const alive = (c: PeriodChargeRecord) => c.leaseUntil !== null && Date.parse(c.leaseUntil) > Date.now();
    let current = charge;
    while (current.status === 'PENDING' && alive(current) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
      current = (await this.repository.findCharge(charge.id)) ?? current;
    }
    return current;
  }
}

/**
 * The sales facade billing's reminders use (index.ts): the payment link of a period no charging subscription
 * covers, fresh for PERIOD_LINK_DAYS; null for a period sales does not know (not an online sale), already paid or
 * closed, or charged by a card subscription (a period the card could not pay, LATE, gets its link again).
 */
@injectable()
export class PeriodPaymentLinks {
  constructor(
    @inject(SALES.SubscriptionRepository) private readonly repository: SubscriptionRepository,
    @inject(SALES.SalesSettings) private readonly settings: SalesSettings,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async urlFor(periodId: number): Promise<string | null> {
    const period = await this.repository.linkPeriod(periodId);
    if (!period || periodLinkState(period) !== 'payable') return null;
    if (period.subscriptionStatus && isCharging(period.subscriptionStatus) && period.lateAt === null) return null;
    const expires = new Date(this.clock.now().getTime() + PERIOD_LINK_DAYS * 86_400_000);
    return periodPaymentUrl(this.settings.publicUrl, periodId, this.settings.linkSecret, expires);
  }
}
