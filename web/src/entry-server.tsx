import { matchSiteRoute } from '@domain/content/domain/site-routes';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import CyberDayPage from './app/routes/cyber-day-page';
import ResultsPage from './features/results/results-page';

/**
 * The comparator routes' first screen, rendered by the server into the HTML it answers (issue 9: the
 * largest paint must not wait for JavaScript). Same elements as the route table's pages (app/routes.tsx),
 * in the state the client's first render has (the isapre plan comparator, /Comparar/Isapres, is another page
 * and gets its head only): no stored profile read yet, results loading (title, profile
 * banner, toolbar, card skeletons). The client renders the same markup over it (main.tsx preloads the page
 * first), so nothing moves. Built by `vite build --ssr` into dist/web-ssr and loaded by the server.
 */
const FIRST_SCREENS: Record<string, () => ReactElement> = {
  comparar: () => <ResultsPage />,
  'comparar-empresa-legacy': () => <ResultsPage line="Seguro-Complementario-Empresa-Legacy" />,
  'comparar-guardias-old': () => <ResultsPage line="Guardias-old" />,
  'cyber-day': () => <CyberDayPage />,
};

/** The HTML of the page area for a URL (path and query), or undefined when the route has no server render. */
export function renderFirstScreen(url: string): string | undefined {
  const { pathname } = new URL(url, 'http://localhost');
  const match = matchSiteRoute(pathname);
  const page = match && FIRST_SCREENS[match.route.id];
  if (!match || !page) return undefined;
  return renderToString(
    <StaticRouter location={url}>
      <AppProviders>
        <Routes>
          <Route path={`/${match.route.path}`} caseSensitive element={page()} />
        </Routes>
      </AppProviders>
    </StaticRouter>,
  );
}
