import DescriptionIcon from '@mui/icons-material/Description';
import { PolicyList } from './policy-list';
import { PolicyShow } from './policy-show';

export const policies = { list: PolicyList, show: PolicyShow, icon: DescriptionIcon };
