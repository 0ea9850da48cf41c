import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes, preloadServerRenderedPage } from './app/routes';
import './styles.css';

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
