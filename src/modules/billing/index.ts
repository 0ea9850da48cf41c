/** Public face of the billing module (DESIGN.md): other modules import only from here. */
export { billingModule } from './module.js';
