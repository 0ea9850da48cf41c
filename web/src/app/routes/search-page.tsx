import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { t } from '../../i18n/t';
import { fetchSearchAnswer, SEARCH_LOAD } from '../../shared/api/search-site';
import { LoadError } from '../../components/load-error';
import { useLoad } from '../../lib/use-load';

const GROUPS: { key: 'products' | 'plans' | 'organizations'; title: string }[] = [
  { key: 'products', title: 'Seguros' },
  { key: 'plans', title: 'Planes de isapre' },
  { key: 'organizations', title: 'Aseguradoras, isapres y clínicas' },
];

/** /buscar?q= (spec 02 §2.1): products, isapre plans and organizations matching the words (GET /api/search). */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  // The server renders the page with the answer of its query (issue 31: its data, lib/page-data.ts).
  const [found, retry] = useLoad(query.trim() ? query : null, () => fetchSearchAnswer(query), SEARCH_LOAD);
  const load = query.trim() ? found : ({ status: 'idle' } as const);
  useEffect(() => {
    document.title = `${query ? `Resultados para “${query}”` : 'Buscar'} | ${t('site.name')}`;
    setText(query);
  }, [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const answer = load.status === 'ok' ? load.value : null;
  const total = answer ? answer.products.length + answer.plans.length + answer.organizations.length : 0;
  return (
    <main className="container landing" aria-labelledby="search-title">
      <h1 id="search-title">{query ? `Resultados para “${query}”` : 'Buscar seguros, planes y clínicas'}</h1>
      <form role="search" onSubmit={submit} className="search-form">
        <label htmlFor="search-q" className="visually-hidden">
          Buscar
        </label>
        <input
          id="search-q"
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          placeholder="Ej.: catastrófico, Colmena, Clínica Dávila"
        />{' '}
        <button type="submit" className="button button-primary">
          Buscar
        </button>
      </form>
      <div aria-live="polite" aria-busy={load.status === 'loading'}>
        {load.status === 'loading' && <p>{t('results.loading')}</p>}
        {load.status === 'error' && <LoadError onRetry={retry} />}
        {answer && total === 0 && <p>No encontramos resultados. Prueba con otras palabras.</p>}
        {answer &&
          GROUPS.filter((group) => answer[group.key].length > 0).map((group) => (
            <section key={group.key} aria-labelledby={`search-${group.key}`}>
              <h2 id={`search-${group.key}`}>
                {group.title} ({answer[group.key].length})
              </h2>
              <ul className="search-hits">
                {answer[group.key].map((hit) => (
                  <li key={`${hit.kind}-${hit.id}`}>
                    <Link to={hit.url}>{hit.title}</Link> <span className="muted">{hit.subtitle}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    </main>
  );
}
