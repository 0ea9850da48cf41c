import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { t } from '../../i18n/t';
import { searchSite, type SearchAnswer as Answer } from '../../shared/api/search-site';
import { LoadError } from '../../components/load-error';
type Load = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'ok'; answer: Answer };

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
  const [load, setLoad] = useState<Load>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    document.title = `${query ? `Resultados para “${query}”` : 'Buscar'} | ${t('site.name')}`;
    setText(query);
    if (!query.trim()) {
      setLoad({ status: 'idle' });
      return;
    }
    let live = true;
    setLoad({ status: 'loading' });
    searchSite(query)
      .then((body) => live && setLoad({ status: 'ok', answer: body.data }))
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [query, attempt]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const answer = load.status === 'ok' ? load.answer : null;
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
        {load.status === 'error' && <LoadError onRetry={() => setAttempt((n) => n + 1)} />}
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
