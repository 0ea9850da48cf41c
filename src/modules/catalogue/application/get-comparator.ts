import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { isEventActive } from '../domain/comparator-event.js';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshot, CatalogueSnapshots } from './catalogue-snapshot.js';
import type { ComparatorRow } from '../domain/comparator.js';

function comparatorDto(snapshot: CatalogueSnapshot, c: ComparatorRow, now: Date) {
  return {
    id: c.id,
    name: c.name,
    baseUrl: c.baseUrl,
    title: c.title,
    description: c.description,
    productType: c.productType,
    upperTypes: c.upperTypes,
    insuranceTypes: c.insuranceTypes,
    organizationTypes: c.organizationTypes,
    featuresFilter: c.featuresFilter,
    isShowcase: c.isShowcase,
    event: c.event ? { ...c.event, active: isEventActive(c.event, now) } : null,
    features: c.featureIds
      .map((id) => snapshot.features.get(id))
      .filter((f) => !!f)
      .map((f) => ({
        id: f!.id,
        name: f!.code,
        displayName: f!.displayName,
        icon: f!.icon,
        description: f!.description,
      })),
  };
}

/**
 * /api/comparator (spec 02 §7): the comparators, one by id or base URL, its feature list (the filter when
 * featuresFilter is on) and the benefits its products use; each event says whether it is active now.
 */
@injectable()
export class GetComparator {
  constructor(
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(key: string) {
    const snapshot = await this.snapshots.current();
    const found = snapshot.findComparator(key);
    if (!found) throw new CatalogueNotFoundError(`No existe el comparador ${key}.`);
    return comparatorDto(snapshot, found, this.clock.now());
  }

  async list() {
    const snapshot = await this.snapshots.current();
    const now = this.clock.now();
    return snapshot.comparators.map((c) => comparatorDto(snapshot, c, now));
  }

  async features(key: string) {
    return (await this.execute(key)).features;
  }

  /** Benefits (coverage tags and benefits) a comparator's products use. */
  async benefits(key: string) {
    const comparator = await this.execute(key);
    return { comparator: comparator.baseUrl, features: comparator.features };
  }
}
