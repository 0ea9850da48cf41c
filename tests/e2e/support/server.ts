import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from '../../../src/platform/shutdown.js';
import { createTestRuntime, type TestRuntime } from '../../../src/platform/testing/test-runtime.js';
import { sampleTemplate, type SampleSize } from '../../support/sample-runtime.js';

export interface RunningServer {
  runtime: TestRuntime;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The real app (built site, back-office, API, workers) on its own database, on a free loopback port; `config`
 * overrides settings (e.g. a chat provider); `sample` starts it on a copy of the sample data of that size.
 */
export async function startServer(
  prepare?: (runtime: TestRuntime) => Promise<void>,
  config: Parameters<typeof createTestRuntime>[0] = {},
  sample?: SampleSize,
): Promise<RunningServer> {
  const template = sample ? await sampleTemplate(sample) : undefined;
  const runtime = await createTestRuntime(config, { template });
  if (prepare) await prepare(runtime);
  runtime.startBackground();
  const server: Server = await new Promise((resolve) => {
    const listening = runtime.createHttpApp().listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    runtime,
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      await closeServer(server);
      await runtime.dispose();
    },
  };
}
