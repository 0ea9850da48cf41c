import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t';
import { fetchSitemapProducts, type SitemapEntry as Entry } from '../../shared/api/get-sitemap-products';
import { LoadError } from '../../components/load-error';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ok'; groups: [string, Entry[]][] };

/** /Sitemap-Products (spec 02 §2.1): every product page, by organization (GET /api/search/products). */
export default function SitemapProductsPage() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    document.title = `Mapa de seguros | ${t('site.name')}`;
    let live = true;
    setLoad({ status: 'loading' });
    fetchSitemapProducts()
      .then((body) => {
        const groups = new Map<string, Entry[]>();
        for (const entry of body.data)
          groups.set(entry.organization, [...(groups.get(entry.organization) ?? []), entry]);
        if (live) setLoad({ status: 'ok', groups: [...groups.entries()] });
      })
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [attempt]);
  return (
    <main className="container landing" aria-labelledby="sitemap-title" aria-busy={load.status === 'loading'}>
      <h1 id="sitemap-title">Mapa de seguros</h1>
      <p className="lead">Todas las páginas de seguros del comparador, por compañía.</p>
      {load.status === 'loading' && <p>{t('results.loading')}</p>}
      {load.status === 'error' && <LoadError onRetry={() => setAttempt((n) => n + 1)} />}
      {load.status === 'ok' &&
        load.groups.map(([organization, entries]) => (
          <section key={organization} aria-label={organization}>
            <h2>
              <Link to={entries[0]!.organizationUrl}>{organization}</Link>
            </h2>
            <ul className="sitemap-list">
              {entries.map((entry) => (
                <li key={entry.url}>
                  <Link to={entry.url}>{entry.title}</Link> <span className="muted">{entry.type}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </main>
  );
}
