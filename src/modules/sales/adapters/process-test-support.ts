import { spawn, type ChildProcess } from 'node:child_process';
import { patience } from '../../../platform/testing/patience.js';
import { freePort } from '../../../platform/testing/redis-proxy.js';

// The proxy moved to the platform's testing helpers (the queue registry's test uses it too).
export { freePort, RedisProxy } from '../../../platform/testing/redis-proxy.js';

/**
 * Test helpers for the reliability tests that use real processes (not test files themselves): the app
 * started as `node src/main.ts` in its own process (so it can be killed with SIGKILL).
 */

export interface AppProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** SIGKILL: the process dies at once, whatever it was doing (no shutdown hook runs). */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
}

/** `node --import tsx src/main.ts` (ROLE=all: API and workers), ready once it logs that it serves. */
export async function startApp(env: Record<string, string>, readyMs = patience(45_000)): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // node itself, not the tsx launcher: a signal to the launcher would not reach the app it spawns.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      SEED_SAMPLE_DATA: 'never',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + readyMs;
  while (!output.includes('Sitio en') && child.exitCode === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!output.includes('Sitio en')) {
    child.kill('SIGKILL');
    throw new Error(`the app did not start:\n${output.slice(-3000)}`);
  }
  return {
    child,
    baseUrl,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
