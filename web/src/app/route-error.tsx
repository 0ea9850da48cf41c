import { t } from '../i18n/t';
import { useCompany } from '../shared/api/get-company';

/** The generic server-error alert of spec 02 §2.6, shown when a page fails to render or load. */
export function RouteError() {
  const email = useCompany()?.contactEmail;
  return (
    <main className="container server-error" role="alert">
      <h1>{t('error.server.title')}</h1>
      <p>{t('error.server.connect')}</p>
      <p>{t('error.server.refresh')}</p>
      <p>{email ? t('error.server.persist', { email }) : t('error.server.persistNoEmail')}</p>
      <p>
        <a href="/" className="button button-primary">
          {t('notFound.home')}
        </a>
      </p>
    </main>
  );
}
