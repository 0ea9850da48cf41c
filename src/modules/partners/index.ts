/** Public face of the partners module (DESIGN.md): other modules import only from here. */
export { partnersModule } from './module.js';
