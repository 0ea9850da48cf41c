import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { preloadable } from '../../lib/preloadable';

// Each page is its own chunk, like the rest of the site.
const RequestPage = lazy(() => import('./request-page'));
const ContactPage = preloadable(() => import('./contact-page'));
const RefPage = lazy(() => import('./ref-page'));
const SharedLinkPage = lazy(() => import('./shared-link-page'));
const FeedbackPage = lazy(() => import('./feedback-page'));

const request = <RequestPage />;

/** Loads the contact page before the hydration of its server-rendered HTML (app/routes.tsx, issue 31). */
export const preloadContactPage = () => ContactPage.preload();

/** The request form (Solicitar) for the site's other product paths (issue 27: each edition's details). */
export const requestPage = () => request;

/** The leads feature's pages (Solicitar, contacto, /ref, /url/{link}, Feedback); mounted by web/src/app. */
export const leadRoutes: RouteObject[] = [
  { path: 'Isapre/:urlIsapre/Complementos/:insuranceUrl/Solicitar', caseSensitive: true, element: request },
  { path: 'Isapre/:urlIsapre/Planes/:planId/Solicitar', caseSensitive: true, element: request },
  { path: 'Seguros/:urlAseguradora/:insuranceUrl/Solicitar', caseSensitive: true, element: request },
  { path: 'Clinicas-y-Hospitales/:urlClinica/Seguro/:insuranceUrl/Solicitar', caseSensitive: true, element: request },
  { path: 'contacto', caseSensitive: true, element: <ContactPage /> },
  { path: 'ref', caseSensitive: true, element: <RefPage /> },
  { path: 'url/:link', caseSensitive: true, element: <SharedLinkPage /> },
  { path: 'Feedback', caseSensitive: true, element: <FeedbackPage /> },
];
