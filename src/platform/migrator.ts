import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QueryInterface, Sequelize } from 'sequelize';
import { tsImport } from 'tsx/esm/api';
import { SequelizeStorage, Umzug } from 'umzug';
import type { Logger } from './logger.js';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export interface MigrationContext {
  queryInterface: QueryInterface;
  sequelize: Sequelize;
}

export type Migration = (params: { context: MigrationContext }) => Promise<void>;

async function loadMigration(file: string): Promise<{ up: Migration; down: Migration }> {
  return (await tsImport(file, import.meta.url)) as { up: Migration; down: Migration };
}

export function createMigrator(sequelize: Sequelize, logger?: Logger) {
  return new Umzug<MigrationContext>({
    migrations: {
      glob: ['*.ts', { cwd: MIGRATIONS_DIR, ignore: ['*.test.ts', '*.d.ts'] }],
      // Loaded through tsx's API so the .ts files run the same under tsx, vitest and plain node.
      resolve: ({ name, path: file, context }) => ({
        name,
        up: async () => (await loadMigration(file!)).up({ context }),
        down: async () => (await loadMigration(file!)).down({ context }),
      }),
    },
    context: { queryInterface: sequelize.getQueryInterface(), sequelize },
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: logger
      ? {
          info: (msg) => logger.debug(msg, 'migration'),
          warn: (msg) => logger.warn(msg, 'migration'),
          error: (msg) => logger.error(msg, 'migration'),
          debug: (msg) => logger.trace(msg, 'migration'),
        }
      : undefined,
  });
}

export async function migrateUp(sequelize: Sequelize, logger?: Logger): Promise<string[]> {
  const done = await createMigrator(sequelize, logger).up();
  return done.map((m) => m.name);
}
