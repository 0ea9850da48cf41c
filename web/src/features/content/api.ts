import type { ContentPage } from '@domain/content/domain/content-page';
import { ApiError, apiGet } from '../../lib/api-client';

export type BlogArticleSummary = Omit<ContentPage, 'body'>;
export interface BlogArea {
  area: string;
  title: string;
  articles: BlogArticleSummary[];
}

/** A missing page is undefined (the site shows its 404); other failures throw. */
async function optional<T>(url: string): Promise<T | undefined> {
  try {
    return (await apiGet<{ data: T }>(url, { retries: 1 })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/** GET /api/information/{name} (spec 02 §2.1). */
export const fetchInformationPage = (name: string) =>
  optional<ContentPage>(`/api/information/${encodeURIComponent(name)}`);

export const fetchBlog = () => optional<BlogArea[]>('/api/blog');
export const fetchBlogArea = (area: string) => optional<BlogArea>(`/api/blog/${encodeURIComponent(area)}`);
export const fetchBlogArticle = (area: string, slug: string) =>
  optional<ContentPage>(`/api/blog/${encodeURIComponent(area)}/${encodeURIComponent(slug)}`);
