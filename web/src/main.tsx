import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes, preloadServerRenderedPage } from './app/routes';
import { installHttpInterceptor } from './lib/http-interceptor';
import { ensureStorage } from './lib/storage-fallback';
import {
  applyInternalTrafficParam,
  defaultInternalTraffic,
  forceRefreshActive,
  isInternalTraffic,
} from './lib/site-flags';
import { visitorId } from './lib/visitor';
import './styles.css';

// A partner's frame in a browser that blocks third-party storage keeps working (spec 02 §5).
ensureStorage(window);
// Request interception (spec 02 §7) for every call of every feature, before the first one is made.
defaultInternalTraffic(import.meta.env.PROD);
applyInternalTrafficParam(window.location.search);
installHttpInterceptor(window, () => ({
  origin: window.location.origin,
  country: 'chile',
  version: import.meta.env.VITE_APP_VERSION ?? 'dev',
  visitorId: visitorId(),
  internal: isInternalTraffic(),
  forceRefresh: forceRefreshActive(),
}));

// The comparator is the usual landing and the server already painted its first screen: render once its
// chunk is here, so React replaces that HTML with the same markup (no loading state, no layout shift).
void preloadServerRenderedPage(window.location.pathname)
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    const router = createBrowserRouter(buildRoutes());
    const root = createRoot(document.getElementById('root')!);
    // A transition renders in slices that yield to the browser (short tasks, less Total Blocking Time);
    // the server's HTML stays on screen until the commit replaces it.
    startTransition(() =>
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    );
  });
