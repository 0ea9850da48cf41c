import { ContainerModule } from 'inversify';

/** The billing module's bindings: ports to adapters, HTTP routes and job processors (none yet). */
export const billingModule = new ContainerModule(() => {});
