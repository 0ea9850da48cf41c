import { ContainerModule } from 'inversify';

/** The content module's bindings: ports to adapters, HTTP routes and job processors (none yet). */
export const contentModule = new ContainerModule(() => {});
