import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes } from './app/routes';
import './styles.css';

// The comparator is the usual landing: fetch its chunk while React starts instead of after the first render.
if (window.location.pathname.startsWith('/Comparar/')) void import('./features/results/results-page');

const router = createBrowserRouter(buildRoutes());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
