import 'reflect-metadata';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { createRuntime } from '../src/runtime.js';
import { loadSampleData } from './seed/sample-data.js';

/** npm run seed: migrates, then loads the sample data (replacing what a previous load wrote). */
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const runtime = await createRuntime(config, logger, { migrate: true });
await loadSampleData(runtime, { onlyIfEmpty: false });
await runtime.close();
