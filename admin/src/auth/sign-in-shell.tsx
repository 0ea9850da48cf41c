import { CssBaseline } from '@mui/material';
import { spanishMessages } from '../i18n-es';
import { authProvider } from './auth-provider';
import { LoginForm } from './login-form';
import { readSession } from './session';

/** Pages the back-office shows without a session (they load react-admin themselves: few visitors open them). */
export function isPublicRoute(hash: string): boolean {
  return /^#\/(restablecer-contrasena|acceso\/)/.test(hash);
}

export function hasLiveSession(now = Date.now()): boolean {
  const session = readSession();
  return session !== null && session.refreshExpiresAt > now;
}

/** A key of the Spanish catalogue (app.auth.email…), without react-admin's i18n provider. */
export function catalogueText(key: string): string {
  let node: unknown = spanishMessages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

/**
 * The sign-in page as a visitor without a session first sees it: the form alone, without react-admin and
 * the screens (issue 31). Once signed in, the back-office is fetched and opens where the visitor was going:
 * the site's referrer, else the address they opened, else the first screen.
 */
export function SignInShell({ onSignedIn }: { onSignedIn: () => void }) {
  const opened = window.location.hash.startsWith('#/login') ? null : window.location.hash;
  return (
    <>
      <CssBaseline />
      <LoginForm
        translate={catalogueText}
        login={async (credentials, referrer) => {
          await authProvider.login(credentials);
          window.location.hash = referrer ? `#${referrer}` : (opened ?? '#/');
          onSignedIn();
        }}
      />
    </>
  );
}
