/**
 * npm run lighthouse [-- <url>] [-- --runs N]: the Lighthouse performance and accessibility scores of one
 * page of every public route kind (issue 31; mobile emulation, Debian's Chromium). Without a URL it starts the real app with the
 * built site on its own database loaded with the sample catalogue (run `npm run build` first), then stops
 * it. Each run prints the machine's load average too: on a shared machine Total Blocking Time follows it.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import setupTestDatabases from '../tests/global-setup.js';
import { startServer, type RunningServer } from '../tests/e2e/support/server.js';
import { loadSampleData } from './seed/sample-data.js';

// LIGHTHOUSE_PAGE=/Comparar/Isapres measures that one page instead of every route kind.
const PAGE = process.env.LIGHTHOUSE_PAGE;
// LIGHTHOUSE_KINDS=compare,content,blog,contact measures the route kinds whose names start so.
const KINDS = process.env.LIGHTHOUSE_KINDS?.split(',').map((kind) => kind.trim());
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

let server: RunningServer | undefined;
let teardown: (() => Promise<void>) | undefined;
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args.splice(runsAt, 2)[1]) || 1) : 1;
let pages: { kind: string; url: string }[] = args[0] ? [{ kind: 'given', url: args[0] }] : [];
if (pages.length === 0) {
  // The same migrated template the tests use, then a database of its own for this run.
  teardown = await setupTestDatabases();
  server = await startServer((runtime) => loadSampleData(runtime, { onlyIfEmpty: false }));
  const base = server.baseUrl;
  pages = PAGE
    ? [{ kind: 'page', url: `${base}${PAGE}` }]
    : (await routeKinds(base)).map((p) => ({ ...p, url: `${base}${p.url}` }));
}

/**
 * One URL per public route kind (issue 31), the sample catalogue's first product, plan and organization:
 * the result list, the isapre plan list, a product detail, an isapre plan detail, an organization page, the
 * compare table, the content pages (an information page, a landing, the blog, the contact page), the home and
 * a comparator's landing page.
 */
async function routeKinds(base: string): Promise<{ kind: string; url: string }[]> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const cards = await post<{ data: { id: number; url: string }[] }>('/api/insurance/compare/metadata', {
    comparator: 'Seguros-de-Salud',
    organizationType: ['ASEGURADORA'],
    take: 3,
  });
  const plans = await post<{ data: { url: string }[] }>('/api/buscarplanes/compare/metadataPlanesPersonas', {
    take: 1,
  });
  const product = cards.data[0]!.url;
  return [
    { kind: 'result list', url: '/Comparar/Seguros-de-Salud' },
    { kind: 'isapre plan list', url: '/Comparar/Isapres' },
    { kind: 'product detail', url: product },
    { kind: 'isapre plan detail', url: plans.data[0]!.url },
    { kind: 'organization', url: product.split('/').slice(0, 3).join('/') },
    // The compare table of three products, its selection in the URL as the compare bar links it.
    { kind: 'compare table', url: `/Comparar-Planes?seguros=${cards.data.map((card) => card.id).join(',')}` },
    { kind: 'content', url: '/Terminos-y-Condiciones' },
    { kind: 'content landing', url: '/Seguros-de-Salud' },
    { kind: 'blog', url: '/QP-Blog' },
    { kind: 'contact', url: '/contacto' },
    { kind: 'home', url: '/' },
    { kind: 'landing', url: '/Accidentes-Personales' },
  ].filter((page) => !KINDS || KINDS.some((kind) => page.kind.startsWith(kind)));
}

const summary: string[] = [];
try {
  for (const { kind, url } of pages) {
    for (let run = 1; run <= runs; run++) summary.push(`| ${kind} ${await measureRetrying(run, url)}`);
  }
  if (summary.length > 1) {
    console.log(
      '\n| page | run | load avg (1 min) | performance | accessibility | FCP | LCP | TBT | CLS | TBT from CPU time |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const line of summary) console.log(line);
  }
} finally {
  await server?.stop();
  await teardown?.();
}

/**
 * A run whose trace Lighthouse could not record (NO_NAVSTART, NO_TRACING_STARTED: the page was not
 * measured) is taken again, twice at most, and the table says so; a page that really fails still shows.
 */
async function measureRetrying(run: number, url: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const { row, recordingFailed } = await measure(run, url);
    if (!recordingFailed || attempt === 3) return attempt > 1 ? `${row} (attempt ${attempt})` : row;
    console.log(`  run ${run}: Lighthouse could not record the trace (attempt ${attempt}); measuring again`);
  }
}

