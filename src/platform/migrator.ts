import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { APP_ROOT, RUNS_BUILT } from './app-root.js';
import type { Logger } from './logger.js';

/** The sources (tsx, vitest) or, in the built server, their compiled copies (scripts/build-server.mjs). */
export const MIGRATIONS_DIR = RUNS_BUILT
  ? path.join(APP_ROOT, 'dist/server/migrations')
  : path.join(APP_ROOT, 'migrations');

export interface MigrationContext {
  queryInterface: QueryInterface;
  sequelize: Sequelize;
}

export type Migration = (params: { context: MigrationContext }) => Promise<void>;

async function loadMigration(file: string): Promise<{ up: Migration; down: Migration }> {
  if (RUNS_BUILT) return (await import(pathToFileURL(file).href)) as { up: Migration; down: Migration };
  // Sources: through tsx's API, so the .ts files run the same under tsx, vitest and plain node. Imported
  // only here, so the built server (run with production dependencies only) never loads tsx.
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport(file, import.meta.url)) as { up: Migration; down: Migration };
}

export function createMigrator(sequelize: Sequelize, logger?: Logger) {
  return new Umzug<MigrationContext>({
    migrations: {
      glob: [RUNS_BUILT ? '*.js' : '*.ts', { cwd: MIGRATIONS_DIR, ignore: ['*.test.ts', '*.d.ts'] }],
      resolve: ({ name, path: file, context }) => ({
        // Recorded under the source's name, so a database migrated by either finds its history.
        name: name.replace(/\.js$/, '.ts'),
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
