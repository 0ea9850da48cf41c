import 'reflect-metadata';
import { CATALOGUE } from '../../src/modules/catalogue/tokens.js';
import type { CatalogueSnapshots } from '../../src/modules/catalogue/application/catalogue-snapshot.js';
import { warmSortedLists } from '../../src/modules/catalogue/application/compare-index.js';
import { PRICING, type PricingService } from '../../src/modules/pricing/index.js';
import { loadConfig } from '../../src/platform/config.js';
import { createLogger } from '../../src/platform/logger.js';
import { createRuntime } from '../../src/runtime.js';

/**
 * DATABASE_URL=… npx tsx scripts/bench/index-memory.ts (issue 31): builds the comparison index of a loaded
 * catalogue in this process and prints its build time (wall and CPU: on a shared machine the CPU figure is the
 * one that travels), the resident memory before, after the index and after the sorted price lists, and the
 * heap. Run with --expose-gc for figures after a collection. A script, never a timed test.
 */
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const gc = (globalThis as { gc?: () => void }).gc;
const memory = (label: string) => {
  gc?.();
  const m = process.memoryUsage();
  console.log(`${label}: resident ${mb(m.rss)} MB, heap ${mb(m.heapUsed)} MB, array buffers ${mb(m.arrayBuffers)} MB`);
};
const config = loadConfig();
const runtime = await createRuntime(config, createLogger('warn'));
try {
  memory('antes');
  const wall = Date.now();
  const cpu = process.cpuUsage();
  const snapshot = await runtime.container.get<CatalogueSnapshots>(CATALOGUE.Snapshots).current();
  const used = process.cpuUsage(cpu);
  console.log(
    `índice de ${snapshot.index.size} productos: ${Date.now() - wall} ms, CPU ${((used.user + used.system) / 1000).toFixed(0)} ms`,
  );
  memory('con el índice');
  const rates = await runtime.container.get<PricingService>(PRICING.Pricing).currentRates();
  const listsWall = Date.now();
  const listsCpu = process.cpuUsage();
  const lists = await warmSortedLists(snapshot.index, rates.rates, () => true);
  const listsUsed = process.cpuUsage(listsCpu);
  console.log(
    `${lists} listas ordenadas: ${Date.now() - listsWall} ms, CPU ${((listsUsed.user + listsUsed.system) / 1000).toFixed(0)} ms`,
  );
  memory('con las listas');
  console.log(`matrices: ${mb(snapshot.index.prices.byteSize())} MB en arreglos`);
} finally {
  await runtime.close();
}
