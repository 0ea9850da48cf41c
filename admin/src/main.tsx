import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hasLiveSession, isPublicRoute, SignInShell } from './auth/sign-in-shell';

const root = createRoot(document.getElementById('root')!);

/** react-admin and the screens' shared code: fetched only once someone is signed in (issue 31). */
function openBackoffice() {
  void import('./admin-app').then(({ AdminApp }) =>
    root.render(
      <StrictMode>
        <AdminApp />
      </StrictMode>,
    ),
  );
}

if (hasLiveSession() || isPublicRoute(window.location.hash)) openBackoffice();
else
  root.render(
    <StrictMode>
      <SignInShell onSignedIn={openBackoffice} />
    </StrictMode>,
  );
