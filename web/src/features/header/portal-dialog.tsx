import { Dialog } from '../../components/dialog';
import { t } from '../../i18n/t';
import { usePortalLinks } from '../../shared/portal-links';

/** "Bienvenido al Portal Clientes": one card per portal, each an external site in a new tab (spec 02 §2.6). */
export function PortalDialog({ onClose }: { onClose: () => void }) {
  const portals = usePortalLinks();
  return (
    <Dialog title={t('portal.title')} onClose={onClose} describedBy="portal-text">
      <p id="portal-text">{t('portal.text')}</p>
      <ul className="portal-cards">
        {portals.map((portal) => (
          <li key={portal.label} className="portal-card">
            <span className="portal-card-label">{portal.label}</span>
            <a className="button button-primary" href={portal.path} target="_blank" rel="noopener noreferrer">
              {t('portal.go', { label: portal.label })}
              <span className="visually-hidden"> {t('portal.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
