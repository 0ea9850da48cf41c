import type { ContentPage } from '@domain/content/domain/content-page';
import { optional } from './get-optional';

/** GET /api/information/{name} (spec 02 §2.1). */
export const fetchInformationPage = (name: string) =>
  optional<ContentPage>(`/api/information/${encodeURIComponent(name)}`);