/** One Lighthouse run in a fresh Chromium; prints its figures and answers them as a Markdown table row. */
async function measure(run: number, url: string): Promise<{ row: string; recordingFailed: boolean }> {
  const load = loadavg()[0]!.toFixed(1);
  const chrome = await chromeLauncher.launch({ chromePath, ignoreDefaultFlags: true, chromeFlags: chromeFlags() });
  try {
    // Warm the server (first request compiles nothing, but fills the UF and catalogue caches).
    await fetch(url);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // LIGHTHOUSE_JS_PROFILE=1: the trace also holds V8's JavaScript samples (which functions cost).
      ...(process.env.LIGHTHOUSE_JS_PROFILE
        ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
        : {}),
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    });
    if (!result) throw new Error('Lighthouse no entregó resultados');
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) console.log(`  Lighthouse error: ${result.lhr.runtimeError.message}`);
    const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
    console.log(`Lighthouse ${result.lhr.lighthouseVersion} — ${url} (móvil), run ${run}, load average ${load}`);
    console.log(`performance:   ${score(categories.performance?.score)}`);
    console.log(`accessibility: ${score(categories.accessibility?.score)}`);
    const ids = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ];
    for (const id of ids) console.log(`  ${audits[id]?.title}: ${audits[id]?.displayValue}`);
    const breakdown = (audits['mainthread-work-breakdown']?.details as { items?: Group[] } | undefined)?.items ?? [];
    console.log(
      `  main thread: ${breakdown.map((group) => `${group.groupLabel} ${Math.round(group.duration)} ms`).join(', ')}`,
    );
    const failed = Object.values(audits).filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        result.lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id),
    );
    for (const audit of failed) console.log(`  a11y: ${audit.id} — ${audit.title}`);
    const cpu = cpuBlockingTime(result.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } });
    if (cpu) {
      console.log(
        `  TBT from the page's own CPU time ×4 (what an idle machine shows): ${cpu.tbt} ms; largest task ${cpu.largest} ms of CPU`,
      );
    }
    if (process.env.LIGHTHOUSE_DETAILS) {
      for (const id of ['layout-shifts', 'long-tasks', 'bootup-time', 'largest-contentful-paint-element']) {
        console.log(id, JSON.stringify(audits[id]?.details ?? null).slice(0, 2500));
      }
    }
    // LIGHTHOUSE_JSON=<folder>: each run's full report, for the diagnostics this summary leaves out.
    if (process.env.LIGHTHOUSE_JSON) {
      // Named by page too: one run of several route kinds keeps each kind's report.
      const name = `${new URL(url).pathname.replace(/[^\w-]+/g, '_')}-${run}`;
      writeFileSync(`${process.env.LIGHTHOUSE_JSON}/lighthouse${name}.json`, JSON.stringify(result.lhr));
      const trace = (result.artifacts as unknown as { Trace?: unknown }).Trace;
      writeFileSync(`${process.env.LIGHTHOUSE_JSON}/trace${name}.json`, JSON.stringify(trace ?? null));
    }
    const figures = ids.map((id) => audits[id]?.displayValue ?? '-');
    const row = `| ${run} | ${load} | ${score(categories.performance?.score)} | ${score(categories.accessibility?.score)} | ${figures.join(' | ')} | ${cpu ? `${cpu.tbt} ms` : '-'} |`;
    const code = result.lhr.runtimeError?.code ?? '';
    return { row, recordingFailed: ['NO_NAVSTART', 'NO_TRACING_STARTED'].includes(code) };
  } finally {
    await chrome.kill();
  }
}

/**
 * chrome-launcher's flags, with Chromium 15x's browser-UI pages turned off: headless Chromium preloads the
 * omnibox popup and its AI-mode popup (chrome://omnibox-popup.top-chrome) as WebUI renderers whose scripts
 * ran ~470 ms of CPU during each measurement on a 2-core machine, time taken from the page being measured.
 * Chromium reads one --disable-features, so the launcher's list and ours are merged.
 */
function chromeFlags(): string[] {
  const browserUi = [
    'WebUIOmniboxPopup',
    'WebUIOmniboxFullPopup',
    'WebUIOmniboxAimPopup',
    'OmniboxAimPopup',
    'AimPopup',
    'OmniboxEverywhereComposebox',
    'AiModeOmniboxEntryPoint',
    'OmniboxAimEntrypoint',
    'AimEntrypoint',
  ];
  const defaults = chromeLauncher.Launcher.defaultFlags();
  const disabled = defaults
    .filter((flag) => flag.startsWith('--disable-features='))
    .flatMap((flag) => flag.slice('--disable-features='.length).split(','));
  return [
    ...defaults.filter((flag) => !flag.startsWith('--disable-features=')),
    `--disable-features=${[...disabled, ...browserUi].join(',')}`,
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
  ];
}

interface Group {
  groupLabel: string;
  duration: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
}

/**
 * Lighthouse's simulated TBT multiplies each main-thread task's wall time by 4; on a shared machine that wall
 * time includes the time other processes held the CPU. This is the same sum over the renderer main thread's
 * tasks from their thread (CPU) time instead: what the page itself costs, as an idle machine would measure it.
 */
function cpuBlockingTime(artifacts: { Trace?: { traceEvents: TraceEvent[] } }) {
  const events = artifacts.Trace?.traceEvents;
  if (!events) return undefined;
  const threads = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || !event.tdur) continue;
    const key = `${event.pid}:${event.tid}`;
    const tasks = threads.get(key) ?? [];
    tasks.push(event);
    threads.set(key, tasks);
  }
  const cpuOf = (tasks: TraceEvent[]) => tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0);
  const main = [...threads.values()].sort((a, b) => cpuOf(b) - cpuOf(a))[0] ?? [];
  const slowed = main.map((task) => ((task.tdur ?? 0) / 1000) * 4);
  return {
    tbt: Math.round(slowed.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
    largest: Math.round(Math.max(0, ...slowed) / 4),
  };
}

// The runtime's Redis and timers would keep the process alive.
process.exit(0);
