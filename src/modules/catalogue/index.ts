/** Public face of the catalogue module (DESIGN.md): other modules import only from here. */
export { catalogueModule } from './module.js';
