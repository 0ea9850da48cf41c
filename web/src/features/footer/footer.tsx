import { Link } from 'react-router';
import { blogHomeOf, CHILE } from '@domain/content/domain/site-editions';
import { t } from '../../i18n/t';
import { currentEdition } from '../../lib/edition';

/** The footer's content, loaded only when it nears the viewport (see lazy-footer.tsx). */
export default function Footer() {
  const edition = currentEdition();
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
          <li>
            <Link to={blogHomeOf(edition.id)}>{t('footer.blog')}</Link>
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
      <p className="footer-copy">
        {edition.id === CHILE
          ? t('footer.copy', { year: new Date().getFullYear() })
          : t('footer.copy.edition', {
              year: new Date().getFullYear(),
              currency: t(`currency.${edition.currency}`),
            })}
      </p>
    </div>
  );
}
