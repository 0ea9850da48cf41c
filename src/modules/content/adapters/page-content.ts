import { AppError } from '../../../platform/errors.js';
import type { CompanyDetailsService } from '../application/company-details.js';
import type { ReadBlog } from '../application/read-blog.js';
import type { ReadInformationPage } from '../application/read-information-page.js';
import { contactGroupsOf } from '../domain/company-details.js';

/** What res.json sends (dates as text, undefined left out): the browser's answer, to the byte. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A missing page is null for the site (its 404 page, lib optional()); other failures throw. */
const nullWhenMissing = (error: unknown): null => {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
  throw error;
};

/**
 * The content a server-rendered content page shows (issue 31, web/src/entry-server.tsx): the `data` of
 * GET /api/information/{name}, /api/blog, /api/blog/{area}, /api/blog/{area}/{slug} and
 * /api/contactInformations, so the browser, asking the API the same, hydrates the same page. Null: the
 * API's 404 (the site's not-found page).
 */
export class PageContent {
  constructor(
    private readonly information: ReadInformationPage,
    private readonly blog: ReadBlog,
    private readonly company: CompanyDetailsService,
  ) {}

  informationPage(name: string): Promise<unknown> {
    return this.information.execute(name).then(asJson, nullWhenMissing);
  }

  blogAreas(): Promise<unknown> {
    return this.blog.articles().then(asJson, nullWhenMissing);
  }

  blogArea(area: string): Promise<unknown> {
    return this.blog.articles(area).then((areas) => asJson(areas[0] ?? null), nullWhenMissing);
  }

  blogArticle(area: string, slug: string): Promise<unknown> {
    return this.blog.article(area, slug).then(asJson, nullWhenMissing);
  }

  async contactGroups(): Promise<unknown> {
    return asJson(contactGroupsOf(await this.company.current()));
  }
}
