import { COMPARATOR_LINES } from '@domain/content/domain/insurance-types';
import { CHILE } from '@domain/content/domain/site-editions';
import { formatDateCl } from '@domain/policies/domain/dates';
import { formatNumber } from '@domain/pricing/domain/money';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t';
import { fetchCurrentUf, UF_KEY, UF_LOAD, type CurrentUf } from '../../shared/api/get-uf';
import { currentSiteBase } from '../../lib/edition';
import { useLoad } from '../../lib/use-load';
import { EditionHome } from './edition-home';

/** Home: the promise, the comparator lines and the UF in force; another edition's home has its own lines. */
export default function HomePage() {
  return currentSiteBase() === CHILE ? <ChileHome /> : <EditionHome />;
}

function ChileHome() {
  // The server renders the home with the UF in force (issue 31: its data, lib/page-data.ts), so the value is
  // in the first screen instead of arriving later and pushing the lines down.
  const [load] = useLoad(UF_KEY, fetchCurrentUf, UF_LOAD);
  const uf = load.status === 'ok' && load.value ? ufText(load.value) : null;
  // spec 03 §8: when the call still fails after its retries, its own message where the value would be
  // (no UF stored yet is an answer: nothing is shown then).
  const ufError = load.status === 'error' && load.error instanceof Error ? load.error.message : null;
  useEffect(() => {
    document.title = `${t('home.title')} | ${t('site.name')}`;
  }, []);
  return (
    <main className="container home" aria-labelledby="home-title">
      <section className="hero">
        <h1 id="home-title">{t('home.title')}</h1>
        <p className="lead">{t('home.lead')}</p>
        <Link to="/Comparar/Seguros-de-Salud" className="button button-primary button-large">
          {t('home.cta')}
        </Link>
        {uf && <p data-testid="uf-value">{uf}</p>}
        {ufError && (
          <p className="muted" role="status" data-testid="uf-error">
            {ufError}
          </p>
        )}
      </section>
      <section aria-labelledby="home-lines">
        <h2 id="home-lines">{t('home.lines')}</h2>
        <ul className="line-grid">
          {COMPARATOR_LINES.map((line) => (
            <li key={line.segment}>
              <Link to={`/Comparar/${line.segment}`} className="line-card">
                {line.title}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/Comparar/Isapres" className="line-card">
              Planes de Isapre
            </Link>
          </li>
        </ul>
      </section>
    </main>
  );
}

/** "hoy" only for the Chilean day's own value; an older one says its date. */
function ufText(uf: CurrentUf): string {
  const value = ufInPesos(uf.value);
  return uf.isToday ? t('home.uf', { value }) : t('home.ufAt', { value, date: formatDateCl(uf.date) });
}

/** The UF in pesos keeps its decimals without trailing zeros: $39.214,8. */
export function ufInPesos(value: number): string {
  return `$${formatNumber(value, 2).replace(/,?0+$/, '')}`;
}
