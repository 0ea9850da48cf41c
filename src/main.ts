import 'reflect-metadata';
import type { Server } from 'node:http';
import { loadConfig } from './platform/config.js';
import { createLogger, stdoutDestination } from './platform/logger.js';
import { installGracefulShutdown } from './platform/shutdown.js';

/**
 * Entry point. ROLE=all (default) serves HTTP and runs workers; ROLE=api or ROLE=worker splits them.
 * Production runs its build (`node dist/main.js`). Sample data and the first administrator are
 * commands of their own (`npm run seed`, `npm run user:create`), never part of this process.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, stdoutDestination());
  // Loaded after the configuration is accepted: a refused production setting exits before the application's
  // packages are read (the build splits this import into its own chunk).
  const { createRuntime } = await import('./runtime.js');
  const runtime = await createRuntime(config, logger, { migrate: config.ROLE !== 'worker' });

  let server: Server | undefined;
  if (config.ROLE !== 'api') runtime.startBackground();
  if (config.ROLE !== 'worker') {
    const app = runtime.createHttpApp();
    server = app.listen(config.PORT, config.HOST, () => {
      logger.info(
        { role: config.ROLE, port: config.PORT, workers: runtime.workers.count },
        `Sitio en ${config.PUBLIC_URL} y back-office en ${config.PUBLIC_URL}/admin`,
      );
    });
  } else {
    // Health and metrics of the worker for the orchestrator and Prometheus (no site, no API).
    server = runtime.createOpsHttpApp().listen(config.WORKER_HTTP_PORT, config.HOST, () => {
      logger.info(
        { workers: runtime.workers.count, port: config.WORKER_HTTP_PORT },
        `Proceso de trabajos iniciado (ROLE=worker); salud y métricas en el puerto ${config.WORKER_HTTP_PORT}`,
      );
    });
  }
  installGracefulShutdown({ server, close: () => runtime.close(), logger, timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
