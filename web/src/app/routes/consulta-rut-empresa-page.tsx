import { CONSULTA_RUT_FALLBACK, mayConsultCompanyRut, type SessionLike } from '@domain/content/domain/access-rules';
import { formatRut, isValidRut } from '@domain/leads/domain/rut';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { t } from '../../i18n/t';
import { usePortalLinks } from '../../shared/portal-links';

/** The back-office session the site shares with /admin (same origin). */
function readSession(): SessionLike | null {
  try {
    const raw = localStorage.getItem('backoffice.session');
    return raw ? (JSON.parse(raw) as SessionLike) : null;
  } catch {
    return null;
  }
}

/**
 * /Consulta-RUT-Empresa (spec 02 §2.2): guarded — only a signed-in company user (see access-rules.ts); anyone
 * else goes to the health comparator. The page checks a company RUT and leads to the Empresas portal.
 */
export default function ConsultaRutEmpresaPage() {
  const [allowed] = useState(() => mayConsultCompanyRut(readSession(), Date.now()));
  const [rut, setRut] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const portals = usePortalLinks();
  useEffect(() => {
    document.title = `Consulta RUT Empresa | ${t('site.name')}`;
  }, []);
  if (!allowed) return <Navigate to={CONSULTA_RUT_FALLBACK} replace />;
  const empresas = portals.find((portal) => portal.label === 'Empresas');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(
      isValidRut(rut)
        ? { ok: true, text: `El RUT ${formatRut(rut)} es válido.` }
        : { ok: false, text: 'El RUT ingresado no es válido. Revisa el dígito verificador.' },
    );
  };
  return (
    <main className="container landing" aria-labelledby="rut-title">
      <h1 id="rut-title">Consulta RUT Empresa</h1>
      <p className="lead">Verifica el RUT de una empresa antes de cargar sus trabajadores o pólizas.</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${id}-rut`}>RUT de la empresa</label>{' '}
        <input
          id={`${id}-rut`}
          value={rut}
          onChange={(event) => setRut(event.target.value)}
          placeholder="76.123.456-7"
        />{' '}
        <button type="submit" className="button button-primary">
          Consultar
        </button>
      </form>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? undefined : 'form-error'}>
          {result.text}
        </p>
      )}
      {empresas && (
        <p>
          <a href={empresas.path} target="_blank" rel="noopener noreferrer">
            {t('portal.go', { label: empresas.label })}
            <span className="visually-hidden"> {t('portal.newTab')}</span>
          </a>
        </p>
      )}
    </main>
  );
}
