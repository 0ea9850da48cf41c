/**
 * A worker process for the "killed worker" test: the whole runtime with the outbox relay and the job
 * workers (ROLE=worker), configured from the environment the test gives it. The test kills it with SIGKILL
 * in the middle of a bulk load.
 */
import 'reflect-metadata';
import { loadConfig } from '../../../platform/config.js';
import { createLogger } from '../../../platform/logger.js';
import { createRuntime } from '../../../runtime.js';

const config = loadConfig();
const runtime = await createRuntime(config, createLogger(config.LOG_LEVEL));
runtime.startBackground();
process.stdout.write('worker-ready\n');
