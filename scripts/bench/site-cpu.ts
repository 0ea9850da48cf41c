/**
 * npm run bench:site-cpu [-- --loads 4 --rounds 3 --page /Comparar/Seguros-de-Salud --builds dist,/tmp/other-dist]
 *
 * What one load of a site page costs the browser's main thread, in CPU time: the figure Lighthouse's
 * Total Blocking Time grows from (issue 9), without the wall-time noise a shared machine adds to it.
 * Starts the real app on its own database with the sample catalogue, opens the page in Debian's Chromium
 * (phone viewport) with a DevTools trace, waits for the network to settle and sums the renderer main
 * thread's task CPU time. Per load it reports the total, the tasks over 12.5 ms of CPU (50 ms on
 * Lighthouse's 4× slower phone) and their blocking time at 4×.
 *
 * --builds compares built sites (folders holding web/ and web-ssr/, e.g. a copy of dist/ from another
 * commit): each round restarts the server on each build in turn, so both meet the same machine load.
 * A script, never a timed test.
 */
import 'reflect-metadata';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import setupTestDatabases from '../../tests/global-setup.js';
import { startServer } from '../../tests/e2e/support/server.js';
import { loadSampleData } from '../seed/sample-data.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.resolve(ROOT, 'dist');

const { values } = parseArgs({
  options: {
    loads: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
    page: { type: 'string', default: '/Comparar/Seguros-de-Salud' },
    builds: { type: 'string', default: 'dist' },
  },
});
const loads = Math.max(1, Number(values.loads));
const rounds = Math.max(1, Number(values.rounds));
const builds = values.builds.split(',').map((dir) => path.resolve(ROOT, dir));
for (const dir of builds) {
  if (!existsSync(path.join(dir, 'web/index.html'))) throw new Error(`${dir} no tiene web/index.html (npm run build)`);
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string }; data?: { url?: string } };
}

interface LoadFigures {
  cpuMs: number;
  longTasks: number;
  blockingMs: number;
  largestMs: number;
}

/**
 * The page's renderer main thread's tasks: total CPU, tasks over 12.5 ms and their blocking time at 4×. The
 * page's thread is the one that parsed a document of `origin`: Chromium's own pages (e.g. a chrome:// popup
 * of the headless browser) have renderer main threads too, and one of them, busier than the page at times,
 * was taken for it (loads of 300-560 ms CPU with no paint of the page in them).
 */
function figures(events: TraceEvent[], origin: string): LoadFigures {
  const threadNames = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name !== 'RunTask' || e.ph !== 'X' || threadNames.get(key) !== 'CrRendererMain') continue;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  const pageThreads = new Set<string>();
  for (const e of events) {
    const url = e.args?.beginData?.url ?? e.args?.data?.url;
    if (e.name === 'ParseHTML' && url?.startsWith(origin)) pageThreads.add(`${e.pid}:${e.tid}`);
  }
  const cpu = (tasks: TraceEvent[]) => tasks.reduce((sum, t) => sum + (t.tdur ?? 0) / 1000, 0);
  const main =
    [...byThread]
      .filter(([key]) => pageThreads.has(key))
      .map(([, tasks]) => tasks)
      .sort((a, b) => cpu(b) - cpu(a))[0] ?? [];
  const slowed = main.map((t) => ((t.tdur ?? 0) / 1000) * 4);
  return {
    cpuMs: cpu(main),
    longTasks: slowed.filter((ms) => ms > 50).length,
    blockingMs: slowed.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    largestMs: Math.max(0, ...slowed) / 4,
  };
}

async function measure(browser: Browser, url: string): Promise<LoadFigures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  const events: TraceEvent[] = [];
  const cdp = await context.newCDPSession(page);
  // Playwright types only the protocol's named events; the tracing ones are plain events here.
  const tracing = cdp as unknown as {
    on(event: string, listener: (data: { value: TraceEvent[] }) => void): void;
    once(event: string, listener: () => void): void;
  };
  tracing.on('Tracing.dataCollected', (data) => events.push(...data.value));
  const done = new Promise<void>((resolve) => tracing.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1_500);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return figures(events, new URL(url).origin);
}

/** dist/ holds the given build while `run` runs (the server reads dist/web and dist/web-ssr). */
async function withBuild<T>(dir: string, run: () => Promise<T>): Promise<T> {
  if (dir === DIST) return run();
  const saved = mkdtempSync(path.join(os.tmpdir(), 'site-cpu-'));
  for (const part of ['web', 'web-ssr']) renameSync(path.join(DIST, part), path.join(saved, part));
  try {
    for (const part of ['web', 'web-ssr']) cpSync(path.join(dir, part), path.join(DIST, part), { recursive: true });
    return await run();
  } finally {
    for (const part of ['web', 'web-ssr']) {
      rmSync(path.join(DIST, part), { recursive: true, force: true });
      renameSync(path.join(saved, part), path.join(DIST, part));
    }
    rmSync(saved, { recursive: true, force: true });
  }
}

const teardown = await setupTestDatabases();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const results = new Map<string, LoadFigures[]>(builds.map((dir) => [dir, []]));
try {
  for (let round = 1; round <= rounds; round++) {
    for (const dir of builds) {
      await withBuild(dir, async () => {
        const server = await startServer((runtime) => loadSampleData(runtime, { onlyIfEmpty: false }));
        try {
          const url = `${server.baseUrl}${values.page}`;
          await measure(browser, url); // warms the server's caches and Chromium's code cache
          for (let i = 0; i < loads; i++) {
            const load = await measure(browser, url);
            results.get(dir)!.push(load);
            console.log(
              `round ${round} ${path.relative(ROOT, dir) || dir}: CPU ${load.cpuMs.toFixed(0)} ms, ` +
                `${load.longTasks} tasks > 12.5 ms, blocking at 4× ${load.blockingMs.toFixed(0)} ms, ` +
                `largest ${load.largestMs.toFixed(1)} ms (load avg ${os.loadavg()[0]!.toFixed(1)})`,
            );
          }
        } finally {
          await server.stop();
        }
      });
    }
  }
} finally {
  await browser.close();
  await teardown();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
console.log(`\n${values.page}, ${rounds} rounds × ${loads} loads (medians; min–max)`);
console.log('| build | main-thread CPU | tasks > 12.5 ms | blocking at 4× | largest task |');
console.log('|---|---|---|---|---|');
for (const [dir, list] of results) {
  const cell = (pick: (f: LoadFigures) => number) =>
    `${median(list.map(pick)).toFixed(0)} (${Math.min(...list.map(pick)).toFixed(0)}–${Math.max(...list.map(pick)).toFixed(0)})`;
  console.log(
    `| ${path.relative(ROOT, dir) || dir} | ${cell((f) => f.cpuMs)} ms | ${cell((f) => f.longTasks)} | ${cell((f) => f.blockingMs)} ms | ${cell((f) => f.largestMs)} ms |`,
  );
}
// The runtime's Redis and timers would keep the process alive.
process.exit(0);
