import type { BlogArea } from './blog-area';
import { optional } from './get-optional';

/** GET /api/blog: the blog's areas with their articles. */
export const fetchBlog = () => optional<BlogArea[]>('/api/blog');
