import { RoleEdit } from './role-edit';
import { RoleList } from './role-list';
import { RoleShow } from './role-show';

export const roles = { list: RoleList, show: RoleShow, edit: RoleEdit };
