import type { ReactElement } from 'react';
import { isClientUser } from '@domain/identity/domain/client-roles';
import BusinessIcon from '@mui/icons-material/Business';
import DescriptionIcon from '@mui/icons-material/Description';
import PeopleIcon from '@mui/icons-material/People';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ListSubheader } from '@mui/material';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { canAccessWith } from './auth/access';
import { readSession } from './auth/session';

const PORTAL_ITEMS: { resource: string; to: string; label: string; icon: ReactElement; action?: string }[] = [
  { resource: 'policies', to: '/policies', label: 'app.portal.menu.policies', icon: <DescriptionIcon /> },
  { resource: 'insured', to: '/insured', label: 'app.portal.menu.insured', icon: <PeopleIcon /> },
  { resource: 'bulk-loads', to: '/bulk-loads', label: 'app.portal.menu.bulk-loads', icon: <UploadFileIcon /> },
  { resource: 'uninsured', to: '/uninsured', label: 'app.portal.menu.uninsured', icon: <PersonOffIcon /> },
  {
    resource: 'client-organizations',
    to: '/client-organizations',
    label: 'app.portal.menu.client-organizations',
    icon: <BusinessIcon />,
  },
  // A customer asks support for help: opens a ticket (contact-us:create), answered by e-mail.
  {
    resource: 'support-tickets',
    to: '/support-tickets/create',
    label: 'app.portal.menu.support',
    icon: <SupportAgentIcon />,
    action: 'create',
  },
];

/**
 * Client users (payroll managers, client administrators: spec 03 §6) get the "Portal Empresas" menu with only
 * their screens; staff get every resource they may list.
 */
export function BackofficeMenu() {
  const [open] = useSidebarState();
  const translate = useTranslate();
  const user = readSession()?.user;
  if (!user || !isClientUser(user.roles)) return <Menu />;
  return (
    <Menu>
      {open && (
        <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '32px' }}>
          {translate('app.portal.title')}
        </ListSubheader>
      )}
      {PORTAL_ITEMS.filter((item) => canAccessWith(user.permissions, item.resource, item.action ?? 'list')).map(
        (item) => (
          <Menu.Item key={item.resource} to={item.to} primaryText={item.label} leftIcon={item.icon} />
        ),
      )}
    </Menu>
  );
}
