import { editionLines } from '@domain/content/domain/site-editions';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t';
import { currentEdition, currentSiteBase } from '../../lib/edition';

/** The home of Peru, Colombia and the international edition (issue 27): the edition's own comparator lines. */
export function EditionHome() {
  const edition = currentEdition();
  const lines = editionLines(currentSiteBase());
  const title = t('home.edition.title', { country: edition.name });
  useEffect(() => {
    document.title = `${title} | ${t('site.name')}`;
  }, [title]);
  return (
    <main className="container home" aria-labelledby="home-title" data-edition={edition.code}>
      <section className="hero">
        <h1 id="home-title">{title}</h1>
        <p className="lead">{t('home.edition.lead', { currency: t(`currency.${edition.currency}`) })}</p>
      </section>
      <section aria-labelledby="home-lines">
        <h2 id="home-lines">{t('home.lines')}</h2>
        <ul className="line-grid">
          {lines.map((line) => (
            <li key={line.segment}>
              <Link to={`/Comparar/${line.segment}`} className="line-card">
                {line.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
