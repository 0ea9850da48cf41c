/** Public face of the content module (DESIGN.md): other modules import only from here. */
export { contentModule } from './module.js';
/** The HTTP status of a site page (404 for unknown paths), used by the composition root. */
export { siteStatusOf } from './domain/site-routes.js';
