import { PolicyCreate, PolicyEdit } from './policy-form';
import { PolicyList } from './policy-list';
import { PolicyShow } from './policy-show';

export const policies = {
  list: PolicyList,
  show: PolicyShow,
  create: PolicyCreate,
  edit: PolicyEdit,
};
