import { ContainerModule } from 'inversify';

/** The catalogue module's bindings: ports to adapters, HTTP routes and job processors (none yet). */
export const catalogueModule = new ContainerModule(() => {});
