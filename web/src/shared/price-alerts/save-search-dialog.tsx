import { CONSENT_TEXT, CONSENT_VERSION } from '@domain/profile/domain/price-alert';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/dialog';
import { t } from '../../i18n/t';
import { ApiError, fieldErrorsOf } from '../../lib/api-client';
import { saveSearch } from './api/save-search';

export interface SaveSearchTarget {
  kind: 'search' | 'product';
  /** The product saved from its card (kind 'product'). */
  productCode?: string;
  productName?: string;
  profile: Record<string, unknown>;
  filters: Record<string, unknown>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Saves a search or a product for price alerts (issue 29): an e-mail and an explicit, unticked consent whose
 * text (and version) is the one the server stores. At most one e-mail a week; each e-mail can unsubscribe.
 */
export function SaveSearchDialog({ target, onClose }: { target: SaveSearchTarget; onClose: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; consent?: string; form?: string }>({});
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const title = target.kind === 'product' ? t('alerts.title.product') : t('alerts.title.search');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!EMAIL.test(email.trim())) next.email = t('alerts.error.email');
    if (!consent) next.consent = t('alerts.error.consent');
    setErrors(next);
    if (next.email || next.consent) return;
    setState('busy');
    try {
      await saveSearch({
        email: email.trim(),
        consent: true,
        consentVersion: CONSENT_VERSION,
        kind: target.kind,
        ...(target.productCode ? { productCode: target.productCode } : {}),
        profile: target.profile,
        filters: target.filters,
      });
      setState('done');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors({
        email: fields.email,
        consent: fields.consent,
        form: error instanceof ApiError && error.message ? error.message : t('alerts.error.generic'),
      });
      setState('idle');
    }
  };

  return (
    <Dialog title={title} onClose={onClose} describedBy={`${id}-intro`}>
      {state === 'done' ? (
        <div role="status">
          <p>{t('alerts.done', { email: email.trim() })}</p>
          <button type="button" className="button button-primary" onClick={onClose}>
            {t('alerts.close')}
          </button>
        </div>
      ) : (
        <form className="lead-form" onSubmit={submit} noValidate aria-busy={state === 'busy'}>
          <p id={`${id}-intro`} className="lead-field-wide">
            {target.kind === 'product'
              ? t('alerts.intro.product', { name: target.productName ?? '' })
              : t('alerts.intro.search')}
          </p>
          <div className="lead-field lead-field-wide">
            <label htmlFor={`${id}-email`}>{t('alerts.email')}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            {errors.email && (
              <span id={`${id}-email-error`} className="form-error">
                {errors.email}
              </span>
            )}
          </div>
          <div className="lead-field lead-field-wide lead-agree">
            <label>
              <input
                type="checkbox"
                checked={consent}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
                onChange={(event) => setConsent(event.target.checked)}
              />
              {CONSENT_TEXT}
            </label>
            {errors.consent && (
              <span id={`${id}-consent-error`} className="form-error">
                {errors.consent}
              </span>
            )}
          </div>
          {errors.form && (
            <p className="form-error lead-field-wide" role="alert">
              {errors.form}
            </p>
          )}
          <div className="lead-field-wide">
            <button type="submit" className="button button-primary" disabled={state === 'busy'}>
              {state === 'busy' ? t('alerts.saving') : t('alerts.submit')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
