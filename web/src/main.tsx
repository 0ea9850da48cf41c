import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hasPrefetchedAnswer, prefetchedComparisonSettled } from './features/results/api/get-comparison';
import { prefetchFirstComparison } from './features/results/first-comparison';
import { hasPrefetchedPlans, prefetchedPlansSettled } from './features/plans/api/search-plans';
import { prefetchFirstPlanSearch } from './features/plans/first-plan-search';
import { releaseEarlyClicks, replayEarlyClicks } from './lib/early-clicks';
import { currentCountry } from './lib/edition';
import { installHttpInterceptor } from './lib/http-interceptor';
import { setPageData } from './lib/page-data';
import { setServerMarkup } from './lib/server-markup';
import { loadStoredProfile } from './shared/profile/profile-store';
import { ensureStorage } from './lib/storage-fallback';
import {
  applyInternalTrafficParam,
  defaultInternalTraffic,
  forceRefreshActive,
  isInternalTraffic,
} from './lib/site-flags';
import { visitorId } from './lib/visitor';
import './styles.css';
// The isapre plan list, the detail pages and the contact page are rendered by the server too (issue 31): their styles come
// inlined with the entry's (vite.config.ts), or the server's page would change layout when their chunk
// brings them.
import './features/plans/plans.css';
import './shared/detail-pages.css';
import './features/leads/leads.css';
// The share-link button is in the result list's server-rendered toolbar: its few rules came with its chunk
// after the first paint and moved the toolbar by 2 px (a layout shift once the entry starts after the paint).
import './shared/share-link/share-link.css';

// A partner's frame in a browser that blocks third-party storage keeps working (spec 02 §5).
ensureStorage(window);
// Request interception (spec 02 §7) for every call of every feature, before the first one is made.
defaultInternalTraffic(import.meta.env.PROD);
applyInternalTrafficParam(window.location.search);
installHttpInterceptor(window, () => ({
  origin: window.location.origin,
  country: currentCountry(),
  version: import.meta.env.VITE_APP_VERSION ?? 'dev',
  visitorId: visitorId(),
  internal: isInternalTraffic(),
  forceRefresh: forceRefreshActive(),
}));

// A comparator's cards need one API answer: ask for it now, while the page's code is still on its way.
// The isapre plan list's first search likewise (issue 31).
const firstComparison = prefetchFirstComparison(window.location);
const firstPlanSearch = firstComparison ? null : prefetchFirstPlanSearch(window.location);
const firstRequest = firstComparison ?? firstPlanSearch;

// Each start-up step below is a task of its own (a timer each), so the page's start is several short
// main-thread tasks instead of one long one (Total Blocking Time counts every task over 50 ms on a phone).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
/** `value`, a task later. */
const inNextTask = <T,>(value: T) => nextTask().then(() => value);

const container = document.getElementById('root')!;
// The server rendered the whole page, cards included, for a visitor without a stored profile (see
// entry-server.tsx). The browser hydrates that HTML when it asks the same comparison (no stored profile,
// same search): React then attaches to the server's nodes instead of building and laying out the page
// again. Otherwise it renders its own page over it.
const serverApp = container.dataset.firstComparison;
const hydrates = !!serverApp && !!firstRequest && JSON.stringify(firstRequest) === serverApp;
// A page rendered from looked-up data (a product detail, issue 31) comes with that data: the first render
// starts from it (lib/page-data.ts) and hydrates, for a visitor without a stored profile (the server's).
const serverPageData = container.dataset.pageData;
const hydratesPage = !!serverPageData && !firstRequest && !loadStoredProfile(currentCountry());
// (The plan list's first search is its first request; its filter options come as page data too.)
if (serverPageData && (hydratesPage || hydrates)) setPageData(JSON.parse(serverPageData) as Record<string, unknown>);

