import { InsurerContactCreate, InsurerContactEdit } from './insurer-contacts';
import { InsurerSettingsEdit } from './insurer-settings-edit';
import { InsurerSettingsList } from './insurer-settings-list';

export const insurerSettings = { list: InsurerSettingsList, edit: InsurerSettingsEdit };
export const insurerContacts = { create: InsurerContactCreate, edit: InsurerContactEdit };
