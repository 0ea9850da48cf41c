import { ContainerModule } from 'inversify';

/** The sales module's bindings: ports to adapters, HTTP routes and job processors (none yet). */
export const salesModule = new ContainerModule(() => {});
