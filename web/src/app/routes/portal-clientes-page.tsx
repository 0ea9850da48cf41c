import { useEffect } from 'react';
import { t } from '../../i18n/t';
import { usePortalLinks } from '../../shared/portal-links';

/** /portal-clientes (spec 02 §2.6): the chooser between the Personas and Empresas portals, as a page. */
export default function PortalClientesPage() {
  const portals = usePortalLinks();
  useEffect(() => {
    document.title = `${t('portal.title')} | ${t('site.name')}`;
  }, []);
  return (
    <main className="container landing" aria-labelledby="portal-title">
      <h1 id="portal-title">{t('portal.title')}</h1>
      <p className="lead">{t('portal.text')}</p>
      <ul className="portal-cards">
        {portals.map((portal) => (
          <li key={portal.label} className="portal-card">
            <img src={portal.img} alt="" width="64" height="64" />
            <span className="portal-card-label">{portal.label}</span>
            <a className="button button-primary" href={portal.path} target="_blank" rel="noopener noreferrer">
              {t('portal.go', { label: portal.label })}
              <span className="visually-hidden"> {t('portal.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
