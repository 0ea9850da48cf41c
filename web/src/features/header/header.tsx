import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t';
import { useIsMobile } from '../../lib/use-media';
import { DesktopMenu } from './desktop-menu';
import { MobileDrawer } from './mobile-drawer';
import { NotificationBell } from './notification-bell';
import { nextHeaderHidden } from './sticky';
import { MENU_ERROR, MENU_ERROR_DETAIL, useMenu } from './use-menu';

const PortalDialog = lazy(() => import('./portal-dialog').then((m) => ({ default: m.PortalDialog })));

/** Header height of spec 02 §9. */
export const HEADER_HEIGHT = 75;

/** Top bar (Contacto, Portal clientes), logo, menu and the profile action (spec 02 §2.6). */
export function Header({ onProfile, badge }: { onProfile: () => void; badge?: ReactNode }) {
  const mobile = useIsMobile();
  const [drawer, setDrawer] = useState(false);
  const [portal, setPortal] = useState(false);
  const [hidden, setHidden] = useState(false);
  const scroll = useRef({ hidden: false, lastY: 0 });
  const menu = useMenu();

  useEffect(() => {
    if (!mobile) {
      setHidden(false);
      return;
    }
    const onScroll = () => {
      const y = window.scrollY;
      const next = nextHeaderHidden(scroll.current, y, { menuOpen: drawer, headerHeight: HEADER_HEIGHT });
      scroll.current = { hidden: next, lastY: y };
      setHidden(next);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [mobile, drawer]);

  return (
    <header
      className={`site-header${hidden ? ' is-hidden' : ''}`}
      data-testid="site-header"
      data-menu-error={menu.status === 'error' ? 'true' : undefined}
    >
      <div className="topbar">
        <div className="container topbar-inner">
          {badge}
          <Link to="/contacto">{t('header.contacto')}</Link>
          <button type="button" className="link-button" onClick={() => setPortal(true)}>
            {t('header.portal')}
          </button>
        </div>
      </div>
      <div className="container header-inner">
        <Link to="/" className="logo">
          <span aria-hidden="true" className="logo-mark">
            CS
          </span>
          <span className="logo-text">{t('site.name')}</span>
        </Link>
        {!mobile && (
          <nav aria-label={t('header.menu.label')} className="nav-desktop">
            {menu.status === 'ok' && <DesktopMenu items={menu.items} />}
            {menu.status === 'error' && (
              <p className="menu-error text-danger" role="alert" title={MENU_ERROR_DETAIL}>
                {MENU_ERROR}
              </p>
            )}
          </nav>
        )}
        <NotificationBell />
        <button type="button" className="button button-outline profile-action" onClick={onProfile}>
          {t('header.profile')}
        </button>
        {mobile && (
          <button
            type="button"
            className="hamburger"
            aria-label={t('header.menu.open')}
            aria-expanded={drawer}
            aria-controls="mobile-drawer"
            onClick={() => setDrawer(true)}
          >
            <span aria-hidden="true">☰</span>
          </button>
        )}
      </div>
      {drawer && (
        <MobileDrawer
          menu={menu}
          onClose={() => setDrawer(false)}
          onPortal={() => {
            setDrawer(false);
            setPortal(true);
          }}
        />
      )}
      {portal && (
        <Suspense fallback={null}>
          <PortalDialog onClose={() => setPortal(false)} />
        </Suspense>
      )}
    </header>
  );
}
