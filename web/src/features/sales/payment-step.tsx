import { lookupPaymentError } from '@domain/sales/domain/error-catalogue';
import { completeChallenge, sandboxTokenize } from '@domain/sales/domain/sandbox-cards';
import { formatMoney } from '@domain/pricing/domain/money';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fetchSale, paySale, type Sale, type SalePayment } from './api';
import { INSTRUCTION_LABELS, SALE_TEXTS as T } from './texts';

interface Props {
  sale: Sale;
  token: string;
  onPaid: () => void;
  onBack: () => void;
}

type Method = 'card' | 'transfer';

const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The payment step. The card is tokenised here in the browser (the sandbox provider's library stand-in,
 * like a real provider's): only the token reaches our server. One Idempotency-Key per attempt, kept
 * while the attempt is in flight, so a double click cannot charge twice.
 */
export function PaymentStep({ sale, token, onPaid, onBack }: Props) {
  const [method, setMethod] = useState<Method>('card');
  const [card, setCard] = useState({ number: '', holderName: '', expiryMonth: '', expiryYear: '', cvv: '' });
  const [cardError, setCardError] = useState<{ field: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SalePayment | null>(
    sale.payments.filter((p) => p.status === 'PENDING').at(-1) ?? null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);
  const declinedRef = useRef<HTMLDivElement | null>(null);

  async function send(body: { paymentType: string; token?: string }) {
    attemptKey.current ??= newKey();
    setSending(true);
    setFailure(null);
    try {
      const payment = await paySale(sale.id, token, attemptKey.current, body);
      attemptKey.current = null;
      setResult(payment);
      if (payment.status === 'OK') onPaid();
    } catch (error) {
      attemptKey.current = null;
      setFailure(error instanceof Error ? error.message : T.genericError);
    } finally {
      setSending(false);
    }
  }

  function payByCard(event: FormEvent) {
    event.preventDefault();
    const tokenised = sandboxTokenize(card, new Date(), newKey());
    if (!tokenised.ok) {
      const view = lookupPaymentError(tokenised.code);
      setCardError({ field: tokenised.field, message: view.message });
      return;
    }
    setCardError(null);
    // The card data leave the page's state as soon as it is tokenised.
    setCard((current) => ({ ...current, number: '', cvv: '' }));
    if (tokenised.requires3ds) {
      setChallenge(tokenised.token);
      return;
    }
    void send({ paymentType: 'tdc-one-time', token: tokenised.token });
  }

  const declined = result && (result.status === 'DECLINED' || result.status === 'FAIL');
  const transfer = result?.status === 'PENDING' && result.instructions;
  const waiting = result?.status === 'PENDING' && !result.instructions;
  const price = formatMoney(Number(sale.amount), sale.currency as 'CLP');

  // The buyer sees the decline and its advice first (it sits above the card form).
  useEffect(() => {
    if (declined) declinedRef.current?.scrollIntoView?.({ block: 'center' });
  }, [declined, result?.id]);

  // A payment left PENDING by a slow provider: the reconciliation will settle it; follow the sale.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      fetchSale(sale.id, token)
        .then((fresh) => {
          if (fresh.status === 'OK') onPaid();
        })
        .catch(() => undefined);
    }, 3000);
    return () => clearInterval(timer);
  }, [waiting, sale.id, token, onPaid]);

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

  return (
    <section className="sale-payment">
      <p className="sale-total">
        {T.total}: <strong data-testid="sale-total">{price}</strong>{' '}
        <span className="sale-muted">({sale.periodicityMonths === 12 ? T.perYear : T.perMonth})</span>
      </p>
      {declined && (
        <div className="sale-declined" role="alert" data-testid="payment-declined" ref={declinedRef}>
          <strong>{T.declinedTitle}</strong>
          <p data-testid="payment-message">{result.message}</p>
          <p data-testid="payment-advice">{result.advice}</p>
        </div>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <fieldset className="sale-radio">
        <legend>Medio de pago</legend>
        <label>
          <input type="radio" name="method" checked={method === 'card'} onChange={() => setMethod('card')} />{' '}
          {T.methodCard}
        </label>
        <label>
          <input type="radio" name="method" checked={method === 'transfer'} onChange={() => setMethod('transfer')} />{' '}
          {T.methodTransfer}
        </label>
      </fieldset>

      {method === 'card' ? (
        <form className="sale-form" onSubmit={payByCard} noValidate autoComplete="off" aria-busy={sending}>
          <p className="sale-muted sale-field-wide">{T.cardNote}</p>
          <p className="sale-muted sale-field-wide" data-testid="sandbox-note">
            {T.sandboxNote}
          </p>
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
            <button type="button" className="button button-outline" onClick={onBack}>
              {T.back}
            </button>
            <button type="submit" className="button button-primary button-large" disabled={sending}>
              {sending ? T.paying : `${T.pay} ${price}`}
            </button>
          </div>
        </form>
      ) : (
        <div className="sale-nav">
          <button type="button" className="button button-outline" onClick={onBack}>
            {T.back}
          </button>
          <button
            type="button"
            className="button button-primary button-large"
            disabled={sending}
            onClick={() => void send({ paymentType: 'transfer-one-time' })}
          >
            {T.transferCta}
          </button>
        </div>
      )}

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
