import { ContainerModule } from 'inversify';

/** The policies module's bindings: ports to adapters, HTTP routes and job processors (none yet). */
export const policiesModule = new ContainerModule(() => {});