// The page's code is evaluated in stages, a task each (issue 31): React DOM, the router, the site's routes,
// then the page's own chunk. Evaluated as one module graph it was one task of 28-90 ms CPU on this machine
// (110-360 ms on Lighthouse's 4× slower phone, most of the page's Total Blocking Time). The start script
// fetches every stage at once (web/build/start-after-first-paint.ts): only their evaluation waits its turn.
const reactDomReady = nextTask().then(() => import('react-dom/client'));
const routerReady = reactDomReady.then(nextTask).then(() => import('./app/router-stage'));
const routesReady = routerReady.then(nextTask).then(() => import('./app/routes'));
// The comparator is the usual landing and the server already painted its first screen: render once its
// chunk is here, so there is no loading state in between.
const pageReady = routesReady
  .then(inNextTask)
  .then(({ preloadServerRenderedPage }) => preloadServerRenderedPage(window.location.pathname))
  .catch((error: unknown) => console.error(error));
// The router (matching the whole route table) is built while that chunk downloads.
const browserRouterReady = Promise.all([routerReady, routesReady])
  .then(inNextTask)
  .then(([{ createBrowserRouter, RouterProvider }, { buildRoutes }]) => ({
    router: createBrowserRouter(buildRoutes()),
    RouterProvider,
  }));

// Its comparison too: hydration needs the answer the server rendered (the server's page stays on screen
// meanwhile; after 5 s without it the browser renders its own page); a fresh render takes it when it
// answers within a second of start-up, so the page renders once, with its cards, instead of a skeleton
// render and a card render (fewer long main-thread tasks during the load).
const comparisonReady = (firstPlanSearch ? prefetchedPlansSettled : prefetchedComparisonSettled)(
  hydrates ? 5_000 : 1_000,
);

/**
 * Marks the page `<html data-hydrated="hydrated|rendered">` once React's first commit is done: React listens
 * on the page from then on (its links navigate in the browser, its controls answer). Browser tests wait for
 * it before they press anything they mean React to handle (tests/e2e/support/browser.ts, gotoHydrated); a
 * press before it is held by the start script and replayed (lib/early-clicks.ts). Renders nothing of its own,
 * so the hydrated tree is the server's.
 */
function Listening({ how, children }: { how: 'hydrated' | 'rendered'; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = how;
  }, [how]);
  return children;
}

void Promise.all([reactDomReady, browserRouterReady, pageReady, comparisonReady])
  .then(([{ createRoot, hydrateRoot }, { router, RouterProvider }]) => {
    if (hydratesPage || (hydrates && (firstPlanSearch ? hasPrefetchedPlans() : hasPrefetchedAnswer()))) {
      // Kept for the page's life: React hydrates the page's Suspense boundaries after the layout, and only a
      // component's first mount reads it (lib/server-markup.ts).
      setServerMarkup({ mobile: container.dataset.mobile === 'true' });
      // A transition hydrates in slices that yield to the browser (short tasks, less Total Blocking Time).
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <Listening how="hydrated">
              <RouterProvider router={router} />
            </Listening>
          </StrictMode>,
        );
      });
      // React listens on the page now: a click the start script held (lib/early-clicks.ts) hydrates what it
      // hit and runs its handler; a held link navigates in the browser, a typed field reaches its onChange.
      replayEarlyClicks();
      return;
    }
    // The browser's own page replaces the server's nodes: the buttons clicked and fields typed meanwhile are
    // gone; a link clicked meanwhile is followed by the browser (the server's page).
    releaseEarlyClicks();
    const root = createRoot(container);
    // A transition renders in slices that yield to the browser (short tasks, less Total Blocking Time);
    // the server's HTML stays on screen until the commit replaces it.
    startTransition(() =>
      root.render(
        <StrictMode>
          <Listening how="rendered">
            <RouterProvider router={router} />
          </Listening>
        </StrictMode>,
      ),
    );
  })
  .catch((error: unknown) => {
    // A stage that did not load (offline): the server's page stays, its held links are followed by the browser.
    releaseEarlyClicks();
    throw error;
  });
