import { StrictMode } from 'react';
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
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
