import { inject, injectable } from 'inversify';
import { notFound } from '../../../platform/errors.js';
import { PARTNERS } from '../tokens.js';
import type { FeatureFlagStore, StoredFlag } from './ports.js';

/** The database's feature flags, for the back-office (what the default flag service answers). */
@injectable()
export class ListFeatureFlags {
  constructor(@inject(PARTNERS.FeatureFlagStore) private readonly store: FeatureFlagStore) {}

  list(): Promise<StoredFlag[]> {
    return this.store.list();
  }

  async get(key: string): Promise<StoredFlag> {
    const flag = await this.store.get(key);
    if (!flag) throw notFound('No existe el flag.');
    return flag;
  }
}
