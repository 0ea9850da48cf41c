import type { Server } from 'node:http';
import type { Logger } from './logger.js';

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests and jobs finish, then close
 * pools (the `close` callback); a second signal or the timeout forces the exit.
 */
export function installGracefulShutdown(options: {
  server?: Server;
  close: () => Promise<void>;
  logger: Logger;
  timeoutMs: number;
}): void {
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) {
      options.logger.warn({ signal }, 'Segunda señal: salida inmediata');
      process.exit(1);
    }
    shuttingDown = true;
    options.logger.info({ signal }, 'Apagando: no se aceptan nuevas conexiones');
    const force = setTimeout(() => {
      options.logger.error('El apagado excedió el tiempo límite: salida forzada');
      process.exit(1);
    }, options.timeoutMs);
    force.unref();
    try {
      if (options.server) await closeServer(options.server);
      await options.close();
      options.logger.info('Apagado completo');
      process.exit(0);
    } catch (error) {
      options.logger.error({ err: error }, 'Error durante el apagado');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive sockets with no request in flight would hold close() open.
    server.closeIdleConnections();
  });
}
