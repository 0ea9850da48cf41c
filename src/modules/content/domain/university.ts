/**
 * The old university area's calls (/api/qp-university/*, spec 03 §7, payloads not shown) answered from the
 * blog, where its articles now live (spec 02 §2.2: "the university area redirects to the blog"). Tags and
 * groups are the blog's areas; posts are its articles, each with its /QP-Blog address; the university's
 * paragraphs, tabs and dynamic tables have no counterpart and answer empty lists.
 */

export interface UniversityArticle {
  slug: string;
  title: string;
  summary: string;
  publishedAt: string | null;
}

export interface UniversityArea {
  area: string;
  title: string;
  articles: readonly UniversityArticle[];
}

export const UNIVERSITY_LISTS = ['tags', 'groups', 'posts', 'count'] as const;
/** Calls the blog has nothing for: answered with an empty list, never a 404 (the old pages still ask). */
export const UNIVERSITY_EMPTY = ['paragraph', 'paragraphs', 'tabs', 'dynamic-tables', 'dynamictables', 'tables'];

export const blogPath = (area: string, slug?: string) => `/QP-Blog/${area}${slug ? `/${slug}` : ''}`;

export interface UniversityQuery {
  /** An area slug or title (tag, group or area parameter). */
  tag?: string;
  page: number;
  take: number;
}

const sameArea = (area: UniversityArea, tag: string) =>
  area.area.toLowerCase() === tag.toLowerCase() || area.title.toLowerCase() === tag.toLowerCase();

function postsOf(areas: readonly UniversityArea[], tag: string | undefined) {
  return areas
    .filter((area) => tag === undefined || sameArea(area, tag))
    .flatMap((area) =>
      area.articles.map((article) => ({
        slug: article.slug,
        title: article.title,
        summary: article.summary,
        tag: area.area,
        publishedAt: article.publishedAt,
        url: blogPath(area.area, article.slug),
      })),
    )
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
}

/** The answer of one list call (`data`), or undefined for a call the university never had. */
export function universityAnswer(call: string, areas: readonly UniversityArea[], query: UniversityQuery): unknown {
  const name = call.toLowerCase();
  if (UNIVERSITY_EMPTY.includes(name)) return [];
  switch (name) {
    case 'tags':
      return areas.map((area, index) => ({ id: index + 1, name: area.title, slug: area.area }));
    case 'groups':
      return areas.map((area) => ({
        slug: area.area,
        name: area.title,
        count: area.articles.length,
        url: blogPath(area.area),
      }));
    case 'posts': {
      const start = (query.page - 1) * query.take;
      return postsOf(areas, query.tag).slice(start, start + query.take);
    }
    case 'count':
      return { count: postsOf(areas, query.tag).length };
    default:
      return undefined;
  }
}

/** One old post by its slug: its blog article's address, or undefined. */
export function universityPost(areas: readonly UniversityArea[], slug: string) {
  return postsOf(areas, undefined).find((post) => post.slug.toLowerCase() === slug.toLowerCase());
}
