import { ContentPageCreate, ContentPageEdit } from './content-page-edit';
import { ContentPageList } from './content-page-list';

/** Information pages and blog articles of the public site (content:read / content:create / content:update). */
export const contentPages = {
  list: ContentPageList,
  edit: ContentPageEdit,
  create: ContentPageCreate,
};
