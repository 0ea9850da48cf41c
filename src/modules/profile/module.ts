import { ContainerModule } from 'inversify';

/** The profile module's bindings: ports to adapters, HTTP routes and job processors (none yet). */
export const profileModule = new ContainerModule(() => {});
