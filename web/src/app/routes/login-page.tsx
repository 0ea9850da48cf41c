import { backofficeLoginUrl } from '@domain/content/domain/access-rules';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * /login (spec 02 §2.2, spec 03 §2): the staff sign-in lives in the back-office; this page hands over
 * loginError and referrer and leaves the public site (an honest redirect, with a link while it happens).
 */
export default function LoginPage() {
  const { search } = useLocation();
  const target = backofficeLoginUrl(search);
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return (
    <main className="container landing" aria-labelledby="login-title">
      <h1 id="login-title">Ingreso para ejecutivos</h1>
      <p>
        Te llevamos al back-office. Si no avanza, <a href={target}>ingresa aquí</a>.
      </p>
    </main>
  );
}
