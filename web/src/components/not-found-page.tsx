import { useEffect } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n/t';
import { useCompany } from '../shared/api/get-company';

/** The 404 page (spec 02 §2.5): the server already answered it with a 404 status. */
export function NotFoundPage() {
  const email = useCompany()?.contactEmail;
  useEffect(() => {
    document.title = `${t('notFound.title')} | ${t('site.name')}`;
  }, []);
  return (
    <main className="container not-found" aria-labelledby="not-found-title" data-testid="not-found">
      <svg className="not-found-image" viewBox="0 0 120 60" role="img" aria-label="404">
        <text x="60" y="45" textAnchor="middle" fontSize="44" fontWeight="700" fill="currentColor">
          404
        </text>
      </svg>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{email ? t('notFound.text', { email }) : t('notFound.textNoEmail')}</p>
      <p className="actions">
        <Link to="/" className="button button-primary">
          {t('notFound.home')}
        </Link>
        <Link to="/contacto" className="button button-outline">
          {t('notFound.contact')}
        </Link>
      </p>
    </main>
  );
}

export default NotFoundPage;
