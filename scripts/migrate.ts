import 'reflect-metadata';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { createRuntime } from '../src/runtime.js';

/** npm run migrate: applies pending migrations to the configured (or local, or embedded) database. */
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const runtime = await createRuntime(config, logger, { migrate: true });
logger.info('Migraciones al día');
await runtime.close();
