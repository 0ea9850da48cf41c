import { lookupPaymentError } from '@domain/sales/domain/error-catalogue';
import { completeChallenge, type CardInput } from '@domain/sales/domain/sandbox-cards';
import { formatMoney } from '@domain/pricing/domain/money';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { fetchPaymentOptions, type PaymentOptions } from './api/get-payment-options';
import { fetchSale } from './api/get-sale';
import { paySale } from './api/pay-sale';
import type { Sale, SalePayment } from './api/sale';
import { loadScript } from './card/load-script';
import { MercadoPagoBrick, type CardPaymentFormData } from './card/mercadopago-brick';
import { loadedAsPurchasePage } from './card/purchase-document';
import { tokenizerFor } from './card/tokenizer-for';
import { ChallengeFrame } from './challenge-frame';
import { INSTRUCTION_LABELS, SALE_TEXTS as T } from './texts';

interface Props {
  sale: Sale;
  token: string;
  /** The payment the buyer comes back for (?pago= after a provider's own page, e.g. Webpay). */
  shownPaymentId?: string | null;
  onPaid: () => void;
  onBack: () => void;
}

export interface PayBody {
  paymentType: string;
  provider?: string;
  token?: string;
  paymentMethodId?: string;
  issuerId?: string;
}

/**
 * What the payment step pays: a purchase (PaymentStep), or a billing period through its payment link
 * (period-payment-page.tsx). The step itself — methods, card form, Webpay, transfer, declines — is one.
 */
export interface PaymentTarget {
  amount: string;
  currency: string;
  /** Said beside the total ('mensual', 'anual', 'cuota 3'). */
  note: string;
  /** The payment shown when the step opens (one pending, or the one the buyer comes back for). */
  initial: SalePayment | null;
  /** One payment per Idempotency-Key. */
  pay(idempotencyKey: string, body: PayBody): Promise<SalePayment>;
  /** The state now of a pending payment, and whether the whole target is paid. */
  refresh(paymentId: string | undefined): Promise<{ paid: boolean; payment?: SalePayment }>;
  /** A purchase of a product paid monthly: "Pago automático mensual con tarjeta" may be offered (issue 28). */
  offersMonthlyCard?: boolean;
}

type Method = 'card' | 'monthly' | 'webpay' | 'transfer';

/** The buyer's choice of automatic monthly charges (issue 28): the card type is the provider's. */
const MONTHLY_PAYMENT_TYPE = 't-subscriptions';

