import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { trapTab, focusableIn } from '../../components/focus-trap';
import { t } from '../../i18n/t';
import { MENU_ERROR, MENU_ERROR_DETAIL, type MenuState } from './use-menu';

/** The right-side hamburger drawer on mobile; opening it toggles a body class (spec 02 §2.6). */
export function MobileDrawer({
  menu,
  onClose,
  onPortal,
}: {
  menu: MenuState;
  onClose: () => void;
  onPortal: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    document.body.classList.add('sidebar-open');
    focusableIn(ref.current!)[0]?.focus();
    return () => document.body.classList.remove('sidebar-open');
  }, []);
  return (
    <div className="drawer-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        id="mobile-drawer"
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu.label')}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          trapTab(event, ref.current!);
        }}
      >
        <button type="button" className="drawer-close" aria-label={t('header.menu.close')} onClick={onClose}>
          ×
        </button>
        <nav aria-label={t('header.menu.label')}>
          {menu.status === 'error' && (
            <p className="menu-error text-danger" role="alert">
              {MENU_ERROR} {MENU_ERROR_DETAIL}
            </p>
          )}
          {(menu.status === 'ok' ? menu.items : []).map((item) => (
            <details key={item.label} className="drawer-item">
              <summary>{item.label}</summary>
              {item.groups.map((group) => (
                <ul key={group.title} aria-label={group.title}>
                  {group.links.map((link) => (
                    <li key={link.path}>
                      <Link to={link.path} onClick={onClose}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ))}
            </details>
          ))}
          <ul className="drawer-extra">
            <li>
              <Link to="/contacto" onClick={onClose}>
                {t('header.contacto')}
              </Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={onPortal}>
                {t('header.portal')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
