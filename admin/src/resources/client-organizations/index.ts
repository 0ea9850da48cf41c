import { ClientOrganizationCreate, ClientOrganizationEdit } from './client-organization-form';
import { ClientOrganizationList } from './client-organization-list';
import { ClientOrganizationShow } from './client-organization-show';

export const clientOrganizations = {
  list: ClientOrganizationList,
  show: ClientOrganizationShow,
  create: ClientOrganizationCreate,
  edit: ClientOrganizationEdit,
};
