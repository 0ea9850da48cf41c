import { PartnerCreate, PartnerEdit } from './partner-edit';
import { PartnerList } from './partner-list';

/** Partners and their sub-domain configuration (partner:read / partner:create / partner:update). */
export const partners = {
  list: PartnerList,
  edit: PartnerEdit,
  create: PartnerCreate,
};
