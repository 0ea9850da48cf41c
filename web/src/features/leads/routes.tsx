import type { RouteObject } from 'react-router';

/** The leads feature's pages (Solicitar, contacto, /ref, /url/{link}); mounted by web/src/app. */
export const leadRoutes: RouteObject[] = [];
