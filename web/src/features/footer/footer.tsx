import { Link } from 'react-router';
import { t } from '../../i18n/t';

/** The footer's content, loaded only when it nears the viewport (see lazy-footer.tsx). */
export default function Footer() {
  return (
    <div className="container footer-inner">
      <div>
        <p className="footer-brand">{t('site.name')}</p>
        <p>{t('footer.about')}</p>
      </div>
      <nav aria-label={t('footer.links')}>
        <ul>
          <li>
            <Link to="/contacto">{t('header.contacto')}</Link>
          </li>
          <li>
            <Link to="/Terminos-y-Condiciones">{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to="/Partners-y-Alianzas">{t('footer.partners')}</Link>
          </li>
        </ul>
      </nav>
      <div className="payment-methods">
        <p className="footer-brand">{t('footer.payment')}</p>
        <p>
          <span aria-hidden="true">💳 </span>
          {t('footer.cards')}
        </p>
        <p>
          <span aria-hidden="true">🏦 </span>
          {t('footer.transfer')}
        </p>
      </div>
      {/* The visitor's own year: a copyright line needs no time zone, and the first America/Santiago
          formatter (ICU's zone data) cost ~35 ms of main-thread CPU in the middle of the page load. */}
      <p className="footer-copy">{t('footer.copy', { year: new Date().getFullYear() })}</p>
    </div>
  );
}
