import KeyIcon from '@mui/icons-material/Key';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, MenuItemLink, UserMenu, useUserMenu } from 'react-admin';
import { BackofficeMenu } from './portal-menu';

/** Closes the user menu on click, so its backdrop does not cover the page it opens. */
function ChangePasswordMenuItem() {
  const userMenu = useUserMenu();
  return (
    <MenuItemLink
      to="/mi-contrasena"
      primaryText="Cambiar mi contraseña"
      leftIcon={<KeyIcon />}
      onClick={() => userMenu?.onClose()}
    />
  );
}

function BackofficeUserMenu() {
  return (
    <UserMenu>
      <ChangePasswordMenuItem />
      <Logout />
    </UserMenu>
  );
}

function BackofficeAppBar() {
  return <AppBar userMenu={<BackofficeUserMenu />} />;
}

/** react-admin's layout with "Cambiar mi contraseña" in the user menu. */
export function BackofficeLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={BackofficeAppBar} menu={BackofficeMenu}>
      {children}
    </Layout>
  );
}
