import { useEffect } from 'react';
import { t } from '../../i18n/t';
import { PortalCards } from '../../shared/portal-cards';

/** /portal-clientes (spec 02 §2.6): the chooser between the Personas and Empresas portals, as a page. */
export default function PortalClientesPage() {
  useEffect(() => {
    document.title = `${t('portal.title')} | ${t('site.name')}`;
  }, []);
  return (
    <main className="container landing" aria-labelledby="portal-title">
      <h1 id="portal-title">{t('portal.title')}</h1>
      <p className="lead">{t('portal.text')}</p>
      <PortalCards withIcons />
    </main>
  );
}
