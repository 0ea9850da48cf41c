import { inject, injectable } from 'inversify';
import { badRequest } from '../../../platform/errors.js';
import { validateFlag } from '../domain/feature-flags.js';
import { PARTNERS } from '../tokens.js';
import type { FeatureFlagStore, StoredFlag } from './ports.js';

/** Creates or edits a flag of the database flag service (back-office); the site sees it within 30 s. */
@injectable()
export class SaveFeatureFlag {
  constructor(
    @inject(PARTNERS.FeatureFlagStore) private readonly store: FeatureFlagStore,
    @inject(PARTNERS.FeatureFlags) private readonly flags: { invalidate?: () => void },
  ) {}

  async execute(input: Record<string, unknown>): Promise<StoredFlag> {
    const result = validateFlag(input);
    if (!result.ok) {
      throw badRequest(`Flag inválido. ${Object.values(result.errors)[0]}`, { errors: result.errors });
    }
    const saved = await this.store.save(result.value);
    this.flags.invalidate?.();
    return saved;
  }
}
