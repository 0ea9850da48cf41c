import { INTERNAL_TOGGLES, internalTabLabel, parsePonderer } from '@domain/partners/domain/internal-traffic';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { clearApiCache } from '../../lib/api-client';
import {
  internalSwitchesAllowed,
  internalToggles,
  isInternalTraffic,
  setInternalToggle,
  setPonderer,
  setTypedEmail,
  SITE_FLAGS_EVENT,
  storedPonderer,
  storedReferrer,
  typedEmail,
} from '../../lib/site-flags';
import { useVisitorFlags } from './experiments';
import { internalLinks, isComparisonRoute } from './internal-links';

/** Re-renders when a local flag or the stored referrer changes (this tab or another). */
function useSiteFlags(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    window.addEventListener(SITE_FLAGS_EVENT, bump);
    window.addEventListener('referido-change', bump);
    window.addEventListener('storage', bump);
    return () => {
      window.removeEventListener(SITE_FLAGS_EVENT, bump);
      window.removeEventListener('referido-change', bump);
      window.removeEventListener('storage', bump);
    };
  }, []);
  return version;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The internal-traffic tab (spec 02 §2.9, §4, §6): fixed at the top left with the referrer's name or
 * "Tráfico Interno"; it opens the switches (each stored locally; shown only for a company referrer whose
 * e-mail the staff member typed), "clear the cache", and on a comparison route the two copy-link buttons
 * and the ponderation of the recommended order (0 to 1, applied by the server).
 */
export function InternalTrafficTab() {
  useSiteFlags();
  const id = useId();
  const location = useLocation();
  const flags = useVisitorFlags();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(typedEmail);
  const [ponderer, setPondererText] = useState(() => storedPonderer()?.toString() ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!isInternalTraffic()) return null;

  const allowed = internalSwitchesAllowed();
  const toggles = internalToggles();
  const comparison = isComparisonRoute(location.pathname);

  const copyLink = async (kind: 'list' | 'comparator') => {
    const link = internalLinks(window.location.href)[kind];
    const copied = await copy(link);
    setMessage(copied ? `Enlace copiado: ${link}` : `No se pudo copiar; el enlace es ${link}`);
  };
  const submitPonderer = (event: FormEvent) => {
    event.preventDefault();
    if (ponderer.trim() === '') {
      setPonderer(null);
      setError(null);
      setMessage('Ponderación quitada: orden recomendado publicado.');
      clearApiCache();
      return;
    }
    const parsed = parsePonderer(ponderer);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setPonderer(parsed.value);
    clearApiCache();
    setMessage(`Ponderación ${parsed.value} aplicada; la lista se vuelve a cargar.`);
    // The comparison reads the ponderation when it loads: load it again with the new one.
    window.location.reload();
  };

  return (
    <aside className="internal-tab" data-testid="internal-tab" aria-label="Tráfico interno">
      <button
        type="button"
        className="internal-tab-toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        {internalTabLabel(storedReferrer()?.name)}
      </button>
      {open && (
        <div id={`${id}-panel`} className="internal-tab-panel">
          <form
            className="row"
            onSubmit={(event) => {
              event.preventDefault();
              setTypedEmail(email);
            }}
          >
            <label htmlFor={`${id}-email`}>Tu correo de la empresa</label>
            <input
              id={`${id}-email`}
              type="email"
              maxLength={50}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <button type="submit" className="button button-small button-outline">
              Confirmar
            </button>
          </form>
          {allowed ? (
            <fieldset className="internal-toggles">
              <legend>Opciones</legend>
              {INTERNAL_TOGGLES.map((toggle) => (
                <label key={toggle.key}>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={toggles[toggle.key] ?? false}
                    onChange={(event) => setInternalToggle(toggle.key, event.target.checked)}
                  />
                  <span aria-hidden="true">{toggle.icon}</span> {toggle.label}
                </label>
              ))}
            </fieldset>
          ) : (
            <p data-testid="internal-switches-hidden">
              Las opciones aparecen con un asesor de la empresa cuyo correo escribiste aquí.
            </p>
          )}
          {allowed && toggles['show-experiments'] && flags && (
            <dl data-testid="internal-experiments">
              {Object.entries(flags.flags).map(([key, value]) => (
                <div key={key} className="row">
                  <dt>{key}</dt>
                  <dd>{String(value)}</dd>
                </div>
              ))}
            </dl>
          )}
          <button
            type="button"
            className="button button-small button-outline"
            onClick={() => {
              clearApiCache();
              setMessage('Caché del sitio borrada.');
            }}
          >
            Borrar caché
          </button>
          {comparison && (
            <>
              <div className="row">
                <button type="button" className="button button-small" onClick={() => copyLink('list')}>
                  Copiar enlace de la lista
                </button>
                <button type="button" className="button button-small" onClick={() => copyLink('comparator')}>
                  Copiar enlace del comparador
                </button>
              </div>
              <form className="row" onSubmit={submitPonderer} noValidate>
                <label htmlFor={`${id}-ponderer`}>Ponderación (0 a 1)</label>
                <input
                  id={`${id}-ponderer`}
                  type="number"
                  min={0}
                  max={1}
                  step={0.05}
                  value={ponderer}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-ponderer-error` : undefined}
                  onChange={(event) => setPondererText(event.target.value)}
                />
                <button type="submit" className="button button-small button-primary">
                  Aplicar
                </button>
                {error && (
                  <span id={`${id}-ponderer-error`} role="alert" className="form-error">
                    {error}
                  </span>
                )}
              </form>
            </>
          )}
          {message && (
            <p role="status" data-testid="internal-message">
              {message}
            </p>
          )}
        </div>
      )}
    </aside>
  );
}
