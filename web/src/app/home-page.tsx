import { useEffect, useState } from 'react';
import { formatUfValue } from '../lib/format';

export function HomePage() {
  const [uf, setUf] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/globales/uf')
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: { data: { value: number } }) => setUf(formatUfValue(body.data.value)))
      .catch(() => setUf(null));
  }, []);
  return (
    <main>
      <h1>Compara seguros y planes de isapre en Chile</h1>
      <p>Dinos quiénes se asegurarán y te mostramos el precio exacto de cada plan.</p>
      {uf && <p data-testid="uf-value">Valor UF hoy: {uf}</p>}
    </main>
  );
}
