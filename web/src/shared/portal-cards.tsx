import { t } from '../i18n/t';
import { usePortalLinks } from './portal-links';

/**
 * One card per client portal the company has set, each opening the portal in a new tab (spec 02 §2.6): the
 * header's "Portal Clientes" dialog and the /portal-clientes page show the same cards (the page with icons).
 */
export function PortalCards({ withIcons = false }: { withIcons?: boolean }) {
  const portals = usePortalLinks();
  return (
    <ul className="portal-cards">
      {portals.map((portal) => (
        <li key={portal.label} className="portal-card">
          {withIcons && <img src={portal.img} alt="" width="64" height="64" />}
          <span className="portal-card-label">{portal.label}</span>
          <a className="button button-primary" href={portal.path} target="_blank" rel="noopener noreferrer">
            {t('portal.go', { label: portal.label })}
            <span className="visually-hidden"> {t('portal.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
