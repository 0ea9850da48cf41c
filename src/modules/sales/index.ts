/** Public face of the sales module (DESIGN.md): other modules import only from here. */
export { salesModule } from './module.js';
