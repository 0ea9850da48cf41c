import { OrganizationEdit } from './organization-edit';
import { OrganizationList } from './organization-list';
import { OrganizationShow } from './organization-show';

export const organizations = {
  list: OrganizationList,
  show: OrganizationShow,
  edit: OrganizationEdit,
};
