/**
 * npm run lighthouse [-- <url>]: the Lighthouse performance and accessibility scores of the result list
 * page (mobile emulation, Debian's Chromium). Without a URL it starts the real app with the built site on
 * its own database loaded with the sample catalogue (run `npm run build` first), then stops it.
 */
import 'reflect-metadata';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import setupTestDatabases from '../tests/global-setup.js';
import { startServer, type RunningServer } from '../tests/e2e/support/server.js';
import { loadSampleData } from './seed/sample-data.js';

// LIGHTHOUSE_PAGE=/Comparar/Isapres measures the isapre plan list instead.
const PAGE = process.env.LIGHTHOUSE_PAGE ?? '/Comparar/Seguros-de-Salud';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

let server: RunningServer | undefined;
let teardown: (() => Promise<void>) | undefined;
let url = process.argv[2];
if (!url) {
  // The same migrated template the tests use, then a database of its own for this run.
  teardown = await setupTestDatabases();
  server = await startServer((runtime) => loadSampleData(runtime, { onlyIfEmpty: false }));
  url = `${server.baseUrl}${PAGE}`;
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  // Warm the server (first request compiles nothing, but fills the UF and catalogue caches).
  await fetch(url);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  });
  if (!result) throw new Error('Lighthouse no entregó resultados');
  const { categories, audits } = result.lhr;
  const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
  console.log(`Lighthouse ${result.lhr.lighthouseVersion} — ${url} (móvil)`);
  console.log(`performance:   ${score(categories.performance?.score)}`);
  console.log(`accessibility: ${score(categories.accessibility?.score)}`);
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]) {
    console.log(`  ${audits[id]?.title}: ${audits[id]?.displayValue}`);
  }
  const failed = Object.values(audits).filter(
    (audit) =>
      audit.score !== null &&
      audit.score < 1 &&
      result.lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id),
  );
  for (const audit of failed) console.log(`  a11y: ${audit.id} — ${audit.title}`);
  if (process.env.LIGHTHOUSE_DETAILS) {
    for (const id of ['layout-shifts', 'long-tasks', 'bootup-time', 'largest-contentful-paint-element']) {
      console.log(id, JSON.stringify(audits[id]?.details).slice(0, 2500));
    }
  }
} finally {
  await chrome.kill();
  await server?.stop();
  await teardown?.();
}
// The runtime's Redis and timers would keep the process alive.
process.exit(0);
