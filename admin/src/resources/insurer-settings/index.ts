import ApartmentIcon from '@mui/icons-material/Apartment';
import { InsurerContactCreate, InsurerContactEdit } from './insurer-contacts';
import { InsurerSettingsEdit } from './insurer-settings-edit';
import { InsurerSettingsList } from './insurer-settings-list';

export const insurerSettings = { list: InsurerSettingsList, edit: InsurerSettingsEdit, icon: ApartmentIcon };
export const insurerContacts = { create: InsurerContactCreate, edit: InsurerContactEdit };
