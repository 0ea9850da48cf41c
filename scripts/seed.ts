import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { createRuntime } from '../src/runtime.js';
import { loadSampleData } from './seed/sample-data.js';

/** npm run seed [-- --scale 100000 --plans 5000]: migrates, then loads the sample data (replacing a previous load). */
const { values } = parseArgs({ options: { scale: { type: 'string' }, plans: { type: 'string' } }, strict: false });
const number = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined);
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const runtime = await createRuntime(config, logger, { migrate: true });
try {
  await loadSampleData(runtime, { onlyIfEmpty: false, scale: number(values.scale), plans: number(values.plans) });
} finally {
  await runtime.close();
}
