import { useEffect } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t';

export interface LandingInfo {
  title: string;
  text?: string;
  cta?: { label: string; to: string };
}

/** A content landing (insurers, clinics, life, guards…): title, a sentence and the way to the comparator. */
export default function LandingPage({ info }: { info: LandingInfo }) {
  useEffect(() => {
    document.title = `${info.title} | ${t('site.name')}`;
  }, [info.title]);
  const cta = info.cta ?? { label: t('landing.cta'), to: '/Comparar/Seguros-de-Salud' };
  return (
    <main className="container landing" aria-labelledby="landing-title">
      <h1 id="landing-title">{info.title}</h1>
      <p className="lead">{info.text ?? t('landing.text')}</p>
      <Link to={cta.to} className="button button-primary">
        {cta.label}
      </Link>
    </main>
  );
}
