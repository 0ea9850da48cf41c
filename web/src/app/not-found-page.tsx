import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main>
      <h1>Página no encontrada</h1>
      <p>La página que buscas no existe o cambió de dirección.</p>
      <p>
        <Link to="/">Volver al inicio</Link> · <Link to="/contacto">Contacto</Link>
      </p>
    </main>
  );
}
