import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Redis } from 'ioredis';

/** Shared by the takeover test (src/platform/worker-takeover.test.ts) and its bench (scripts/bench). */
export const takeoverLogKey = (queuePrefix: string, jobId: string) => `${queuePrefix}:takeover-log:${jobId}`;

export interface TakeoverEntry {
  event: 'start' | 'done';
  pid: number;
  at: number;
}

export async function readTakeoverLog(redis: Redis, queuePrefix: string, jobId: string): Promise<TakeoverEntry[]> {
  return (await redis.lrange(takeoverLogKey(queuePrefix, jobId), 0, -1)).map((line) => {
    const [event, pid, at] = line.split(' ');
    return { event: event as TakeoverEntry['event'], pid: Number(pid), at: Number(at) };
  });
}

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'takeover-worker-child.ts');

/** Starts a worker process (takeover-worker-child.ts) and resolves once its worker runs. */
export async function startTakeoverWorker(env: {
  REDIS_URL: string;
  QUEUE_PREFIX: string;
  TAKEOVER_QUEUE: string;
}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('worker-ready')) resolve();
    });
    child.once('exit', (code, signal) => reject(new Error(`worker exited early: ${code ?? signal}`)));
  });
  return child;
}

export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
