import { BLOG_TITLE } from '@domain/content/domain/content-page';
import { CHILE_TIME_ZONE } from '@domain/pricing/domain/chilean-day';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { t } from '../../i18n/t';
import { NotFoundPage } from '../../components/not-found-page';
import type { BlogArea } from './api/blog-area';
import { fetchBlog } from './api/get-blog';
import { fetchBlogArea } from './api/get-blog-area';
import { fetchBlogArticle } from './api/get-blog-article';
import { ContentArticle, ContentState } from './content-view';
import { useContent } from './use-content';
import { blogHomeOf } from '@domain/content/domain/site-editions';
import { currentSiteBase } from '../../lib/edition';

/** The edition's blog (spec 03 §2): QP-Blog in Chile and Peru, QS-Blog in Colombia, IH-Blog international. */
const blogHome = () => blogHomeOf(currentSiteBase());

function ArticleList({ area }: { area: BlogArea }) {
  return (
    <ul className="blog-list">
      {area.articles.map((article) => (
        <li key={article.id}>
          <h3>
            <Link to={`${blogHome()}/${area.area}/${article.slug}`}>{article.title}</Link>
          </h3>
          {article.summary && <p>{article.summary}</p>}
          {article.publishedAt && (
            <p className="muted">
              <time dateTime={article.publishedAt}>
                {new Date(article.publishedAt).toLocaleDateString('es-CL', { timeZone: CHILE_TIME_ZONE })}
              </time>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function BlogIndex() {
  const [load, retry] = useContent('blog', fetchBlog);
  useEffect(() => {
    document.title = `${BLOG_TITLE} | ${t('site.name')}`;
  }, []);
  return (
    <ContentState load={load} retry={retry}>
      {(areas) => (
        <main className="container landing" aria-labelledby="blog-title">
          <h1 id="blog-title">{BLOG_TITLE}</h1>
          {areas.map((area) => (
            <section key={area.area} aria-labelledby={`blog-area-${area.area}`}>
              <h2 id={`blog-area-${area.area}`}>
                <Link to={`${blogHome()}/${area.area}`}>{area.title}</Link>
              </h2>
              <ArticleList area={area} />
            </section>
          ))}
        </main>
      )}
    </ContentState>
  );
}

function BlogAreaPage({ area }: { area: string }) {
  const [load, retry] = useContent(`blog/${area}`, () => fetchBlogArea(area));
  return (
    <ContentState load={load} retry={retry}>
      {(value) => <BlogAreaView area={value} />}
    </ContentState>
  );
}

function BlogAreaView({ area }: { area: BlogArea }) {
  useEffect(() => {
    document.title = `${area.title} | ${BLOG_TITLE}`;
  }, [area.title]);
  return (
    <main className="container landing" aria-labelledby="blog-area-title">
      <nav aria-label="Ruta" className="breadcrumbs">
        <Link to={blogHome()}>{BLOG_TITLE}</Link>
      </nav>
      <h1 id="blog-area-title">{area.title}</h1>
      <ArticleList area={area} />
    </main>
  );
}

function BlogArticlePage({ area, slug }: { area: string; slug: string }) {
  const [load, retry] = useContent(`blog/${area}/${slug}`, () => fetchBlogArticle(area, slug));
  return (
    <ContentState load={load} retry={retry}>
      {(page) => (
        <ContentArticle
          page={page}
          before={
            <nav aria-label="Ruta" className="breadcrumbs">
              <Link to={blogHome()}>{BLOG_TITLE}</Link> ›{' '}
              <Link to={`${blogHome()}/${area}`}>{area.replace(/-/g, ' ')}</Link>
            </nav>
          }
        />
      )}
    </ContentState>
  );
}

/** /QP-Blog, /QP-Blog/{area}, /QP-Blog/{area}/{slug} (spec 01 §2: the Cyber Day post lives here). */
export default function BlogPage() {
  const parts = (useParams()['*'] ?? '').split('/').filter(Boolean);
  if (parts.length === 0) return <BlogIndex />;
  if (parts.length === 1) return <BlogAreaPage area={parts[0]!} />;
  if (parts.length === 2) return <BlogArticlePage area={parts[0]!} slug={parts[1]!} />;
  return <NotFoundPage />;
}
