import { ContainerModule } from 'inversify';

/** The partners module's bindings: ports to adapters, HTTP routes and job processors (none yet). */
export const partnersModule = new ContainerModule(() => {});
