/** Public face of the policies module (DESIGN.md): other modules import only from here. */
export { policiesModule } from './module.js';
