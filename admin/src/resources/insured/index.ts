import PeopleIcon from '@mui/icons-material/People';
import { InsuredList } from './insured-list';

export const insured = { list: InsuredList, icon: PeopleIcon };
