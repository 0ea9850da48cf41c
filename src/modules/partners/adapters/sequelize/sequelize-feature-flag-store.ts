import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { FeatureFlags, FeatureFlagStore, StoredFlag } from '../../application/ports.js';
import type { FlagDefinition, FlagValue } from '../../domain/feature-flags.js';

interface Row {
  key: string;
  enabled: boolean;
  description: string;
  default_value: FlagValue;
  variants: FlagValue[];
  updated_at: Date;
}

const toFlag = (row: Row): StoredFlag => ({
  key: row.key,
  enabled: row.enabled,
  description: row.description,
  defaultValue: row.default_value ?? null,
  variants: Array.isArray(row.variants) ? row.variants : [],
  updatedAt: row.updated_at.toISOString(),
});

const SELECT = 'SELECT key, enabled, description, default_value, variants, updated_at FROM feature_flags';

/** The feature_flags table: the back-office edits it, and it is the default flag service (FeatureFlags). */
@injectable()
export class SequelizeFeatureFlagStore implements FeatureFlagStore, FeatureFlags {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async list(): Promise<StoredFlag[]> {
    const rows = await this.sequelize.query<Row>(`${SELECT} ORDER BY key`, { type: QueryTypes.SELECT });
    return rows.map(toFlag);
  }

  async get(key: string): Promise<StoredFlag | null> {
    const [row] = await this.sequelize.query<Row>(`${SELECT} WHERE key = $1`, {
      bind: [key],
      type: QueryTypes.SELECT,
    });
    return row ? toFlag(row) : null;
  }

  async save(flag: FlagDefinition): Promise<StoredFlag> {
    const [row] = await this.sequelize.query<Row>(
      `INSERT INTO feature_flags (key, enabled, description, default_value, variants, updated_at)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET enabled = EXCLUDED.enabled, description = EXCLUDED.description,
         default_value = EXCLUDED.default_value, variants = EXCLUDED.variants, updated_at = now()
       RETURNING key, enabled, description, default_value, variants, updated_at`,
      {
        bind: [
          flag.key,
          flag.enabled,
          flag.description,
          JSON.stringify(flag.defaultValue),
          JSON.stringify(flag.variants),
        ],
        type: QueryTypes.SELECT,
      },
    );
    return toFlag(row!);
  }

  async definitions(): Promise<FlagDefinition[]> {
    return (await this.list()).map(({ updatedAt: _updatedAt, ...definition }) => definition);
  }
}
