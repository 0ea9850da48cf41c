import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { blogAreaTitle, isSlug, type ContentPage } from '../domain/content-page.js';
import { CONTENT } from '../tokens.js';
import type { ContentPageRepository } from './ports.js';

export type BlogArticleSummary = Omit<ContentPage, 'body'>;

/** The blog (spec 01 §2, spec 03 §2): its areas with their articles, and one article. */
@injectable()
export class ReadBlog {
  constructor(@inject(CONTENT.ContentPageRepository) private readonly pages: ContentPageRepository) {}

  /** Articles of an area (every area without one), newest first, without their bodies. */
  async articles(area?: string): Promise<{ area: string; title: string; articles: BlogArticleSummary[] }[]> {
    if (area !== undefined && !isSlug(area)) throw new AppError('NOT_FOUND', `No existe el área ${area} del blog.`);
    const rows = await this.pages.listPublished('blog', area);
    const byArea = new Map<string, BlogArticleSummary[]>();
    for (const { body: _body, ...summary } of rows) {
      const key = summary.area ?? '';
      byArea.set(key, [...(byArea.get(key) ?? []), summary]);
    }
    if (area !== undefined && byArea.size === 0) throw new AppError('NOT_FOUND', `No existe el área ${area} del blog.`);
    return [...byArea.entries()].map(([key, articles]) => ({ area: key, title: blogAreaTitle(key), articles }));
  }

  async article(area: string, slug: string): Promise<ContentPage> {
    const page = isSlug(area) && isSlug(slug) ? await this.pages.findPublished('blog', area, slug) : null;
    if (!page) throw new AppError('NOT_FOUND', `No existe el artículo ${slug}.`);
    return page;
  }
}
