import { paragraphsOf, type ContentPage } from '@domain/content/domain/content-page';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t';
import { NotFoundPage } from '../../components/not-found-page';
import type { ContentLoad } from './use-content';

/** Loading, server error (with Retry) and missing states shared by the content pages. */
export function ContentState<T>({
  load,
  retry,
  children,
}: {
  load: ContentLoad<T>;
  retry(): void;
  children(value: T): ReactNode;
}) {
  if (load.status === 'missing') return <NotFoundPage />;
  if (load.status === 'loading') {
    return <main className="container page-loading" aria-busy="true" aria-label={t('results.loading')} />;
  }
  if (load.status === 'error') {
    return (
      <main className="container" aria-labelledby="content-error">
        <div className="server-error" role="alert">
          <h1 id="content-error">{t('error.server.title')}</h1>
          <p>{t('error.server.subtitle')}</p>
          <button type="button" className="button button-primary" onClick={retry}>
            {t('error.retry')}
          </button>
        </div>
      </main>
    );
  }
  return <>{children(load.value)}</>;
}

/** An information page or an article: title, summary, paragraphs and its call to action. */
export function ContentArticle({ page, before, after }: { page: ContentPage; before?: ReactNode; after?: ReactNode }) {
  useEffect(() => {
    document.title = `${page.title} | ${t('site.name')}`;
  }, [page.title]);
  return (
    <main className="container landing content-page" aria-labelledby="content-title">
      {before}
      <article>
        <h1 id="content-title">{page.title}</h1>
        {page.summary && <p className="lead">{page.summary}</p>}
        <div className="content-body">
          {paragraphsOf(page.body).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {page.cta && (
          <p>
            <Link to={page.cta.path} className="button button-primary">
              {page.cta.label}
            </Link>
          </p>
        )}
      </article>
      {after}
    </main>
  );
}
