import { advisorEmailError, ADVISOR_EMAIL_MAX_LENGTH } from '@domain/leads/domain/referrer';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/dialog';
import { currentCountry } from '../../lib/edition';
import { findAdvisor } from './api/find-advisor';
import { saveReferrer } from './lead-storage';
import { ADVISOR_PORTALS, fill, LEAD_TEXTS as T } from './texts';

interface AdvisorDialogProps {
  onClose(result: { found: boolean; typedEmail: boolean }): void;
  /** Title when given, else "Correo Asesor" (spec 02 §2.8). */
  startMessage?: string;
  /** Pseudo-login: the e-mail is required and the dialog cannot be closed without it (spec 02 §4). */
  required?: boolean;
}

/**
 * The advisors' portal of the country (spec 02 §2.8): the edition's own outside Chile (issue 27), else the
 * advisor's country, else Chile's.
 */
function advisorPortal(advisorCountry: string): string {
  const edition = currentCountry();
  const country = edition !== 'chile' ? edition : advisorCountry;
  return ADVISOR_PORTALS[country] ?? ADVISOR_PORTALS.chile!;
}

type Step = { kind: 'ask' } | { kind: 'found'; name: string; country: string } | { kind: 'not-found' };

/** The referral advisor dialog: look-up by e-mail (≤ 50), then a found or not-found dialog. */
export function AdvisorDialog({ onClose, startMessage, required }: AdvisorDialogProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const finish = (found: boolean) => onClose({ found, typedEmail: email.trim().length > 0 });

  // Enter in the field submits the form: Enter searches (spec 02 §2.8).
  const search = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = advisorEmailError(email);
    if (problem) {
      setError(T.advisorEmailErrors[problem]);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const advisor = await findAdvisor(email.trim());
      if (advisor) {
        saveReferrer({
          name: advisor.name,
          email: advisor.email,
          initialDate: new Date().toISOString(),
          loggedAs: 'referral',
        });
        setStep({ kind: 'found', name: advisor.name, country: advisor.country });
      } else {
        saveReferrer(null);
        setStep({ kind: 'not-found' });
      }
    } catch {
      saveReferrer(null);
      setStep({ kind: 'not-found' });
    } finally {
      setBusy(false);
    }
  };

  if (step.kind === 'found') {
    return (
      <Dialog title={fill(T.advisorFound, { name: step.name })} onClose={() => finish(true)}>
        <div data-testid="advisor-found">
          <p>{T.advisorFoundText}</p>
          <p>
            <a href={advisorPortal(step.country)} target="_blank" rel="noopener noreferrer">
              {T.advisorPortal}
            </a>
          </p>
          <button type="button" className="button button-primary" onClick={() => finish(true)}>
            {T.advisorClose}
          </button>
        </div>
      </Dialog>
    );
  }
  if (step.kind === 'not-found') {
    return (
      <Dialog title={T.advisorNotFoundTitle} onClose={() => finish(false)}>
        <div data-testid="advisor-not-found">
          <p>{T.advisorNotFound}</p>
          <button type="button" className="button button-primary" onClick={() => finish(false)}>
            {T.advisorClose}
          </button>
        </div>
      </Dialog>
    );
  }
  const closeDisabled = required && !email.trim();
  return (
    <Dialog title={startMessage ?? T.advisorTitle} onClose={() => finish(false)} locked={required}>
      <form onSubmit={search} noValidate className="advisor-form">
        <label htmlFor={`${id}-email`}>{T.advisorLabel}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          maxLength={ADVISOR_EMAIL_MAX_LENGTH}
          required={required}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <span id={`${id}-error`} className="form-error" role="alert">
            {error}
          </span>
        )}
        <div className="actions">
          <button
            type="button"
            className="button button-outline"
            disabled={closeDisabled}
            onClick={() => finish(false)}
          >
            {T.advisorClose}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {T.advisorNext}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
