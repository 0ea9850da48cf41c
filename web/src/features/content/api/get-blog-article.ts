import type { ContentPage } from '@domain/content/domain/content-page';
import { optional } from './get-optional';

/** GET /api/blog/{area}/{slug}: one article. */
export const fetchBlogArticle = (area: string, slug: string) =>
  optional<ContentPage>(`/api/blog/${encodeURIComponent(area)}/${encodeURIComponent(slug)}`);
