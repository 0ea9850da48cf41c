// The router's part of main.tsx's start-up, a stage of its own (issue 31): only what main.tsx uses, so the
// rest of react-router is tree-shaken as when main.tsx imported it statically.
export { createBrowserRouter } from 'react-router';
export { RouterProvider } from 'react-router/dom';
