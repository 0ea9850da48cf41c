/** Public face of the content module (DESIGN.md): other modules import only from here. */
export { contentModule } from './module.js';
