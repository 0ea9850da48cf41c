import { ContainerModule } from 'inversify';

/** The identity module's bindings: ports to adapters, HTTP routes and job processors (none yet). */
export const identityModule = new ContainerModule(() => {});
