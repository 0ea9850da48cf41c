import { Link } from 'react-router';
import { t } from '../../i18n/t';

/** The company-insurance promo card (spec 01 §2, §4), placed by the shared withPromoCard rule. */
export function PromoCard() {
  return (
    <aside className="promo-card" data-testid="promo-card" aria-label={t('promo.title')}>
      <h3>{t('promo.title')}</h3>
      <p>{t('promo.text')}</p>
      <Link to="/Comparar/Seguro-Complementario-Empresa" className="button button-primary">
        {t('promo.cta')}
      </Link>
    </aside>
  );
}
