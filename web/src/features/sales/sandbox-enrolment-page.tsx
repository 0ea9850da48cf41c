import { lookupPaymentError } from '@domain/sales/domain/error-catalogue';
import type { CardInput } from '@domain/sales/domain/sandbox-cards';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { completeSandboxInscription } from './api/complete-sandbox-inscription';
import { sandboxTokenizer } from './card/sandbox-tokenizer';
import { SALE_TEXTS as T } from './texts';
import './sales.css';

const FIELDS = [
  ['number', T.cardNumber, 'cc-number', 'numeric'],
  ['holderName', T.cardHolder, 'cc-name', 'text'],
  ['expiryMonth', T.expiryMonth, 'cc-exp-month', 'numeric'],
  ['expiryYear', T.expiryYear, 'cc-exp-year', 'numeric'],
  ['cvv', T.cvv, 'cc-csc', 'numeric'],
] as const;

/**
 * The sandbox provider's card enrolment page (issue 28; development, tests and staging only): it plays the
 * provider's own page that Oneclick's inscription sends the buyer to. The test card is tokenised here by the
 * sandbox's library (only the token leaves the page), the sandbox enrols it, and the buyer goes back to the
 * purchase's enrolment return, which charges the first period and shows Confirmacion.
 */
export default function SandboxEnrolmentPage() {
  const reference = useParams().reference ?? '';
  const [card, setCard] = useState<CardInput>({ number: '', holderName: '', expiryMonth: '', expiryYear: '', cvv: '' });
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [leaving, setLeaving] = useState(false);

  async function finish(token: string | null) {
    setSending(true);
    setFailure(null);
    try {
      const returnUrl = await completeSandboxInscription(reference, token);
      setLeaving(true);
      window.location.assign(returnUrl);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : T.genericError);
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const tokenised = await sandboxTokenizer.tokenize(card, { amount: '0', currency: 'CLP' });
    if (!tokenised.ok) {
      const view = lookupPaymentError(tokenised.code);
      if (tokenised.field) setFieldError({ field: tokenised.field, message: view.message });
      else setFailure(`${view.message} ${view.adviceText}`);
      return;
    }
    setFieldError(null);
    setCard((current) => ({ ...current, number: '', cvv: '' }));
    await finish(tokenised.token);
  }

  return (
    <main className="container sale-page" data-testid="sandbox-enrolment">
      <h1>{T.enrolmentTitle}</h1>
      <p className="sale-test-mode" role="note">
        {T.enrolmentSandbox}
      </p>
      {leaving ? (
        <p aria-live="polite">{T.enrolmentBack}</p>
      ) : (
        <form className="sale-form" onSubmit={submit} noValidate autoComplete="off" aria-busy={sending}>
          <p className="sale-muted sale-field-wide">{T.enrolmentIntro}</p>
          <p className="sale-muted sale-field-wide">{T.sandboxNote}</p>
          {failure && (
            <p className="form-error sale-field-wide" role="alert" data-testid="enrolment-failure">
              {failure}
            </p>
          )}
          {FIELDS.map(([field, label, autoComplete, inputMode]) => (
            <div className="sale-field" key={field}>
              <label htmlFor={`enrol-${field}`}>{label}</label>
              {/* No name attribute: the card fields are never submitted anywhere. */}
              <input
                id={`enrol-${field}`}
                value={card[field]}
                inputMode={inputMode}
                autoComplete={autoComplete}
                onChange={(e) => setCard({ ...card, [field]: e.target.value })}
                aria-invalid={fieldError?.field === field}
              />
              {fieldError?.field === field && <span className="form-error">{fieldError.message}</span>}
            </div>
          ))}
          <div className="sale-field-wide sale-nav">
            <button
              type="button"
              className="button button-outline"
              disabled={sending}
              onClick={() => void finish(null)}
            >
              {T.enrolmentCancel}
            </button>
            <button type="submit" className="button button-primary button-large" disabled={sending}>
              {sending ? T.enrolmentSending : T.enrolmentSubmit}
            </button>
          </div>
        </form>
      )}
    </main>
  );
}
