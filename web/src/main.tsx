import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes, preloadServerRenderedPage } from './app/routes';
import { prefetchedComparisonSettled } from './features/results/api/get-comparison';
import { prefetchFirstComparison } from './features/results/first-comparison';
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

// A comparator's cards need one API answer: ask for it now, while the page's code is still on its way.
prefetchFirstComparison(window.location);

// Each start-up step below is a task of its own (a timer each), so the page's start is several short
// main-thread tasks instead of one long one (Total Blocking Time counts every task over 50 ms on a phone).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// The comparator is the usual landing and the server already painted its first screen: render once its
// chunk is here, so React replaces that HTML with the same markup (no loading state, no layout shift).
const pageReady = nextTask()
  .then(() => preloadServerRenderedPage(window.location.pathname))
  .catch((error: unknown) => console.error(error));
// The router (matching the whole route table) is built while that chunk downloads.
const routerReady = nextTask().then(() => createBrowserRouter(buildRoutes()));

// Its comparison too, when it answers within a second of start-up: the page then renders once, with its
// cards, instead of a skeleton render and a card render (fewer long main-thread tasks during the load).
const comparisonReady = prefetchedComparisonSettled(1_000);

void Promise.all([routerReady, pageReady, comparisonReady]).then(([router]) => {
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
