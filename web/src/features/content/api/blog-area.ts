import type { ContentPage } from '@domain/content/domain/content-page';

export type BlogArticleSummary = Omit<ContentPage, 'body'>;
export interface BlogArea {
  area: string;
  title: string;
  articles: BlogArticleSummary[];
}
