import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { productionEnv } from '../../src/platform/testing/production-env.js';
import { freePort } from './bench-support.js';

/**
 * npm run bench:start -- --database-url postgres://…/migrated_db [--runs 3]: start cost of the production
 * server, built (`node dist/main.js`, after `npm run build:server`) against the sources through tsx
 * (`node --import tsx src/main.ts`, one process like the built one): wall time from spawn to the first 200
 * of /api/health/live, the CPU seconds spent by then (the fairer figure on a shared machine), and the
 * resident memory then and after 5 s idle. ROLE=all, NODE_ENV=production, a migrated database.
 */
const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, runs: { type: 'string', default: '3' } },
});
if (!values['database-url']) {
  console.error('Uso: npm run bench:start -- --database-url postgres://…/base_migrada [--runs 3]');
  process.exit(2);
}
const TICKS = 100; // USER_HZ on Linux

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

interface Sample {
  wallS: number;
  cpuS: number;
  rssReadyMb: number;
  rssIdleMb: number;
}

async function measure(args: string[]): Promise<Sample> {
  const port = await freePort();
  const env = productionEnv({
    DATABASE_URL: values['database-url']!,
    PORT: String(port),
    HOST: '127.0.0.1',
    QUEUE_PREFIX: `bench_start_${port}`,
    LOG_LEVEL: 'warn',
  });
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH, ...env }, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} terminó con ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/live`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 120_000) throw new Error('no respondió en 120 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const wallS = (performance.now() - started) / 1000;
    const sample = { wallS, cpuS: cpuSeconds(child.pid!), rssReadyMb: rssMb(child.pid!) };
    await new Promise((resolve) => setTimeout(resolve, 5000));
    return { ...sample, rssIdleMb: rssMb(child.pid!) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const modes = {
  built: ['dist/main.js'],
  tsx: ['--import', 'tsx', 'src/main.ts'],
};
const samples: Record<string, Sample[]> = { built: [], tsx: [] };
for (let run = 0; run < Number(values.runs); run++) {
  for (const [mode, args] of Object.entries(modes)) samples[mode]!.push(await measure(args));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log('modo    inicio s (mediana)   CPU s   RSS al responder MB   RSS en reposo MB');
for (const [mode, list] of Object.entries(samples)) {
  console.log(
    `${mode.padEnd(6)} ${median(list.map((s) => s.wallS))
      .toFixed(2)
      .padStart(12)} ${median(list.map((s) => s.cpuS))
      .toFixed(2)
      .padStart(14)} ${median(list.map((s) => s.rssReadyMb))
      .toFixed(0)
      .padStart(14)} ${median(list.map((s) => s.rssIdleMb))
      .toFixed(0)
      .padStart(20)}`,
  );
}
console.log(JSON.stringify(samples));
