import { useEffect } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t';
import {
  fetchSitemapEntries,
  SITEMAP_KEY,
  SITEMAP_LOAD,
  type SitemapEntry as Entry,
} from '../../shared/api/get-sitemap-products';
import { LoadError } from '../../components/load-error';
import { useLoad } from '../../lib/use-load';

/** The entries by organization, in the order the API lists them. */
function byOrganization(entries: readonly Entry[]): [string, Entry[]][] {
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) groups.set(entry.organization, [...(groups.get(entry.organization) ?? []), entry]);
  return [...groups.entries()];
}

/** /Sitemap-Products (spec 02 §2.1): every product page, by organization (GET /api/search/products). */
export default function SitemapProductsPage() {
  // The server renders the page with its entries (issue 31: its data, lib/page-data.ts).
  const [entries, retry] = useLoad(SITEMAP_KEY, fetchSitemapEntries, SITEMAP_LOAD);
  const load = entries.status === 'ok' ? ({ status: 'ok', groups: byOrganization(entries.value) } as const) : entries;
  useEffect(() => {
    document.title = `Mapa de seguros | ${t('site.name')}`;
  }, []);
  return (
    <main className="container landing" aria-labelledby="sitemap-title" aria-busy={load.status === 'loading'}>
      <h1 id="sitemap-title">Mapa de seguros</h1>
      <p className="lead">Todas las páginas de seguros del comparador, por compañía.</p>
      {load.status === 'loading' && <p>{t('results.loading')}</p>}
      {load.status === 'error' && <LoadError onRetry={retry} />}
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
