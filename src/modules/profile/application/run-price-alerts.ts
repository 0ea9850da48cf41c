import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import {
  RESULTS_CHECKED,
  decideProductAlert,
  decideSearchAlert,
  mayEmail,
  type AlertDecision,
  type AlertProduct,
  type ProductBaseline,
  type SearchBaseline,
} from '../domain/price-alert.js';
import { PRICE_ALERTS } from '../price-alert-tokens.js';
import type { AlertPricing, SavedSearchStore, ScanItem } from './price-alert-ports.js';

export interface PriceAlertRunResult {
  checked: number;
  alerts: number;
  /** Searches left for a later run: their person was e-mailed this week, or gets an alert in this run. */
  deferred: number;
  /** Searches the catalogue no longer accepts (a type or filter gone). */
  failed: number;
  /** Distinct profile-and-filter combinations priced. */
  priced: number;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The alert job (issue 29): every active saved search is priced at its profile through the catalogue and
 * compared with its baseline (decideSearchAlert, decideProductAlert). An alert is written with its outbox
 * message in its batch's transaction, once per finding (dedupe key), so two runs at once write it once.
 * A person e-mailed this week, or already alerted in this run, is left for a later run (baseline untouched).
 * Searches sharing a profile and filters are priced once per run, and each batch's baselines and alerts are
 * written in one transaction with bulk statements (npm run bench:alerts measures it).
 */
@injectable()
export class RunPriceAlerts {
  constructor(
    @inject(PRICE_ALERTS.Store) private readonly store: SavedSearchStore,
    @inject(PRICE_ALERTS.Pricing) private readonly pricing: AlertPricing,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(options: { batchSize?: number } = {}): Promise<PriceAlertRunResult> {
    const now = this.clock.now();
    const batchSize = options.batchSize ?? 500;
    const searches = new Map<string, Promise<AlertProduct[]>>();
    const products = new Map<string, Promise<AlertProduct | null>>();
    const alerted = new Set<number>();
    const result: PriceAlertRunResult = { checked: 0, alerts: 0, deferred: 0, failed: 0, priced: 0 };
    let after = 0;
    for (;;) {
      const batch = await this.store.batch(after, batchSize);
      if (batch.length === 0) break;
      // The batch's decisions are written together (one transaction, bulk statements): a write per search
      // cost more than the pricing once identical searches share theirs.
      const writes: Parameters<SavedSearchStore['recordRuns']>[0] = [];
      for (const item of batch) {
        after = item.id;
        if (alerted.has(item.subscriberId) || !mayEmail(item, now)) {
          result.deferred++;
          continue;
        }
        const decision = await this.decide(item, searches, products, result).catch((error: unknown) => {
          if (error instanceof AppError && (error.code === 'BAD_REQUEST' || error.code === 'NOT_FOUND'))
            return 'failed' as const;
          throw error;
        });
        if (decision === 'failed') {
          result.failed++;
          continue;
        }
        result.checked++;
        if (!decision.alert && sameJson(decision.next, item.baseline)) continue;
        // A person gets at most one alert a run: their later searches wait for a later run.
        if (decision.alert) alerted.add(item.subscriberId);
        writes.push({ item, next: decision.next as unknown as Record<string, unknown>, alert: decision.alert });
      }
      result.alerts += (await this.store.recordRuns(writes)).size;
      if (batch.length < batchSize) break;
    }
    return result;
  }

  /** A search's decision, pricing each distinct profile-and-filters (and saved product) once per run. */
  private async decide(
    item: ScanItem,
    searches: Map<string, Promise<AlertProduct[]>>,
    products: Map<string, Promise<AlertProduct | null>>,
    result: PriceAlertRunResult,
  ): Promise<{ alert: AlertDecision | null; next: unknown }> {
    const body = { ...item.filters, profile: item.profile };
    const key = JSON.stringify(body);
    let results = searches.get(key);
    if (!results) {
      results = this.pricing.search(body, RESULTS_CHECKED);
      searches.set(key, results);
      result.priced++;
    }
    const listed = await results;
    if (item.kind === 'product') {
      const productKey = `${item.productCode}|${JSON.stringify(item.profile)}`;
      let saved = products.get(productKey);
      if (!saved) {
        saved = this.pricing.product(item.productCode ?? '', item.profile);
        products.set(productKey, saved);
      }
      return decideProductAlert(item.id, item.baseline as unknown as ProductBaseline, await saved, listed);
    }
    return decideSearchAlert(item.id, item.baseline as unknown as SearchBaseline, listed);
  }
}