const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Sends the browser to a provider's own payment page: a form POST of the URL's query (Webpay: token_ws). */
function postRedirect(redirectUrl: string): void {
  const url = new URL(redirectUrl);
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = `${url.origin}${url.pathname}`;
  for (const [name, value] of url.searchParams) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/**
 * Sends the browser to a provider's page: a form POST of its query when it has one (Webpay's token_ws, Oneclick's
 * TBK_TOKEN), else the page itself (the sandbox's enrolment page on this site).
 */
function goToProviderPage(redirectUrl: string): void {
  const url = new URL(redirectUrl, window.location.href);
  if ([...url.searchParams.keys()].length > 0) postRedirect(url.toString());
  else window.location.assign(url.toString());
}

const isMonthlyPayment = (payment: SalePayment | null | undefined) => !!payment?.paymentType.includes('subscriptions');

const failed = (payment: SalePayment | null) =>
  !!payment && (payment.status === 'DECLINED' || payment.status === 'FAIL' || payment.status === 'VOID');

/**
 * The payment step. What it offers comes from the server's payment options: a card typed here and
 * tokenised in the browser by the card provider's own library (only the token reaches our server),
 * Webpay (the card typed on Transbank's page, then back to Confirmacion), and a bank transfer. One
 * Idempotency-Key per attempt, kept while the attempt is in flight, so a double click cannot charge twice.
 */
export function PaymentStep({ sale, token, shownPaymentId, onPaid, onBack }: Props) {
  const target = useMemo<PaymentTarget>(
    () => ({
      amount: sale.amount,
      currency: sale.currency,
      note: sale.periodicityMonths === 12 ? T.perYear : T.perMonth,
      initial:
        (shownPaymentId ? sale.payments.find((p) => p.id === shownPaymentId) : undefined) ??
        sale.payments.filter((p) => p.status === 'PENDING').at(-1) ??
        null,
      pay: (key, body) => paySale(sale.id, token, key, body),
      refresh: async (paymentId) => {
        const fresh = await fetchSale(sale.id, token);
        return { paid: fresh.status === 'OK', payment: fresh.payments.find((p) => p.id === paymentId) };
      },
      offersMonthlyCard: sale.offersMonthlyCard,
    }),
    [sale, token, shownPaymentId],
  );
  return <PaymentForm target={target} onPaid={onPaid} onBack={onBack} />;
}

/**
 * The payment step on any target (a purchase, a period's payment link): see PaymentStep.
 */
export function PaymentForm({
  target,
  onPaid,
  onBack,
}: {
  target: PaymentTarget;
  onPaid: () => void;
  onBack?: () => void;
}) {
  const [options, setOptions] = useState<PaymentOptions | null>(null);
  const [optionsError, setOptionsError] = useState<string | null>(null);
  const [method, setMethod] = useState<Method | null>(null);
  const [card, setCard] = useState<CardInput>({ number: '', holderName: '', expiryMonth: '', expiryYear: '', cvv: '' });
  const [cardError, setCardError] = useState<{ field: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [result, setResult] = useState<SalePayment | null>(target.initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);
  const declinedRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    let live = true;
    fetchPaymentOptions()
      .then((found) => {
        if (!live) return;
        // A provider's script or Webpay's form needs this page's own policy: load it as a purchase page.
        if ((found.card?.library || found.webpay) && !loadedAsPurchasePage()) {
          window.location.reload();
          return;
        }
        // Kushki's library is loaded as the step opens (only here, and only when Kushki is configured).
        if (found.card?.library?.kind === 'kushki') loadScript(found.card.library.scriptUrl).catch(() => undefined);
        setOptions(found);
        setMethod(found.card ? 'card' : found.webpay ? 'webpay' : found.transfer ? 'transfer' : null);
      })
      .catch((error: unknown) => live && setOptionsError(error instanceof Error ? error.message : T.genericError));
    return () => {
      live = false;
    };
  }, []);
  const tokenizer = useMemo(() => (options?.card ? tokenizerFor(options.card) : null), [options]);
  // "Pago automático mensual con tarjeta": a product paid monthly (the sale says so) and a provider keeping cards.
  const monthly = target.offersMonthlyCard && options?.monthlyCard ? options.monthlyCard : null;

  async function send(body: PayBody) {
    attemptKey.current ??= newKey();
    setSending(true);
    setFailure(null);
    try {
      const payment = await target.pay(attemptKey.current, body);
      attemptKey.current = null;
      if (payment.status === 'PENDING' && payment.redirectUrl) {
        setRedirecting(true);
        goToProviderPage(payment.redirectUrl);
        return;
      }
      setResult(payment);
      if (payment.status === 'OK') onPaid();
    } catch (error) {
      attemptKey.current = null;
      setFailure(error instanceof Error ? error.message : T.genericError);
    } finally {
      setSending(false);
    }
  }

  async function payByCard(event: FormEvent) {
    event.preventDefault();
    if (!options?.card || !tokenizer) return;
    setSending(true);
    setFailure(null);
    const tokenised = await tokenizer.tokenize(card, { amount: target.amount, currency: target.currency });
    setSending(false);
    if (!tokenised.ok) {
      const view = lookupPaymentError(tokenised.code);
      if (tokenised.field) setCardError({ field: tokenised.field, message: view.message });
      else setFailure(`${view.message} ${view.adviceText}`);
      return;
    }
    setCardError(null);
    // The card data leave the page's state as soon as it is tokenised.
    setCard((current) => ({ ...current, number: '', cvv: '' }));
    // The sandbox stands in for the default provider: the server routes it without naming one.
    const provider = options.card.provider === 'sandbox' ? undefined : options.card.provider;
    if (method === 'monthly' && monthly) {
      // The provider's library tokenised the card on our page: the server enrols it and charges period 1.
      void send({
        paymentType: MONTHLY_PAYMENT_TYPE,
        provider: monthly.provider === 'sandbox' ? undefined : monthly.provider,
        token: tokenised.token,
      });
      return;
    }
    if (tokenised.requires3ds) {
      setChallenge(tokenised.token);
      return;
    }
    void send({ paymentType: 'tdc-one-time', provider, token: tokenised.token });
  }

  /** MercadoPago's Card Payment Brick answered a token: pay with it (and the card's brand). */
  const payWithBrick = (data: CardPaymentFormData) =>
    send({
      paymentType: method === 'monthly' ? MONTHLY_PAYMENT_TYPE : 'tdc-one-time',
      provider: 'mercadopago',
      token: data.token,
      paymentMethodId: data.payment_method_id,
      issuerId: data.issuer_id === undefined ? undefined : String(data.issuer_id),
    });
  const libraryUnavailable = () => {
    const view = lookupPaymentError('2007');
    setFailure(`${view.message} ${view.adviceText}`);
  };

  const declined = failed(result);
  const transfer = result?.status === 'PENDING' && result.instructions;
  const issuerChallenge = result?.status === 'PENDING' ? result.challenge : undefined;
  const waitingRedirect = result?.status === 'PENDING' && !result.instructions && !!result.redirectUrl;
  const waiting = result?.status === 'PENDING' && !result.instructions && !result.redirectUrl && !issuerChallenge;
  const price = formatMoney(Number(target.amount), target.currency as 'CLP');

  // The buyer sees the decline and its advice first (it sits above the card form).
  useEffect(() => {
    if (declined) declinedRef.current?.scrollIntoView?.({ block: 'center' });
  }, [declined, result?.id]);

  // A payment left PENDING (a slow provider, or Webpay not finished): the reconciliation will settle it.
  useEffect(() => {
    if (!waiting && !waitingRedirect) return;
    const timer = setInterval(() => {
      target
        .refresh(result?.id)
        .then((fresh) => {
          if (fresh.paid) onPaid();
          if (fresh.payment && fresh.payment.status !== 'PENDING') setResult(fresh.payment);
        })
        .catch(() => undefined);
    }, 3000);
    return () => clearInterval(timer);
  }, [waiting, waitingRedirect, target, onPaid, result?.id]);

  if (issuerChallenge) return <ChallengeFrame paymentId={result!.id} challenge={issuerChallenge} />;
  if (redirecting) {
    return (
      <section className="sale-box" data-testid="payment-redirecting" aria-live="polite">
        <p>{method === 'monthly' ? T.monthlyRedirecting : T.redirecting}</p>
      </section>
    );
  }
  if (transfer) {
    return (
      <section className="sale-box" data-testid="transfer-instructions" aria-live="polite">
        <h2>{T.transferTitle}</h2>
        <p>{T.transferText}</p>
        <dl className="sale-instructions">
          {Object.entries(result.instructions!)
            .filter(([key]) => INSTRUCTION_LABELS[key])
            .map(([key, value]) => (
              <div key={key}>
                <dt>{INSTRUCTION_LABELS[key]}</dt>
                <dd>{String(value)}</dd>
              </div>
            ))}
          <div>
            <dt>Monto</dt>
            <dd>{price}</dd>
          </div>
        </dl>
      </section>
    );
  }
  if (waiting) {
    return (
      <section className="sale-box" data-testid="payment-pending" aria-live="polite">
        <h2>{T.pendingTitle}</h2>
        <p>{result.message ?? ''}</p>
        <p>{T.pendingText}</p>
      </section>
    );
  }
  if (waitingRedirect) {
    const enrolment = isMonthlyPayment(result);
    return (
      <section
        className="sale-box"
        data-testid={enrolment ? 'payment-enrolment-pending' : 'payment-webpay-pending'}
        aria-live="polite"
      >
        <h2>{enrolment ? T.monthlyPendingTitle : T.webpayPendingTitle}</h2>
        <p>{enrolment ? T.monthlyPendingText : T.webpayPendingText}</p>
        <button type="button" className="button button-primary" onClick={() => goToProviderPage(result.redirectUrl!)}>
          {enrolment ? T.monthlyContinue : T.webpayContinue}
        </button>
      </section>
    );
  }

  const choices: [Method, string][] = [];
  if (options?.card) choices.push(['card', T.methodCard]);
  if (monthly) choices.push(['monthly', T.methodMonthly]);
  if (options?.webpay) choices.push(['webpay', T.methodWebpay]);
  if (options?.transfer) choices.push(['transfer', T.methodTransfer]);
  const backButton = onBack ? (
    <button type="button" className="button button-outline" onClick={onBack}>
      {T.back}
    </button>
  ) : null;

  return (
    <section className="sale-payment">
      <p className="sale-total">
        {T.total}: <strong data-testid="sale-total">{price}</strong> <span className="sale-muted">({target.note})</span>
      </p>
      {declined && (
        <div className="sale-declined" role="alert" data-testid="payment-declined" ref={declinedRef}>
          <strong>{T.declinedTitle}</strong>
          <p data-testid="payment-message">{result!.message}</p>
          <p data-testid="payment-advice">{result!.advice}</p>
        </div>
      )}
      {(failure || optionsError) && (
        <p className="form-error" role="alert" data-testid="payment-failure">
          {failure ?? optionsError}
        </p>
      )}
      {!options && !optionsError && <p aria-busy="true">{T.optionsLoading}</p>}
      {options && choices.length === 0 && <p role="alert">{T.noMethods}</p>}
      {choices.length > 1 && (
        <fieldset className="sale-radio">
          <legend>{T.methodLegend}</legend>
          {choices.map(([value, label]) => (
            <label key={value}>
              <input type="radio" name="method" checked={method === value} onChange={() => setMethod(value)} /> {label}
            </label>
          ))}
        </fieldset>
      )}

      {(method === 'card' || (method === 'monthly' && monthly?.enrolment === 'card-form')) &&
        options?.card?.library?.kind === 'mercadopago' && (
          <>
            <p className="sale-muted">{T.cardNote}</p>
            <MercadoPagoBrick
              scriptUrl={options.card.library.scriptUrl}
              publicKey={options.card.library.publicKey}
              amount={target.amount}
              onToken={payWithBrick}
              onUnavailable={libraryUnavailable}
            />
            <div className="sale-nav">{backButton}</div>
          </>
        )}
      {method === 'monthly' && monthly?.enrolment === 'page' && (
        <>
          <p className="sale-muted" data-testid="monthly-note">
            {T.monthlyNote}
          </p>
          <p className="sale-muted">{T.monthlyPageNote}</p>
          <div className="sale-nav">
            {backButton}
            <button
              type="button"
              className="button button-primary button-large"
              disabled={sending}
              onClick={() =>
                void send({
                  paymentType: MONTHLY_PAYMENT_TYPE,
                  provider: monthly.provider === 'sandbox' ? undefined : monthly.provider,
                })
              }
            >
              {T.monthlyCta}
            </button>
          </div>
        </>
      )}
      {((method === 'card' && options?.card && options.card.library?.kind !== 'mercadopago') ||
        (method === 'monthly' && monthly?.enrolment === 'card-form' && options?.card)) && (
        <form className="sale-form" onSubmit={payByCard} noValidate autoComplete="off" aria-busy={sending}>
          {method === 'monthly' && <p className="sale-muted sale-field-wide">{T.monthlyNote}</p>}
          <p className="sale-muted sale-field-wide">{T.cardNote}</p>
          {options?.card?.provider === 'sandbox' && (
            <p className="sale-muted sale-field-wide" data-testid="sandbox-note">
              {T.sandboxNote}
            </p>
          )}
          {(
            [
              ['number', T.cardNumber, 'cc-number', 'numeric'],
              ['holderName', T.cardHolder, 'cc-name', 'text'],
              ['expiryMonth', T.expiryMonth, 'cc-exp-month', 'numeric'],
              ['expiryYear', T.expiryYear, 'cc-exp-year', 'numeric'],
              ['cvv', T.cvv, 'cc-csc', 'numeric'],
            ] as const
          ).map(([field, label, autoComplete, inputMode]) => (
            <div className="sale-field" key={field}>
              <label htmlFor={`card-${field}`}>{label}</label>
              {/* No name attribute: the card fields are never submitted anywhere. */}
              <input
                id={`card-${field}`}
                value={card[field]}
                inputMode={inputMode}
                autoComplete={autoComplete}
                onChange={(e) => setCard({ ...card, [field]: e.target.value })}
                aria-invalid={cardError?.field === field}
              />
              {cardError?.field === field && (
                <span className="form-error" data-testid={`card-error-${field}`}>
                  {cardError.message}
                </span>
              )}
            </div>
          ))}
          <div className="sale-field-wide sale-nav">
            {backButton}
            <button type="submit" className="button button-primary button-large" disabled={sending}>
              {sending ? T.paying : `${method === 'monthly' ? T.monthlyPay : T.pay} ${price}`}
            </button>
          </div>
        </form>
      )}
      {method === 'webpay' && (
        <>
          <p className="sale-muted">{T.webpayNote}</p>
          <div className="sale-nav">
            {backButton}
            <button
              type="button"
              className="button button-primary button-large"
              disabled={sending}
              onClick={() => void send({ paymentType: 'tdc-one-time', provider: 'transbank' })}
            >
              {T.webpayCta}
            </button>
          </div>
        </>
      )}
      {method === 'transfer' && options?.transfer && (
        <div className="sale-nav">
          {backButton}
          <button
            type="button"
            className="button button-primary button-large"
            disabled={sending}
            onClick={() => void send({ paymentType: options.transfer!.paymentType })}
          >
            {T.transferCta}
          </button>
        </div>
      )}
      {!method && options && choices.length > 0 && <div className="sale-nav">{backButton}</div>}

      {challenge && (
        <div className="sale-challenge" role="dialog" aria-modal="true" aria-labelledby="challenge-title">
          <h2 id="challenge-title">{T.challengeTitle}</h2>
          <p>{T.challengeText}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              const approved = completeChallenge(challenge);
              setChallenge(null);
              void send({ paymentType: 'tdc-one-time', token: approved });
            }}
          >
            {T.challengeApprove}
          </button>{' '}
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              const refused = challenge;
              setChallenge(null);
              void send({ paymentType: 'tdc-one-time', token: refused });
            }}
          >
            {T.challengeCancel}
          </button>
        </div>
      )}
    </section>
  );
}
