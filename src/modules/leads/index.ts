/** Public face of the leads module (DESIGN.md): other modules import only from here. */
export { leadsModule } from './module.js';
