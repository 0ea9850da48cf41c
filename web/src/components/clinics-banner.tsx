import { Link } from 'react-router';
import { t } from '../i18n/t';

/** The promotional banner of the list and compare views that leads to the clinics (spec 02 §2.6). */
export function ClinicsBanner() {
  return (
    <p className="clinics-banner" data-testid="clinics-banner">
      {t('results.banner.clinics')} <Link to="/Clinicas-y-Hospitales">{t('results.banner.clinics.cta')}</Link>
    </p>
  );
}
