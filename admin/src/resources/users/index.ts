import { UserCreate } from './user-create';
import { UserEdit } from './user-edit';
import { UserList } from './user-list';
import { UserShow } from './user-show';

export const users = { list: UserList, show: UserShow, create: UserCreate, edit: UserEdit };
