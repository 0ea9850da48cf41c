import { LeadEdit } from './lead-edit';
import { LeadList } from './lead-list';
import { LeadShow } from './lead-show';

export const leads = { list: LeadList, show: LeadShow, edit: LeadEdit };
