import 'reflect-metadata';
import type { Server } from 'node:http';
import { loadConfig } from './platform/config.js';
import { createLogger } from './platform/logger.js';
import { installGracefulShutdown } from './platform/shutdown.js';
import { createRuntime } from './runtime.js';
import { IDENTITY, type EnsureFirstAdmin } from './modules/identity/index.js';

/** Entry point. ROLE=all (default) serves HTTP and runs workers; ROLE=api or ROLE=worker splits them. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const runtime = await createRuntime(config, logger, { migrate: config.ROLE !== 'worker' });

  if (config.ROLE !== 'worker' && config.SEED_SAMPLE_DATA !== 'never') {
    const { loadSampleData } = await import('../scripts/seed/sample-data.js');
    await loadSampleData(runtime, { onlyIfEmpty: config.SEED_SAMPLE_DATA === 'if-empty' });
  }

  if (config.ROLE !== 'worker') {
    // First start with no user: an ADMIN with a one-time password, printed once to the terminal (not the log).
    const admin = await runtime.container.get<EnsureFirstAdmin>(IDENTITY.EnsureFirstAdmin).execute();
    if (admin) {
      process.stdout.write(
        `\nPrimer administrador creado: ${admin.email}\nContraseña de un solo uso (se pide cambiarla al ingresar): ${admin.oneTimePassword}\n\n`,
      );
    }
    // Sample client companies (issue 11) with one payroll manager each, printed once like the administrator.
    if (config.SEED_SAMPLE_DATA !== 'never') {
      const { loadSampleCompanies } = await import('../scripts/seed/policies-sample.js');
      for (const manager of await loadSampleCompanies(runtime)) {
        process.stdout.write(
          `Encargado de remuneraciones de ${manager.company}: ${manager.email}\nContraseña de un solo uso (se pide cambiarla al ingresar): ${manager.oneTimePassword}\n\n`,
        );
      }
    }
  }

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
