/** Public face of the identity module (DESIGN.md): other modules import only from here. */
export { identityModule } from './module.js';
