import type { BlogArea } from './blog-area';
import { optional } from './get-optional';

/** GET /api/blog/{area}: one area's articles. */
export const fetchBlogArea = (area: string) => optional<BlogArea>(`/api/blog/${encodeURIComponent(area)}`);
