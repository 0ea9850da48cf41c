import { CYBER_DAY, isEventVisible } from '@domain/content/domain/events';
import { Link } from 'react-router';
import { t } from '../../i18n/t';
import ResultsPage from '../../features/results/results-page';

/** The Cyber Day comparator (spec 01 §2, §9): hidden once the event finished. */
export default function CyberDayPage({ now = new Date() }: { now?: Date }) {
  if (!isEventVisible(CYBER_DAY, now)) {
    return (
      <main className="container landing" aria-labelledby="cyber-title" data-testid="cyber-ended">
        <h1 id="cyber-title">{CYBER_DAY.title}</h1>
        <p>{t('cyber.ended')}</p>
        <Link to="/Comparar/Seguros-de-Salud" className="button button-primary">
          {t('home.cta')}
        </Link>
      </main>
    );
  }
  return <ResultsPage line="Cyber-Day" heading={t('cyber.title')} />;
}
