import { ContainerModule } from 'inversify';

/** The leads module's bindings: ports to adapters, HTTP routes and job processors (none yet). */
export const leadsModule = new ContainerModule(() => {});
