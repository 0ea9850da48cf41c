import { landingTarget } from '@domain/content/domain/site-extras';
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { t } from '../../i18n/t';

/**
 * /landing?url=… (spec 02 §2.1 "takes a url parameter"): opens a page of this site (campaign links keep
 * their query, so the lead attribution reads it). Any other address is refused, never followed: the
 * visitor sees why and a way home (landingTarget, shared with the server's tests).
 */
export default function LandingRedirectPage() {
  const [params] = useSearchParams();
  const target = landingTarget(params.get('url'), [window.location.origin]);
  useEffect(() => {
    if (!target) document.title = `Enlace no válido | ${t('site.name')}`;
  }, [target]);
  if (target) return <Navigate to={target} replace />;
  return (
    <main className="container landing" aria-labelledby="landing-title">
      <h1 id="landing-title">Enlace no válido</h1>
      <p className="lead">El enlace que seguiste no apunta a una página de este sitio.</p>
      <p>
        <Link to="/" className="button button-primary">
          Ir al inicio
        </Link>
      </p>
    </main>
  );
}
